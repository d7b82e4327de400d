import { texts } from '../texts';
import { ERROR_PART_SEPARATOR } from './transportError';

const statusTexts: Readonly<Partial<Record<string, string>>> = {
  '400': texts.status.badRequest,
  '401': texts.status.unauthorized,
  '403': texts.status.forbidden,
  '404': texts.status.notFound,
  '500': texts.status.serverError,
};

/**
 * Detail text for an error whose message has the form `status:::second[:::third]`
 * (a TransportError or any Error built the same way); anything else gives `''`.
 *
 * Our reading of the specification:
 * - a non-empty second part (the error code) replaces the status text: ` (second)`;
 * - otherwise the status text of 400/401/403/404/500 (e.g. `. Nicht gefunden`), or `''` for other statuses;
 * - a non-empty third part is appended in either case: ` [third]`.
 */
export function composeErrorDetail(error: unknown): string {
  if (!(error instanceof Error) || !error.message.includes(ERROR_PART_SEPARATOR)) return '';
  const [status = '', second = '', third = ''] = error.message.split(ERROR_PART_SEPARATOR);
  const main = second !== '' ? ` (${second})` : (statusTexts[status.trim()] ?? '');
  return third !== '' ? `${main} [${third}]` : main;
}

/** User-visible alert text, e.g. `Seiteninhalte konnten nicht geladen werden. Nicht gefunden`. */
export function alertMessage(alert: string, error: unknown): string {
  return `${alert}${composeErrorDetail(error)}`;
}
