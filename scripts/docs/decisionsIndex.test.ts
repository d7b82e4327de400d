import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const dir = resolve('docs/decisions');
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(dir, 'README.md'), 'utf8');

/** A record's status as its own status line says: superseded by a later record, or accepted. */
function statusOf(name: string): string {
  const superseded = /^Status: superseded by \[(\d{3})\]/m.exec(readFileSync(join(dir, name), 'utf8'));
  return superseded ? `superseded by ${superseded[1]}` : 'accepted';
}

it('lists every decision record once, with the status its own status line gives', () => {
  const rows = records.map((name) => {
    const row = index.split('\n').filter((line) => line.startsWith('|') && line.includes(`](${name})`));
    return { name, rows: row.length, status: row[0]?.split('|').at(-2)?.trim() };
  });
  expect(rows).toEqual(records.map((name) => ({ name, rows: 1, status: statusOf(name) })));
});

it('numbers every record once', () => {
  const numbers = records.map((name) => name.slice(0, 3));
  expect(new Set(numbers).size).toBe(numbers.length);
});
