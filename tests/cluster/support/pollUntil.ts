import { setTimeout as wait } from 'node:timers/promises';

/**
 * Asks `condition` again every `intervalMs` until it answers true, for a state another process reaches (a balancer
 * that marks an instance up). Fails naming `what` once `timeoutMs` has passed.
 */
export async function pollUntil(
  what: string,
  condition: () => Promise<boolean>,
  { timeoutMs = 20_000, intervalMs = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Nach ${timeoutMs} ms noch nicht erreicht: ${what}`);
    await wait(intervalMs);
  }
}
