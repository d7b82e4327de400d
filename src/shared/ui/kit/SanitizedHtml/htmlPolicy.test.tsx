import { allowedHtml, forbiddenInSanitisedHtml, htmlPayloads } from '@shared/security/htmlPayloads';
import { sanitizeHtml } from './sanitizeHtml';

/** The browser's sanitiser (DOMPurify) against the payloads the server's sanitiser is tested with too. */
describe('the browser holds HTML to the shared policy', () => {
  it.each(htmlPayloads)('$name: nothing forbidden is left, the text stays', ({ html, keeps }) => {
    const clean = sanitizeHtml(html);
    for (const forbidden of forbiddenInSanitisedHtml) expect(clean).not.toMatch(forbidden);
    if (keeps) expect(clean).toContain(keeps);
  });

  it('keeps what the policy allows as it is', () => {
    expect(sanitizeHtml(allowedHtml)).toBe(allowedHtml);
  });
});
