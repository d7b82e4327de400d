import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database, ZbvAccount } from '@shared/schemas';

const firstNames = [
  'Jürgen',
  'Anna',
  'Sören',
  'Lena',
  'Björn',
  'Maria',
  'Jörg',
  'Katrin',
  'Uwe',
  'Özlem',
  'Felix',
  'Sabine',
];
const lastNames = ['Müller', 'Schäfer', 'Groß', 'Weiß', 'Köhler', 'Becker', 'Hoffmann', 'Krüger', 'Lange', 'Schröder'];

/** A small deterministic random source, so every run generates the same data set. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ascii = (name: string) =>
  name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/**
 * `count` further ZBV accounts for load and grid tests: German names with umlauts, spread unevenly over the
 * organisations of the data set, ids and user names after the existing ones, every tenth one inactive.
 */
export function generateAccounts(
  db: Pick<Database, 'zbvAccounts' | 'zbvOrgs' | 'zbvRoles'>,
  count: number,
): ZbvAccount[] {
  const random = randomSource(20_000);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const firstId = db.zbvAccounts.reduce((max, a) => (typeof a.id === 'number' && a.id > max ? a.id : max), 0) + 1;
  const orgs = db.zbvOrgs.map((org) => org.id);
  const roles = db.zbvRoles.map((role) => role.code).filter((code) => code !== 'MANUAL_ADMIN');
  return Array.from({ length: count }, (_, index) => {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const id = firstId + index;
    // The square makes the first organisations much larger than the last ones.
    const orgId = orgs[Math.floor(random() ** 2 * orgs.length)] ?? orgs[0] ?? 1;
    return {
      id,
      username: `${ascii(firstName)}.${ascii(lastName)}.${id}`,
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}.${id}@sparkasse.example`,
      orgId,
      roles: ['RADAR_USER'],
      zbvRoles: [pick(roles)],
      active: index % 10 !== 9,
    };
  });
}

/** `npx tsx scripts/generate-accounts.ts <db.json> [count]`: adds generated accounts to that file (never run it on the tracked db.json). */
function main(): void {
  const [file, countText = '20000'] = process.argv.slice(2);
  if (!file) {
    console.error('Aufruf: npx tsx scripts/generate-accounts.ts <Kopie von db.json> [Anzahl]');
    process.exit(1);
  }
  const path = resolve(file);
  const db = JSON.parse(readFileSync(path, 'utf8')) as Database;
  const accounts = generateAccounts(db, Number(countText));
  db.zbvAccounts.push(...accounts);
  writeFileSync(path, `${JSON.stringify(db, null, 2)}\n`);
  console.log(`${accounts.length} Konten zu ${path} hinzugefügt.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
