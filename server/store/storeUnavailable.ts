import type { Response } from 'express';
import { texts } from '@shared/texts';

/** Seconds a client waits before it asks again (the balancer's checks see the store back within a few). */
export const RETRY_AFTER_SECONDS = 5;

/** The store (PostgreSQL) cannot be reached: the request fails with a 503, never with a 401 or a 500. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Der Datenspeicher ist nicht erreichbar.', { cause });
  }
}

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take the connection: class 08 (connection exception),
 * admin/crash shutdown, "the database system is starting up / shutting down", too many connections.
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres says of a connection that ended or never came (it sets no code on these). */
const LOST_CONNECTION = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/;

/** Whether `error`, or an error it was caused by, says the store cannot be reached (rather than a bug or a refusal). */
export function isStoreUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof StoreUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** The 503 of an unreachable store: the German message and `Retry-After`. */
export function sendStoreUnavailable(res: Response): void {
  res
    .status(503)
    .setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    .json({ code: 'SERVICE_UNAVAILABLE', message: texts.availability.serviceUnavailable });
}
