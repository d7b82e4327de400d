import { texts } from '../texts';
import { alertMessage, composeErrorDetail } from './errorDetail';
import { TransportError } from './transportError';

describe('composeErrorDetail', () => {
  it.each([
    [400, texts.status.badRequest],
    [401, texts.status.unauthorized],
    [403, texts.status.forbidden],
    [404, texts.status.notFound],
    [500, texts.status.serverError],
  ])('gives the status text for %i without a code', (status, text) => {
    expect(composeErrorDetail(new TransportError(status))).toBe(text);
    expect(composeErrorDetail(new Error(`${status}:::`))).toBe(text);
  });

  it('tells the user to wait on a rate limit, whatever the code', () => {
    expect(composeErrorDetail(new TransportError(429, 'RATE_LIMITED'))).toBe(texts.status.tooManyRequests);
    expect(alertMessage('Senden fehlgeschlagen', new TransportError(429))).toBe(
      `Senden fehlgeschlagen${texts.status.tooManyRequests}`,
    );
  });

  it('quotes the specification texts', () => {
    expect(composeErrorDetail(new Error('404:::'))).toBe('. Nicht gefunden');
  });

  it('gives an empty detail for a status without a listed text', () => {
    expect(composeErrorDetail(new TransportError(418))).toBe('');
    expect(composeErrorDetail(new Error('300:::'))).toBe('');
  });

  it("says the service is unavailable for the balancer's 502 or 503, which carry no German message", () => {
    expect(composeErrorDetail(new TransportError(503, undefined, '<html>No server is available</html>'))).toBe(
      '. Dienst vorübergehend nicht erreichbar',
    );
    expect(composeErrorDetail(new TransportError(502))).toBe(texts.status.unavailable);
  });

  it('shows neither an error code nor a third part', () => {
    expect(composeErrorDetail(new TransportError(404, 'PAGE_MISSING'))).toBe('. Nicht gefunden');
    expect(composeErrorDetail(new Error('502:::BAD_GATEWAY'))).toBe(texts.status.unavailable);
    expect(composeErrorDetail(new Error('400:::E1:::more'))).toBe(texts.status.badRequest);
  });

  it("gives the server's German message from the error body instead of the status text", () => {
    const reason = 'Diese Handbuchseite ist für Sie nicht freigegeben.';
    expect(composeErrorDetail(new TransportError(403, 'FORBIDDEN', { code: 'FORBIDDEN', message: reason }))).toBe(
      `. ${reason}`,
    );
    expect(composeErrorDetail(new TransportError(403, 'FORBIDDEN', { message: ' ' }))).toBe(texts.status.forbidden);
    expect(composeErrorDetail(new TransportError(403, 'FORBIDDEN', 'kein JSON'))).toBe(texts.status.forbidden);
    expect(composeErrorDetail(new TransportError(429, 'RATE_LIMITED', { message: 'Bitte warten.' }))).toBe(
      texts.status.tooManyRequests,
    );
  });

  it.each([[new Error('Failed to fetch')], [new Error('')], ['404:::'], [{ message: '404:::' }], [null], [undefined]])(
    'gives an empty detail for %o',
    (error) => {
      expect(composeErrorDetail(error)).toBe('');
    },
  );
});

describe('alertMessage', () => {
  it('appends the detail to the alert text', () => {
    expect(alertMessage('Seiteninhalte konnten nicht geladen werden', new TransportError(404))).toBe(
      'Seiteninhalte konnten nicht geladen werden. Nicht gefunden',
    );
    expect(alertMessage('Speichern fehlgeschlagen', new TransportError(409, 'CONFLICT'))).toBe(
      'Speichern fehlgeschlagen',
    );
  });

  it('gives the alert text alone when there is no detail', () => {
    expect(alertMessage('Speichern fehlgeschlagen', new TypeError('Failed to fetch'))).toBe('Speichern fehlgeschlagen');
  });
});
