// @vitest-environment jsdom
import { formatDateTime } from '../grid/cellText';
import { htmlToText, readableText, shortened } from './readableText';

describe('readable text of stored values', () => {
  it('reduces HTML to its text: blocks apart, entities decoded, scripts and styles gone', () => {
    expect(
      htmlToText('<h3>Titel</h3><p>Satz&nbsp;eins<br>zwei &lt;3</p><script>alert(1)</script><style>p{}</style>'),
    ).toBe('Titel Satz eins zwei <3');
    expect(htmlToText('<img src=x onerror="alert(1)">Bild')).toBe('Bild');
  });

  it('shortens a long text after a word and leaves a short one as it is', () => {
    const long = 'Wort '.repeat(60).trim();
    const short = shortened(long, 40);
    expect(short).toBe(`${'Wort '.repeat(8).trim()} …`);
    expect(shortened('kurz', 40)).toBe('kurz');
  });

  it('writes yes/no, German times, lists and numbers as written', () => {
    expect(readableText(true)).toBe('Ja');
    expect(readableText(4711)).toBe('4711');
    expect(readableText('2026-11-28T08:30:00.000Z')).toBe(formatDateTime('2026-11-28T08:30:00.000Z'));
    expect(readableText('2026-11-28T08:30:00.000Z')).toMatch(/^28\.11\.2026, \d\d:30$/);
    expect(readableText(['a', 'b'])).toBe('a, b');
    expect(readableText({ table: 'Kunden', column: 'Region' })).toBe('table: Kunden; column: Region');
    expect(readableText(null)).toBe('');
  });
});
