/**
 * `npm run bench:edits [-- --pg]`: what single edits cost among 100,000 accounts and 10,000 modules (the data of
 * `bench:store`), one call at a time, on our server over db.json (and with `--pg` on a throw-away PostgreSQL cluster
 * loaded by `db:import`): an administrator's PUT of the oldest and of the newest account, and a call right after an
 * account's change (every call finds its account, decision 116); a user's favourite added or removed, and another
 * user's dashboard right after it (decision 117). Prints p50, p90 and the slowest answer. Not a test; needs no build.
 * EDITS sets the measured calls per row (default 50).
 */
import { join } from 'node:path';
import { API_BASE, DATA_BASE } from '@shared/api/paths';
import { portalApiPaths } from '@shared/portalApi';
import type { ZbvAccount } from '@shared/schemas';
import { bearer, signInViaApi } from '@server/testing/signIn';
import { benchUsername } from './generateDashboardData';
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

/** A user's favourite module switched on and off, and another user's dashboard right after each switch. */
async function favouriteRows(store: string, baseUrl: string, user: Record<string, string>): Promise<string[]> {
  const other = bearer(await signInViaApi(baseUrl, benchUsername(43)));
  const dashboard = `${baseUrl}${API_BASE}${portalApiPaths.modules}?page=0&size=12`;
  const first = (await (await fetch(dashboard, { headers: user })).json()) as {
    content: { moduleDto: { id: number } }[];
  };
  const favourite = `${baseUrl}${API_BASE}${portalApiPaths.moduleFavorite(first.content[0]!.moduleDto.id)}`;
  const switched = (round: number) =>
    answered(favourite, { method: round % 2 === 0 ? 'POST' : 'DELETE', headers: user }, 204);
  return [
    row([store, 'Favorit eines Nutzers an oder aus'], await timed(switched)),
    row(
      [store, 'Dashboard eines anderen Nutzers direkt nach einem Favoriten'],
      await timed(async (round) => {
        await switched(round);
        return answered(dashboard, { headers: other });
      }),
    ),
  ];
}

/** The edits on one server, as table rows. */
async function editsOf(store: string, baseUrl: string, accounts: ZbvAccount[]): Promise<string[]> {
  const { admin, user } = await signInBenchUsers(baseUrl);
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
    ...(await favouriteRows(store, baseUrl, user)),
  ];
}

async function main() {
  const teardown = new Teardown();
  teardown.onSignals();
  try {
    const { folder, db, dataFile } = storeBenchData('radar-bench-edits-', teardown);
    const megabytes = Buffer.byteLength(JSON.stringify(db)) / 1024 / 1024;
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
