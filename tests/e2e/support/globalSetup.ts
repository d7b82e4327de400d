import { spawnServer } from './spawnServer';

/**
 * Starts the real server (production build) on a free port over temporary copies of db.json and the media.
 * Workers read the address from E2E_BASE_URL and the data file from E2E_DB_FILE.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await spawnServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DB_FILE = server.dbFile;
  return server.stop;
}
