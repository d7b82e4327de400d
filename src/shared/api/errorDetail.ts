import { texts } from '../texts';
import { ERROR_PART_SEPARATOR, TransportError } from './transportError';

const statusTexts: Readonly<Partial<Record<string, string>>> = {
  '400': texts.status.badRequest,
  '401': texts.status.unauthorized,
  '403': texts.status.forbidden,
  '404': texts.status.notFound,
  '500': texts.status.serverError,
  '429': texts.status.tooManyRequests,
  '502': texts.status.unavailable,
  '503': texts.status.unavailable,
};
/** The German sentence the server put in its error body (`{ code, message }`), if any. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof TransportError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const { message } = error.body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}

/**
 * Detail text for an error whose message has the form `status:::code[:::extra]` (a TransportError or any Error
 * built the same way); anything else gives `''`. A user reads German only, never a code, a path or a status
 * (decision 024, departing from the specification's code in parentheses):
 * - the server's own German message when its error body has one (`. Diese Handbuchseite ist …`);
 * - otherwise the status text of 400/401/403/404/429/500/502/503 (e.g. `. Nicht gefunden`), or `''` for others;
 * - a rate limit (429) always shows its German status text: the user must learn to wait.
 */
export function composeErrorDetail(error: unknown): string {
  if (!(error instanceof Error) || !error.message.includes(ERROR_PART_SEPARATOR)) return '';
  const status = error.message.split(ERROR_PART_SEPARATOR)[0]?.trim() ?? '';
  const statusText = statusTexts[status];
  if (status === '429') return statusText ?? '';
  const message = serverMessage(error);
  return message !== undefined ? `. ${message}` : (statusText ?? '');
}

/** User-visible alert text, e.g. `Seiteninhalte konnten nicht geladen werden. Nicht gefunden`. */
export function alertMessage(alert: string, error: unknown): string {
  return `${alert}${composeErrorDetail(error)}`;
}

/** The server's abuse limit answered (HTTP 429): the user should wait a moment. */
export const isRateLimited = (error: unknown): boolean => error instanceof TransportError && error.status === 429;
