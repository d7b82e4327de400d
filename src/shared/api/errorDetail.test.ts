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
    expect(composeErrorDetail(new TransportError(502))).toBe('');
    expect(composeErrorDetail(new Error('300:::'))).toBe('');
  });

  it('puts a second part in parentheses instead of the status text', () => {
    expect(composeErrorDetail(new TransportError(404, 'PAGE_MISSING'))).toBe(' (PAGE_MISSING)');
    expect(composeErrorDetail(new Error('502:::BAD_GATEWAY'))).toBe(' (BAD_GATEWAY)');
  });

  it('appends a third part in square brackets', () => {
    expect(composeErrorDetail(new Error('400:::E1:::more'))).toBe(' (E1) [more]');
    expect(composeErrorDetail(new Error('400::::::more'))).toBe(`${texts.status.badRequest} [more]`);
    expect(composeErrorDetail(new Error('418::::::more'))).toBe(' [more]');
  });

  it('ignores an empty third part', () => {
    expect(composeErrorDetail(new Error('401:::E2:::'))).toBe(' (E2)');
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
      'Speichern fehlgeschlagen (CONFLICT)',
    );
  });

  it('gives the alert text alone when there is no detail', () => {
    expect(alertMessage('Speichern fehlgeschlagen', new TypeError('Failed to fetch'))).toBe('Speichern fehlgeschlagen');
  });
});
