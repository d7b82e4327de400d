import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@shared/schemas';
import { projectRoot } from '@server/projectRoot';
import type { Teardown } from './benchProcesses';
import { addBenchData } from './generateDashboardData';
import { benchStoreSize } from './storeCalls';

/**
 * The store benches' data: db.json with 10,000 modules and 100,000 accounts added, in a temporary folder that
 * `teardown` removes. `dataFile(name)` writes a fresh copy for one server (each keeps its working files beside it).
 */
export function storeBenchData(folderPrefix: string, teardown: Teardown) {
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  teardown.add(async () => rmSync(folder, { recursive: true, force: true }));
  const db = JSON.parse(readFileSync(join(projectRoot, 'db.json'), 'utf8')) as Database;
  addBenchData(db, benchStoreSize);
  const text = JSON.stringify(db);
  const dataFile = (name: string): string => {
    const file = join(folder, `${name}.json`);
    writeFileSync(file, text);
    return file;
  };
  return { folder, db, dataFile };
}
