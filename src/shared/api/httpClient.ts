import { storageKeys } from '../auth/storageKeys';
import { AI_BASE, API_BASE } from './paths';
import { TransportError } from './transportError';

export type TransportErrorListener = (error: TransportError) => void;

const listeners = new Set<TransportErrorListener>();

/** Lets other modules react to failures (e.g. 401/403) before the error is thrown to the caller. */
export function addTransportErrorListener(listener: TransportErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const startsWithBase = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * Paths are relative to API_BASE. Used unchanged: absolute http(s) URLs and paths already
 * below API_BASE or AI_BASE (whole segment, so `/backendX` is still prefixed).
 */
export function resolveApiUrl(path: string): string {
  if (/^https?:\/\//i.test(path) || startsWithBase(path, API_BASE) || startsWithBase(path, AI_BASE)) {
    return path;
  }
  return `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

function readAccessToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.accessToken);
}

type Payload = { json: unknown } | { raw: BodyInit } | undefined;

/** `keepalive`: the request may outlive the page (sent while the page is being hidden or closed). */
export interface SendOptions {
  keepalive?: boolean;
}

function buildInit(method: string, payload: Payload, options: SendOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const extra = options.keepalive ? { keepalive: true } : {};
  if (payload === undefined) return { method, headers, ...extra };
  if ('raw' in payload) return { method, headers, body: payload.raw, ...extra };
  headers['Content-Type'] = 'application/json';
  return { method, headers, body: JSON.stringify(payload.json), ...extra };
}

const jsonPayload = (body: unknown): Payload => (body === undefined ? undefined : { json: body });

function errorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

async function toTransportError(response: Response, url: string): Promise<TransportError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  let code: string | undefined;
  try {
    body = JSON.parse(text);
    code = errorCode(body);
  } catch {
    // Not JSON: the message stays `status:::` and the raw text is logged.
  }
  console.error(`API error ${response.status} for ${url}:`, body);
  return new TransportError(response.status, code, body);
}

/** Further tries of a call the server could not serve for a moment (503; a read also after a 502). */
export const UNAVAILABLE_RETRIES = 3;
/** The longest pause before such a try, whatever `Retry-After` asks. */
const MAX_RETRY_DELAY_MS = 5000;

/**
 * Whether to send the call again: a 503 refused it before any change (the server's store or every instance was
 * unreachable); a 502 may have lost the answer of a change, so only a read is sent again.
 */
const mayRetry = (method: string, status: number): boolean =>
  status === 503 || (status === 502 && (method === 'GET' || method === 'HEAD'));

const retryDelayMs = (response: Response): number => {
  const seconds = Number(response.headers.get('Retry-After'));
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000, MAX_RETRY_DELAY_MS);
};

async function send(method: string, path: string, payload?: Payload, options: SendOptions = {}): Promise<Response> {
  const url = resolveApiUrl(path);
  let response = await fetch(url, buildInit(method, payload, options));
  for (let retry = 0; retry < UNAVAILABLE_RETRIES && mayRetry(method, response.status); retry++) {
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(response)));
    response = await fetch(url, buildInit(method, payload, options));
  }
  if (response.status >= 200 && response.status <= 299) return response;
  const error = await toTransportError(response, url);
  for (const listener of listeners) {
    try {
      listener(error);
    } catch (listenerError) {
      console.error('Transport error listener failed:', listenerError);
    }
  }
  throw error;
}

/** Returns `data` when the body is an object having it, otherwise the whole body. Not validated: parse with a schema. */
export async function apiGet<T>(path: string): Promise<T> {
  const body: unknown = await (await send('GET', path)).json();
  return (typeof body === 'object' && body !== null && 'data' in body ? body.data : body) as T;
}

export async function apiGetText(path: string): Promise<string> {
  return (await send('GET', path)).text();
}

/** Binary answers such as module images (docs/requirements/calls.md: the media call answers a blob). */
export async function apiGetBlob(path: string): Promise<Blob> {
  return (await send('GET', path)).blob();
}

export async function apiPost(path: string, body?: unknown, options?: SendOptions): Promise<void> {
  await send('POST', path, jsonPayload(body), options);
}

export async function apiPostJson<T>(path: string, body?: unknown): Promise<T> {
  return (await (await send('POST', path, jsonPayload(body))).json()) as T;
}

/** For endpoints answering JSON as text or with an empty body: empty text gives `{}`. */
export async function apiPostText<T>(path: string, body?: unknown): Promise<T> {
  const text = await (await send('POST', path, jsonPayload(body))).text();
  return (text === '' ? {} : JSON.parse(text)) as T;
}

export async function apiPostRaw(path: string, body?: unknown): Promise<Response> {
  return send('POST', path, jsonPayload(body));
}

/** Sends the body unchanged without a Content-Type, so FormData gets the browser's multipart boundary. */
export async function apiPostForm(path: string, body: BodyInit): Promise<void> {
  await send('POST', path, { raw: body });
}

export async function apiPut(path: string, body: unknown): Promise<void> {
  await send('PUT', path, jsonPayload(body));
}

export async function apiPutJson<T>(path: string, body: unknown): Promise<T> {
  return (await (await send('PUT', path, jsonPayload(body))).json()) as T;
}

/** The body is always JSON-encoded, so the default `''` is sent as `""`. */
export async function apiDelete(path: string, suffix = '', body: unknown = ''): Promise<void> {
  await send('DELETE', `${path}${suffix}`, { json: body });
}
