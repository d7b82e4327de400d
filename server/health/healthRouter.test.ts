import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('reports UP with the store component', async () => {
  const response = await fetch(`${server.url}/actuator/health`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'UP', components: { store: { status: 'UP' } } });
});

it('tells a caller from elsewhere only UP or DOWN; the components only a caller on this machine', async () => {
  // From a proxy on this machine (trusted), speaking for a client elsewhere.
  const remote = await fetch(`${server.url}/actuator/health`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
  expect(remote.status).toBe(200);
  expect(await remote.json()).toEqual({ status: 'UP' });
  const local = await fetch(`${server.url}/actuator/health`);
  expect(await local.json()).toMatchObject({ components: { store: { details: { records: expect.any(Number) } } } });
});

it('gives the components to an administrator elsewhere, only the status to other users, 401 to a bad token', async () => {
  const elsewhere = { 'X-Forwarded-For': '203.0.113.7' };
  const admin = await fetch(`${server.url}/actuator/health`, {
    headers: { ...elsewhere, ...(await server.authAs('anna.admin')) },
  });
  expect(await admin.json()).toMatchObject({ components: { store: { details: { records: expect.any(Number) } } } });
  const user = await fetch(`${server.url}/actuator/health`, {
    headers: { ...elsewhere, ...(await server.authAs('max.muster')) },
  });
  expect(await user.json()).toEqual({ status: 'UP' });
  const forged = await fetch(`${server.url}/actuator/health`, {
    headers: { ...elsewhere, Authorization: 'Bearer not.a.token' },
  });
  expect(forged.status).toBe(401);
});

it('answers the liveness and readiness probes of a running instance with UP', async () => {
  for (const probe of ['liveness', 'readiness']) {
    const response = await fetch(`${server.url}/actuator/health/${probe}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'UP' });
  }
});
