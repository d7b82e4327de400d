import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixtureDatabase } from '@server/testing/testServer';
import { projectRoot } from '@server/projectRoot';

const database = copyFixtureDatabase();
afterAll(() => database.remove());

const run = (script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, script), ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

// Each case starts one or two Node processes with tsx; on a loaded 2-core runner that takes longer than 5 s.
describe('a tester’s broken edit of db.json', { timeout: 60_000 }, () => {
  it('is accepted while valid', () => {
    const result = run('scripts/db-check.ts', [database.dbFile]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ist gültig');
  });

  it('is reported by db:check with collection, record id and field, and the server refuses to start', () => {
    const raw = JSON.parse(readFileSync(database.dbFile, 'utf8')) as { modules: Record<string, unknown>[] };
    raw.modules[1]!.moduleType = 'KACHEL';
    writeFileSync(database.dbFile, JSON.stringify(raw, null, 2));
    const id = String(raw.modules[1]!.id);

    const check = run('scripts/db-check.ts', [database.dbFile]);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain(`Sammlung "modules", Datensatz id ${id}, Feld "moduleType"`);

    const server = run('server/main.ts', [], { DB_FILE: database.dbFile, PORT: '0', SERVE: 'none' });
    expect(server.status).toBe(1);
    // The refusal is the server's last log line (JSON on stdout), at level fatal.
    const fatal = server.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.level === 60);
    expect(fatal?.msg).toContain(`Sammlung "modules", Datensatz id ${id}, Feld "moduleType"`);
    expect(fatal?.msg).toContain('Der Server startet nicht');
  });
});
