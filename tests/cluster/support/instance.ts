import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILED_SERVER, compiledEntryArgs } from '@server/testing/compiledServer';
import { projectRoot } from '@server/projectRoot';

/** One line of an instance's request log (pino-http, JSON): what the cluster test reads. */
export interface RequestLine {
  reqId: string;
  req: { method: string; url: string };
  res: { statusCode: number };
  userId?: number | string;
}

export interface InstanceSettings {
  name: string;
  port: number;
  /** The instance's own data folder (db.json, media, exports, spool), as on a machine of its own. */
  folder: string;
  databaseUrl: string;
  /** The balancer's address: where browsers reach every instance. */
  publicUrl: string;
}

/**
 * A compiled server (`node dist/server/main.js`) of the cluster. Everything it logs is kept as JSON lines, across
 * restarts, so a test can tell which instance answered which request. Starts on `start`, on its fixed port.
 */
export class Instance {
  readonly log: Record<string, unknown>[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<unknown> = Promise.resolve();
  /** When the last start finished: the server had then seen its data once (its first export tick included). */
  upSince?: Date;

  constructor(readonly settings: InstanceSettings) {
    mkdirSync(settings.folder, { recursive: true });
  }

  get url(): string {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get dbFile(): string {
    return join(this.settings.folder, 'db.json');
  }

  /** Where the instance writes export files (EXPORT_DIR), set so that one from the caller's shell cannot join them. */
  get exportDir(): string {
    return join(this.settings.folder, 'exports');
  }

  /** The request-log lines of calls made with a signed-in user's token. */
  requestsOf(userId: number | string): RequestLine[] {
    return this.log.filter((line): line is RequestLine & Record<string, unknown> => line.userId === userId);
  }

  /** Resolves once the server prints its address (then it is ready: the line follows the app's construction). */
  async start(): Promise<void> {
    const { port, folder, databaseUrl, publicUrl } = this.settings;
    const child = spawn(process.execPath, compiledEntryArgs(COMPILED_SERVER), {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DB_FILE: this.dbFile,
        MEDIA_DIR: join(folder, 'media'),
        EXPORT_DIR: this.exportDir,
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: 'loopback',
        SERVE: 'build',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', resolve));
    let rest = '';
    let printed = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('{')) continue;
          const parsed = JSON.parse(line) as Record<string, unknown>;
          this.log.push(parsed);
          if (!String(parsed.msg).includes('läuft auf')) continue;
          this.upSince = new Date();
          resolve();
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      void this.exited.then((code) =>
        reject(new Error(`${this.settings.name} endete beim Start mit ${String(code)}:\n${printed}`)),
      );
    });
  }

  /** Whether its process runs (started and not exited). */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** `kill -9`: no shutdown, connections in flight are cut. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** The orderly stop (SIGTERM): requests in flight finish, the pools close. */
  async stop(): Promise<void> {
    if (this.child?.exitCode === null) this.child.kill('SIGTERM');
    await this.exited;
  }
}
