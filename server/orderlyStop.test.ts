import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { createReadiness } from './health/readiness';
import { orderlyStop } from './orderlyStop';
import { capturedLog } from './testing/capturedLog';

it('on SIGTERM: readiness DOWN while the port still serves for the drain delay, then closes and logs the drained', async () => {
  const readiness = createReadiness();
  readiness.ready();
  const httpServer = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}/`;
  const { log, lines } = capturedLog();
  let endDrainDelay = () => undefined as void;
  const drainDelay = new Promise<void>((resolve) => (endDrainDelay = resolve));
  const released: string[] = [];
  const stop = orderlyStop({
    httpServer,
    readiness,
    drainDelayMs: 3000,
    timeoutMs: 1000,
    stopWorkers: async () => void released.push('workers'),
    release: async () => void released.push('store'),
    log,
    delay: () => drainDelay,
  });

  const stopped = stop('SIGTERM');
  expect(readiness.state).toBe('stopping');
  expect(lines.map((line) => line.msg)).toEqual(['Kommunikationswelt Radar wird beendet (SIGTERM)']);
  // The balancer has not seen DOWN yet: what it still sends is answered.
  for (let call = 0; call < 2; call++) expect(await (await fetch(url)).text()).toBe('ok');
  expect(httpServer.listening).toBe(true);

  endDrainDelay();
  expect(await stopped).toBe('clean');
  expect(httpServer.listening).toBe(false);
  expect(released).toEqual(['workers', 'store']);
  expect(lines.at(-1)).toMatchObject({
    drained: 2,
    msg: 'Kommunikationswelt Radar beendet (nach dem Signal beantwortete Anfragen: 2)',
  });
  expect(await stop('SIGTERM')).toBe('clean');
  expect(lines).toHaveLength(2);
});
