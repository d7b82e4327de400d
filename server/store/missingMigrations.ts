import { existsSync } from 'node:fs';
import { migrationsDir } from './postgres/migrate';

/**
 * With DATABASE_URL the schema comes from migrations/ beside dist/ (the production install copies it): without the
 * folder, the line an operator needs instead of node-pg-migrate's stack; undefined when it is there.
 */
export const missingMigrations = (): string | undefined =>
  existsSync(migrationsDir)
    ? undefined
    : `Der Ordner der Datenbank-Migrationen fehlt: ${migrationsDir}. Er gehört neben dist/ in die Installation ` +
      '(docs/operations.md, Installation); ohne ihn kann das Schema von PostgreSQL nicht angelegt werden.';
