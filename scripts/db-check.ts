import { resolve } from 'node:path';
import { readDatabaseFile } from '@server/store/readDatabaseFile';
import { formatProblems } from '@server/store/validateDatabase';

/**
 * `npm run db:check [-- file.json]` (production: `node dist/scripts/db-check.js [file.json]`): validates a db.json
 * the way the server does before it starts.
 */
const file = resolve(process.argv[2] ?? 'db.json');
const result = readDatabaseFile(file);
if (result.ok) {
  const records = Object.values(result.data).reduce((sum, list) => sum + list.length, 0);
  console.log(`${file} ist gültig (${Object.keys(result.data).length} Sammlungen, ${records} Datensätze).`);
} else {
  console.error(formatProblems(file, result.problems, Infinity));
  process.exitCode = 1;
}
