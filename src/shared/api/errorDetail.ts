import { texts } from '../texts';
import { ERROR_PART_SEPARATOR, TransportError } from './transportError';

const statusTexts: Readonly<Partial<Record<string, string>>> = {
  '400': texts.status.badRequest,
  '401': texts.status.unauthorized,
  '403': texts.status.forbidden,
  '404': texts.status.notFound,
  '500': texts.status.serverError,
  '429': texts.status.tooManyRequests,
};
/** A rate limit's text wins over its code: the user must learn to wait, not read `RATE_LIMITED`. */
const statusTextFirst = new Set(['429']);

/**
 * Detail text for an error whose message has the form `status:::second[:::third]`
 * (a TransportError or any Error built the same way); anything else gives `''`.
 *
 * Our reading of the specification:
 * - a non-empty second part (the error code) replaces the status text: ` (second)`;
 * - otherwise the status text of 400/401/403/404/500 (e.g. `. Nicht gefunden`), or `''` for other statuses;
 * - a rate limit (429) always shows its German status text, whatever the code;
 * - a non-empty third part is appended in either case: ` [third]`.
 */
export function composeErrorDetail(error: unknown): string {
  if (!(error instanceof Error) || !error.message.includes(ERROR_PART_SEPARATOR)) return '';
  const [status = '', second = '', third = ''] = error.message.split(ERROR_PART_SEPARATOR);
  const statusText = statusTexts[status.trim()];
  const main =
    statusText !== undefined && statusTextFirst.has(status.trim())
      ? statusText
      : second !== ''
        ? ` (${second})`
        : (statusText ?? '');
  return third !== '' ? `${main} [${third}]` : main;
}

/** User-visible alert text, e.g. `Seiteninhalte konnten nicht geladen werden. Nicht gefunden`. */
export function alertMessage(alert: string, error: unknown): string {
  return `${alert}${composeErrorDetail(error)}`;
}

/** The server's abuse limit answered (HTTP 429): the user should wait a moment. */
export const isRateLimited = (error: unknown): boolean => error instanceof TransportError && error.status === 429;
