import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '@server/projectRoot';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'radar-phases-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** About 0.3 s of CPU in a shell of a session of its own, which its parent does not wait for (as pg_ctl's server). */
const daemonBusy = `(setsid sh -c 'i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done' &)`;

/** Runs a bash script that sources scripts/ci/phases.sh, with PHASE_TIMES in a file of its own. */
async function withPhases(name: string, script: string): Promise<{ code: number; stdout: string; times: string }> {
  const times = join(folder, name);
  const result = await run('bash', ['-c', `source scripts/ci/phases.sh; ${script}`], {
    cwd: projectRoot,
    env: { ...process.env, PHASE_TIMES: times },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
  return { ...result, times: readFileSync(times, 'utf8') };
}

const cpuOf = (times: string, phase: string) =>
  Number(new RegExp(`^${phase} [\\d.]+ ([\\d.]+)$`, 'm').exec(times)?.[1] ?? Number.NaN);

describe('the CI phases', { timeout: 30_000 }, () => {
  it('count the CPU time of a daemon the phase started, and print wall, CPU and totals', async () => {
    const { code, stdout, times } = await withPhases(
      'daemon',
      `work() { ${daemonBusy}; }; phase_function started-a-daemon work; phase quick true; phase_table`,
    );
    expect(code).toBe(0);
    expect(cpuOf(times, 'started-a-daemon')).toBeGreaterThan(0.1);
    expect(cpuOf(times, 'quick')).toBeLessThan(0.1);
    expect(stdout).toMatch(/== started-a-daemon: work\n/);
    expect(stdout).toMatch(/^ {3}phase +wall +CPU$/m);
    expect(stdout).toMatch(/^ {3}started-a-daemon +\d+ +\d+$/m);
    expect(stdout).toMatch(/^ {3}total +\d+ +\d+$/m);
  });

  it('end the run with the exit code of a failed phase, its times recorded', async () => {
    const { code, stdout, times } = await withPhases('failed', 'phase broken sh -c "exit 3"; phase never true');
    expect(code).toBe(3);
    expect(stdout).toContain('== broken failed (exit 3)');
    expect(times).toMatch(/^broken [\d.]+ [\d.]+\n$/);
  });
});
