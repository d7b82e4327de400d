import { readDatabaseUrl } from '@server/config';
import { missingMigrations } from '@server/store/missingMigrations';
import { migrate } from '@server/store/postgres/migrate';

/**
 * `npm run db:migrate` (production: `node dist/scripts/db-migrate.js`): applies the pending migrations of
 * migrations/ to DATABASE_URL.
 */
const databaseUrl = readDatabaseUrl();
const withoutMigrations = missingMigrations();
if (!databaseUrl) {
  console.error(
    'DATABASE_URL fehlt (postgres://…): ohne sie arbeitet der Server mit db.json und braucht keine Migration.',
  );
  process.exitCode = 1;
} else if (withoutMigrations) {
  console.error(withoutMigrations);
  process.exitCode = 1;
} else {
  await migrate(databaseUrl, console.log);
  console.log('Migrationen angewandt.');
}
