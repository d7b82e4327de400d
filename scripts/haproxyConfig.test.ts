import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '@server/projectRoot';
import { freePort } from '@server/testing/freePort';

/** The operators' balancer configuration, as shipped: checked, then started with only its addresses given. */
const run = promisify(execFile);
const haproxyBin = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const configFile = join(projectRoot, 'docs/haproxy.cfg');
const folder = mkdtempSync(join(tmpdir(), 'radar-haproxy-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const check = (env: Record<string, string>) =>
  run(haproxyBin, ['-c', '-f', configFile], { env: { ...process.env, ...env } });

/** A stand-in instance: readiness as given, every other request answered with `status` and its name. */
async function instance(name: string, status: number): Promise<{ server: Server; port: number; probed: boolean }> {
  const stub = { server: createServer(), port: await freePort(), probed: false };
  stub.server.on('request', (req, res) => {
    if (req.url === '/actuator/health/readiness') stub.probed = true;
    res.writeHead(req.url === '/actuator/health/readiness' ? 200 : status).end(name);
  });
  stub.server.listen(stub.port, '127.0.0.1');
  await once(stub.server, 'listening');
  return stub;
}

describe.skipIf(!existsSync(haproxyBin))('docs/haproxy.cfg', () => {
  it('is a valid configuration in plain HTTP and with a TLS certificate', { timeout: 30_000 }, async () => {
    await expect(check({})).resolves.toBeDefined();
    const pem = join(folder, 'radar.pem');
    const key = join(folder, 'radar.key');
    const cert = join(folder, 'radar.crt');
    await run(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=radar'].concat([
        '-keyout',
        key,
        '-out',
        cert,
      ]),
    );
    await run('sh', ['-c', `cat "${cert}" "${key}" > "${pem}"`]);
    await expect(check({ RADAR_TLS_CERT: pem })).resolves.toBeDefined();
  });

  it(
    'starts at its default file limit, probes readiness and sends a refused GET to the other instance',
    {
      timeout: 30_000,
    },
    async () => {
      const healthy = await instance('eins', 200);
      const unavailable = await instance('zwei', 503);
      const port = await freePort();
      const env = {
        ...process.env,
        RADAR_BIND: `127.0.0.1:${port}`,
        RADAR1: `127.0.0.1:${healthy.port}`,
        RADAR2: `127.0.0.1:${unavailable.port}`,
      };
      const balancer = spawn(haproxyBin, ['-f', configFile, '-db'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      balancer.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      try {
        await vi.waitFor(() => expect(healthy.probed && unavailable.probed).toBe(true), { timeout: 10_000 });
        expect(errors).not.toMatch(/ALERT|Cannot raise FD limit/);
        const answers = [];
        for (let i = 0; i < 6; i++) {
          const response = await fetch(`http://127.0.0.1:${port}/backend/api/v1/sso/login`);
          answers.push(`${response.status} ${await response.text()}`);
        }
        expect(answers).toEqual(Array(6).fill('200 eins'));
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
        // A write answered 503 is not sent again: its instance answered, so only the client may decide to retry.
        const writes = await Promise.all(
          [1, 2].map(() => fetch(`http://127.0.0.1:${port}/backend/data/x`, { method: 'POST' }).then((r) => r.status)),
        );
        expect(writes.sort()).toEqual([200, 503]);
      } finally {
        balancer.kill();
        await Promise.all([healthy, unavailable].map(({ server }) => new Promise((done) => server.close(done))));
      }
    },
  );
});
