import { expect, it } from 'vitest';
import { allowedHtml, forbiddenInSanitisedHtml, htmlPayloads } from '@shared/security/htmlPayloads';
import { sanitizeStoredHtml, withSanitisedHtml } from './storedHtml';

/** The server's sanitiser (sanitize-html) against the payloads the browser's sanitiser is tested with too. */
it.each(htmlPayloads)('$name: nothing forbidden is stored, the text stays', ({ html, keeps }) => {
  const clean = sanitizeStoredHtml(html);
  for (const forbidden of forbiddenInSanitisedHtml) expect(clean).not.toMatch(forbidden);
  if (keeps) expect(clean).toContain(keeps);
});

it('keeps what the policy allows as it is', () => {
  expect(sanitizeStoredHtml(allowedHtml)).toBe(allowedHtml);
});

it('sanitises the HTML fields of a write and leaves the rest, also nested ones', () => {
  const payload = '<form action="https://evil.example/"><input></form><p>Text</p>';
  expect(withSanitisedHtml('modules', { name: '<b>x</b>', properties: { htmlText: payload } })).toEqual({
    name: '<b>x</b>',
    properties: { htmlText: '<p>Text</p>' },
  });
  expect(withSanitisedHtml('notifications', { message: payload, title: 'T' })).toEqual({
    message: '<p>Text</p>',
    title: 'T',
  });
  expect(withSanitisedHtml('groups', { name: payload })).toEqual({ name: payload });
  expect(withSanitisedHtml('modules', { properties: 'kein Objekt' })).toEqual({ properties: 'kein Objekt' });
});
