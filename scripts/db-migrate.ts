import { readConfig } from '@server/config';
import { migrate } from '@server/store/postgres/migrate';

/** `npm run db:migrate`: applies the pending migrations of migrations/ to DATABASE_URL. */
const { databaseUrl } = readConfig();
if (!databaseUrl) {
  console.error(
    'DATABASE_URL fehlt (postgres://…): ohne sie arbeitet der Server mit db.json und braucht keine Migration.',
  );
  process.exitCode = 1;
} else {
  await migrate(databaseUrl, console.log);
  console.log('Migrationen angewandt.');
}
