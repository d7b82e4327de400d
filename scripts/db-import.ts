import { resolve } from 'node:path';
import { readDatabaseUrl } from '@server/config';
import { importDatabase } from '@server/store/postgres/fixtures';
import { missingMigrations } from '@server/store/missingMigrations';
import { migrate } from '@server/store/postgres/migrate';
import { readDatabaseFile } from '@server/store/readDatabaseFile';
import { formatProblems } from '@server/store/validateDatabase';

/**
 * `npm run db:import [-- file.json]` (production: `node dist/scripts/db-import.js [file.json]`): replaces the data
 * in DATABASE_URL with a db.json, checked as `db:check` does (the same named problems), all or nothing, safe to
 * run twice. Applies pending migrations first.
 */
const file = resolve(process.argv[2] ?? 'db.json');
const databaseUrl = readDatabaseUrl();
const withoutMigrations = missingMigrations();
const result = readDatabaseFile(file);
if (!databaseUrl) {
  console.error('DATABASE_URL fehlt (postgres://…).');
  process.exitCode = 1;
} else if (withoutMigrations) {
  console.error(withoutMigrations);
  process.exitCode = 1;
} else if (!result.ok) {
  console.error(`${formatProblems(file, result.problems)}\nNichts importiert.`);
  process.exitCode = 1;
} else {
  await migrate(databaseUrl);
  const imported = await importDatabase(databaseUrl, result.data);
  const records = Object.values(result.data).reduce((sum, list) => sum + list.length, 0);
  if (imported.ok) console.log(`${file} importiert (${records} Datensätze).`);
  else console.error(`${formatProblems(file, imported.problems)}\nNichts importiert.`);
  process.exitCode = imported.ok ? 0 : 1;
}
