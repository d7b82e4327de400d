import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { exportDirOf } from '../features/reportExports/exportFiles';
import { gaLocalLogFile } from '../features/gaQueue/gaQueueRouter';
import { dataFolder, fixtures, resetDataFolder, seedDataFolder } from './dataFolder';
import { Store } from './store';

const projectRoot = join(import.meta.dirname, '../..');
const ignoredByGit = (path: string): boolean => {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', relative(projectRoot, path)], { cwd: projectRoot });
    return true;
  } catch {
    return false;
  }
};

describe('runtime data lives in the ignored .data folder', () => {
  it('every path the server writes by default is under .data/ and ignored by git', () => {
    const config = readConfig({});
    const written = [
      config.dbFile,
      `${config.dbFile}.journal.1`,
      config.mediaDir,
      join(config.mediaDir, 'attachments', 'upload.pdf'),
      exportDirOf(config),
      gaLocalLogFile(config),
      join(config.dbFile, '..', '.tmp', 'mail-outbox'),
      join(config.dbFile, '..', '.tmp', 'support-spool'),
    ];
    for (const path of written) {
      expect(path.startsWith(`${dataFolder}/`), path).toBe(true);
      expect(ignoredByGit(path), path).toBe(true);
    }
    expect(ignoredByGit(fixtures.dbFile)).toBe(false);
  });
});

describe('the tracked fixtures', () => {
  it('the media folder holds only what db.json names, as the image ships it to seed MEDIA_DIR', () => {
    const data = readFileSync(fixtures.dbFile, 'utf8');
    const files = readdirSync(fixtures.mediaDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((file) => file.name).filter((name) => !data.includes(`${name}"`))).toEqual([]);
  });
});

describe('seeding and resetting the data folder from the fixtures', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const pathsIn = (root: string) => ({ dbFile: join(root, 'data', 'db.json'), mediaDir: join(root, 'data', 'media') });

  it('copies db.json and the media folder on first start, and leaves them alone afterwards', () => {
    folder = mkdtempSync(join(tmpdir(), 'radar-data-'));
    const paths = pathsIn(folder);
    expect(seedDataFolder(paths)).toEqual([paths.dbFile, paths.mediaDir]);
    expect(readFileSync(paths.dbFile, 'utf8')).toBe(readFileSync(fixtures.dbFile, 'utf8'));
    expect(readdirSync(paths.mediaDir).sort()).toEqual(readdirSync(fixtures.mediaDir).sort());
    writeFileSync(join(paths.mediaDir, 'upload.svg'), '<svg/>');
    expect(seedDataFolder(paths)).toEqual([]);
    expect(existsSync(join(paths.mediaDir, 'upload.svg'))).toBe(true);
  });

  it('db:reset drops the journal, so neither a restart nor a running server keeps the old writes', async () => {
    folder = mkdtempSync(join(tmpdir(), 'radar-data-'));
    const paths = pathsIn(folder);
    seedDataFolder(paths);
    const store = Store.open(paths.dbFile);
    const messages: string[] = [];
    store.watch((message) => messages.push(message));
    const before = store.data.zbvAccounts.length;
    const [removed] = store.data.zbvAccounts.splice(0, 1);
    store.recordDelete('zbvAccounts', [removed!.id]);
    await store.durable();
    expect(readdirSync(join(folder, 'data')).some((name) => name.includes('.journal.'))).toBe(true);
    writeFileSync(join(paths.mediaDir, 'upload.svg'), '<svg/>');

    resetDataFolder(paths);

    await vi.waitFor(() => expect(messages.join('\n')).toContain('neu geladen'), { timeout: 5000 });
    expect(store.data.zbvAccounts).toHaveLength(before);
    store.close();
    expect(readdirSync(join(folder, 'data')).filter((name) => name.includes('.journal.'))).toEqual([]);
    expect(Store.open(paths.dbFile).data.zbvAccounts).toHaveLength(before);
    expect(existsSync(join(paths.mediaDir, 'upload.svg'))).toBe(false);
  });
});
