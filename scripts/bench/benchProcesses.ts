import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '@server/projectRoot';

/** Our server from its sources (tsx), as `npm run bench:store` has always run it: no build needed. */
export const ourServerArgs = ['--import', 'tsx', join(projectRoot, 'server/main.ts')];

/** What every run of our server in the bench shares; the callers add DB_FILE, PORT and the rest. */
export const ourServerEnv = { HOST: '127.0.0.1', SERVE: 'none', DEV_IDP_TOKEN_TTL: '3600' };

/**
 * Spawns a Node process and resolves once its output matches `ready`, with the first group (the address it
 * printed). After that its output is read and dropped: our server logs every API call, and keeping that text
 * would grow the benchmark's own memory by megabytes a second.
 */
export function start(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: 'pipe' });
  return new Promise((resolveStart, reject) => {
    let output = '';
    let started = false;
    const take = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match?.[1]) return;
      started = true;
      resolveStart({ child, url: match[1] });
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) => reject(new Error(`Prozess endete mit ${code}:\n${output}`)));
  });
}

/**
 * Stops a server and writes out what it left in the page cache: json-server rewrites its 45 MB file on every POST
 * without a flush, and the kernel writing that back later would land in the next server's measurement.
 */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  execFileSync('sync');
}

/**
 * What a run started, undone last-in first-out: at the end, after a failure, and on Ctrl-C or SIGTERM (the
 * PostgreSQL server detaches from the terminal, so Ctrl-C alone would leave it running).
 */
export class Teardown {
  private readonly steps: (() => Promise<unknown>)[] = [];
  private done: Promise<void> | undefined;

  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }

  run(): Promise<void> {
    this.done ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        await step().catch((error: unknown) => console.error('Aufräumen:', error));
      }
    })();
    return this.done;
  }

  /**
   * Tears down on SIGINT/SIGTERM, then exits with the signal's usual code. Every signal is caught, not just the
   * first: Ctrl-C reaches this process twice, from the terminal and relayed by tsx, and the second must not end
   * the teardown.
   */
  onSignals(): void {
    const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const;
    for (const [signal, code] of Object.entries(exitCodes)) {
      process.on(signal, () => {
        if (!this.done) console.error(`\n${signal}: räume auf …`);
        void this.run().finally(() => process.exit(code));
      });
    }
  }
}
