/**
 * `npm run bench:account-edit [-- --pg]`: what an administrator's edit of one account costs among 100,000 (the data
 * of `bench:store`). Our server on db.json (and with `--pg` on a throw-away PostgreSQL cluster loaded by
 * `db:import`), signed in as anna.admin: PUTs one after another, each changing the first name, of the oldest and of
 * the newest account, then the time of the same user's next call (every call finds its account, decision 116).
 * Prints p50, p90 and the slowest answer. Not a test; needs no build. EDITS sets the measured PUTs (default 50).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_BASE } from '@shared/api/paths';
import type { ZbvAccount } from '@shared/schemas';
import { ourServerArgs, ourServerEnv, start, stop, Teardown } from './benchProcesses';
import { quantile } from './quantile';
import { storeBenchData } from './storeBenchData';
import { signInBenchUsers } from './storeCalls';
import { postgresWithBenchData, serverReady } from './storePostgres';
import { machineLine } from './storeReport';

const EDITS = Number(process.env.EDITS ?? 50);
const WARM_UP = 10;

/** Milliseconds of each measured call: `call` answers how long its own measured part took. */
async function timed(call: (round: number) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < WARM_UP + EDITS; round++) {
    const ms = await call(round);
    if (round >= WARM_UP) times.push(ms);
  }
  return times;
}

/** Milliseconds from sending the call to the last byte of its answer, which must have `status`. */
async function answered(url: string, init: RequestInit, status = 200): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, init);
  await answer.text();
  if (answer.status !== status) throw new Error(`${init.method ?? 'GET'} ${url}: ${answer.status}`);
  return performance.now() - started;
}

const row = (cells: string[], times: number[]) =>
  `| ${[...cells, ...[0.5, 0.9, 1].map((q) => `${quantile(times, q).toFixed(1)} ms`)].join(' | ')} |`;

/** The edits on one server, as table rows. */
async function editsOf(store: string, baseUrl: string, accounts: ZbvAccount[]): Promise<string[]> {
  const { admin } = await signInBenchUsers(baseUrl);
  const edit = (account: ZbvAccount, change: Partial<ZbvAccount>) =>
    answered(`${baseUrl}${DATA_BASE}/zbvAccounts/${account.id}`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, ...change }),
    });
  const oldest = accounts[0]!;
  const newest = accounts.at(-1)!;
  return [
    row(
      [store, `PUT ältestes Konto (id ${oldest.id})`],
      await timed((round) => edit(oldest, { firstName: `B${round}` })),
    ),
    row(
      [store, `PUT neuestes Konto (id ${newest.id})`],
      await timed((round) => edit(newest, { firstName: `B${round}` })),
    ),
    // Every call looks up its user's account; an edit changed the accounts since the last call.
    row(
      [store, 'GET einer Gruppe direkt nach einer Kontoänderung'],
      await timed(async (round) => {
        await edit(oldest, { lastName: `B${round}` });
        return answered(`${baseUrl}${DATA_BASE}/groups/1`, { headers: admin });
      }),
    ),
  ];
}

async function main() {
  const teardown = new Teardown();
  teardown.onSignals();
  try {
    const { folder, db, dataFile } = storeBenchData('radar-bench-account-edit-', teardown);
    const serverFile = dataFile('server');
    const megabytes = statSync(serverFile).size / 1024 / 1024;
    const stores: [string, Record<string, string>][] = [['db.json', {}]];
    if (process.argv.includes('--pg')) {
      stores.push(['PostgreSQL', { DATABASE_URL: await postgresWithBenchData(dataFile('import'), teardown) }]);
    }
    const lines = [
      '',
      `Beginn: ${machineLine(megabytes, `eine Anfrage zugleich, ${WARM_UP} + ${EDITS} je Zeile`)}`,
      '',
      '| Speicher | Aufruf (nacheinander) | p50 | p90 | max |',
      '| --- | --- | ---: | ---: | ---: |',
    ];
    for (const [store, extra] of stores) {
      const env = {
        ...ourServerEnv,
        PORT: '0',
        DB_FILE: dataFile(`server-${store}`),
        MEDIA_DIR: join(folder, `media-${store}`),
        ...extra,
      };
      const server = await start(ourServerArgs, env, serverReady);
      try {
        lines.push(...(await editsOf(store, server.url, db.zbvAccounts)));
      } finally {
        await stop(server.child);
      }
    }
    console.log(lines.join('\n'));
  } finally {
    await teardown.run();
  }
}

await main();
