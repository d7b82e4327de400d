/**
 * `npm run bench:create-cost`: what one create of the data API costs PostgreSQL, and how much of it each index of
 * `records` takes. On a throw-away cluster, for each variant a fresh migrated database (some indexes dropped), then
 * the product's write path (`PgCollectionStore.create` with its audit entry, group commit, the fold of the search
 * index's pending lists) in rounds of 50 concurrent creates: first 20,000 to give the partitions a size, then the
 * measured ones. Prints PostgreSQL's CPU time per create (all its processes, from /proc) and the wall time, the
 * median of three rounds. Not a test; needs no build. CREATE_COST_ROUNDS sets the rounds (default 3).
 */
import { cpus } from 'node:os';
import pg from 'pg';
import { dataApiAuditEntry } from '@server/features/audit/auditTrail';
import { migrate } from '@server/store/postgres/migrate';
import { PgCollectionStore } from '@server/store/postgres/pgCollectionStore';
import { startThrowawayPostgres } from '@server/testing/throwawayPostgres';
import type { WriteOptions } from '@server/store/collectionStore';
import { processesCpu, TICKS_PER_SECOND } from './processCpu';
import { quantile } from './quantile';

/** Index sets of `records` to compare: what each drops from the migrated schema. */
const variants: readonly { name: string; drop: string }[] = [
  { name: 'alle Indizes', drop: '' },
  { name: 'ohne Suchindex (records_search)', drop: 'DROP INDEX records_search' },
  { name: 'ohne GIN über doc (records_doc)', drop: 'DROP INDEX records_doc' },
  { name: 'ohne beide GIN-Indizes', drop: 'DROP INDEX records_search; DROP INDEX records_doc' },
];
const WARM_UP_CREATES = 20_000;
const MEASURED_CREATES = 15_000;
const CONCURRENT = 50;
const rounds = Number(process.env.CREATE_COST_ROUNDS ?? 3);

/** CPU ticks so far of every process named postgres (backends, the writers and autovacuum). */
const postgresTicks = (): number =>
  processesCpu()
    .filter(({ name }) => name.startsWith('postgres'))
    .reduce((sum, { ticks }) => sum + ticks, 0);

/** The data API's audit entry of a POST by an administrator, as `dataWrite.ts` makes it. */
const audited: WriteOptions = {
  audit: ({ record }) => [dataApiAuditEntry('anna.admin', 'groups', 'POST', undefined, undefined, record)!],
};

async function createMany(store: PgCollectionStore, count: number, withAudit: boolean, label: string) {
  for (let done = 0; done < count; done += CONCURRENT) {
    await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        store.create('groups', { name: `${label} ${done + index}` }, withAudit ? audited : {}),
      ),
    );
  }
}

interface Figure {
  cpuMicros: number;
  wallMicros: number;
}

async function measure(url: string, withAudit: boolean): Promise<Figure> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const store = new PgCollectionStore(pool);
  try {
    await createMany(store, WARM_UP_CREATES, withAudit, 'Vorlauf');
    const ticks = postgresTicks();
    const started = process.hrtime.bigint();
    await createMany(store, MEASURED_CREATES, withAudit, 'Gemessen');
    const wallMicros = Number(process.hrtime.bigint() - started) / 1_000 / MEASURED_CREATES;
    const cpuMicros = (((postgresTicks() - ticks) / TICKS_PER_SECOND) * 1e6) / MEASURED_CREATES;
    return { cpuMicros, wallMicros };
  } finally {
    await store.close();
    await pool.end();
  }
}

async function dropDatabase(maintenanceUrl: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE ${pg.escapeIdentifier(decodeURIComponent(new URL(url).pathname.slice(1)))}`);
  } finally {
    await client.end();
  }
}

const postgres = await startThrowawayPostgres();
try {
  const template = await postgres.createDatabase('migrated');
  await migrate(template);
  const figures = new Map<string, Figure[]>();
  let databases = 0;
  for (let round = 0; round < rounds; round++) {
    for (const withAudit of [true, false]) {
      for (const { name, drop } of variants) {
        const url = await postgres.createDatabase(`run${(databases += 1)}`, 'migrated');
        if (drop) {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(drop);
          await client.end();
        }
        const key = `${withAudit ? 'mit' : 'ohne'} Protokolleintrag | ${name}`;
        const figure = await measure(url, withAudit);
        // Its autovacuum would run beside the next variant, whose CPU time counts every PostgreSQL process.
        await dropDatabase(postgres.url, url);
        figures.set(key, [...(figures.get(key) ?? []), figure]);
        console.log(
          `Lauf ${round + 1}, ${key}: ${figure.cpuMicros.toFixed(0)} µs CPU, ${figure.wallMicros.toFixed(0)} µs`,
        );
      }
    }
  }
  const median = (values: number[]) => quantile(values, 0.5).toFixed(0);
  console.log(
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
      `Node ${process.version}, ${MEASURED_CREATES} Anlagen je Lauf nach ${WARM_UP_CREATES}, ${CONCURRENT} gleichzeitig, ` +
      `Median aus ${rounds} Läufen`,
  );
  console.log('');
  console.log('| Gruppe angelegt | Indizes von records | PostgreSQL-CPU je Anlage | Wandzeit je Anlage |');
  console.log('| --- | --- | ---: | ---: |');
  for (const [key, runs] of figures) {
    const cpu = median(runs.map((run) => run.cpuMicros));
    const wall = median(runs.map((run) => run.wallMicros));
    console.log(`| ${key} | ${cpu} µs | ${wall} µs |`);
  }
} finally {
  await postgres.stop();
}
