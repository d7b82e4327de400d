import { resolve } from 'node:path';
import { readDatabaseUrl } from '@server/config';
import { writeFileAtomic } from '@server/store/atomicWrite';
import { exportDatabase } from '@server/store/postgres/fixtures';

/**
 * `npm run db:export [-- file.json]` (production: `node dist/scripts/db-export.js [file.json]`): writes the data of
 * DATABASE_URL as a db.json (atomically replaced).
 */
const file = resolve(process.argv[2] ?? 'db.json');
const databaseUrl = readDatabaseUrl();
if (!databaseUrl) {
  console.error('DATABASE_URL fehlt (postgres://…).');
  process.exitCode = 1;
} else {
  const data = await exportDatabase(databaseUrl);
  writeFileAtomic(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`${file} geschrieben.`);
}
