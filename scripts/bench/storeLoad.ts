import autocannon from 'autocannon';
import type { Method } from './storeCalls';

/** Seconds of load per call (BENCH_SECONDS, default 10), after a 2 s warm-up. */
export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export interface Measured {
  completed: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * One call under the load of 50 connections (autocannon); a POST sends a new group name with every request.
 * `onResponse` gets the latency of every answer of the measured run (not of the warm-up).
 */
export async function load(
  url: string,
  method: Method,
  headers: Record<string, string>,
  post: boolean,
  warmUp = true,
  onResponse?: (latencyMs: number) => void,
): Promise<Measured> {
  let n = 0;
  const run = (duration: number, onAnswer?: (latencyMs: number) => void) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: 50,
          duration,
          timeout: 60,
          requests: [
            {
              method,
              headers: post ? { ...headers, 'content-type': 'application/json' } : headers,
              ...(post
                ? {
                    setupRequest: (request) => ({
                      ...request,
                      body: JSON.stringify({ name: `Bench ${Date.now()}-${n++}` }),
                    }),
                  }
                : {}),
            },
          ],
        },
        (error: unknown, result) => (error ? reject(error as Error) : resolve(result)),
      );
      if (onAnswer) instance.on('response', (_client, _status, _bytes, latency) => onAnswer(latency));
    });
  // Warm-up: indexes built, JIT warm. Not for json-server's writes: their backlog would fill the measurement.
  if (warmUp) await run(2);
  const result = await run(benchSeconds, onResponse);
  return {
    completed: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Three table cells: requests/s, p50, p99 (and the errors, if any). */
export const fmt = (m?: Measured): string => {
  if (!m) return '– | – | –';
  if (m.completed === 0) return `0 | – | – (keine Antwort in ${benchSeconds} s)`;
  const errors = m.errors ? ` (${m.errors} Fehler)` : '';
  return `${m.rps.toFixed(1)} | ${m.p50.toFixed(0)} ms | ${m.p99.toFixed(0)} ms${errors}`;
};

/** How many times `b`'s requests/s is `a`'s, as a table cell. */
export const ratioCell = (b?: Measured, a?: Measured): string =>
  a && b && a.rps > 0 ? `${(b.rps / a.rps).toFixed(1)} ×` : '–';
