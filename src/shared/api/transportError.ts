/** Separates the parts of a transport error message: `status:::code[:::extra]`. */
export const ERROR_PART_SEPARATOR = ':::';

/** Raised for every response outside 200-299. `message` is `${status}:::${code ?? ''}`. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly status: number;
  readonly code?: string;
  /** The parsed JSON error body, or the raw text when it is not JSON. */
  readonly body?: unknown;

  constructor(status: number, code?: string, body?: unknown) {
    super(`${status}${ERROR_PART_SEPARATOR}${code ?? ''}`);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/**
 * The server or the balancer could not serve the call for a moment (502, 503, 504) or no answer came: the caller
 * retries and keeps the session, which only a 401 ends.
 */
export const isServiceUnavailable = (error: unknown): boolean =>
  (error instanceof TransportError && [502, 503, 504].includes(error.status)) || error instanceof TypeError;
