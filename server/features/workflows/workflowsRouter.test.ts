import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE } from '@shared/api/paths';
import { portalApiPaths, workflowListSchema } from '@shared/portalApi';
import { startTestServer, type TestServer } from '../../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('lists every workflow in menu order with its steps in step order, for any signed-in user', async () => {
  server.store.change('workflows', () => [
    {
      id: 1,
      name: 'Zweiter',
      position: 2,
      workflowSteps: [
        { index: 1, name: 'B', stepId: 'b', href: '/docs' },
        { index: 0, name: 'A', stepId: 'a', href: '/' },
      ],
    },
    { id: 2, name: 'Erster', position: 1, workflowSteps: [] },
  ]);
  const response = await fetch(`${server.url}${API_BASE}${portalApiPaths.workflows}`, {
    headers: await server.authAs('max.muster'),
  });
  expect(response.status).toBe(200);
  const workflows = workflowListSchema.parse(await response.json());
  expect(workflows.map((w) => w.name)).toEqual(['Erster', 'Zweiter']);
  expect(workflows[1]?.workflowSteps.map((s) => s.name)).toEqual(['A', 'B']);
});
