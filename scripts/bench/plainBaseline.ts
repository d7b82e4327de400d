import { join } from 'node:path';
import { freePort } from '@server/testing/freePort';
import { projectRoot } from '@server/projectRoot';
import { start, stop, type Teardown } from './benchProcesses';
import type { StoreCall } from './storeCalls';
import { fmt, load, type Measured } from './storeLoad';

/**
 * Plain json-server 0.17, the baseline of every ratio: each of its figures is measured right before ours of the same
 * call, so both see the machine in the same phase (its speed drifts by a quarter within minutes, and the ratios of
 * figures measured minutes apart drifted with it). Its POST is measured once and reused: json-server rewrites its
 * whole file per write, and after its POST it is stopped, since the writes still queued would take the cores from
 * the measurement that follows. A later read starts it again on a fresh copy (`file`).
 */
export class PlainBaseline {
  private server: { stop: () => Promise<void>; url: string } | undefined;
  private post: Measured | undefined;

  constructor(
    private readonly file: () => string,
    private readonly teardown: Teardown,
  ) {}

  /** json-server's figure for `call`, measured now (a read) or once (the POST); undefined for calls only ours has. */
  async before(call: StoreCall): Promise<Measured | undefined> {
    if (!call.plain) return undefined;
    if (call.post && this.post) return this.post;
    const server = (this.server ??= await this.start());
    const { method, path } = call.plain;
    // No warm-up for its writes: their backlog would fill the measurement.
    const measured = await load(`${server.url}${path}`, method, {}, !!call.post, !call.post);
    console.log(`json-server ${call.name}: ${fmt(measured)}`);
    if (call.post) {
      this.post = measured;
      await this.stop();
    } else {
      // The load ends with up to 50 calls still in its queue (seconds of work for the admin list): one more call
      // answers after them, so ours is not measured while json-server still computes.
      await fetch(`${server.url}/groups?_limit=1`);
    }
    return measured;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await server?.stop();
  }

  private async start(): Promise<{ stop: () => Promise<void>; url: string }> {
    const bin = join(projectRoot, 'node_modules/json-server/lib/cli/bin.js');
    const port = String(await freePort());
    const plain = await start(
      [bin, '--host', '127.0.0.1', '--port', port, this.file()],
      {},
      /(http:\/\/127\.0\.0\.1:\d+)\/modules/,
    );
    this.teardown.add(() => stop(plain.child));
    return { stop: () => stop(plain.child), url: plain.url };
  }
}
