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
