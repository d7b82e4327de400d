import { matchesPattern, moduleFormSchema, propertiesForType } from './moduleProperties';

const base = { id: 1, name: 'Test', moduleType: 'IFRAME' as const };

describe('module properties', () => {
  it('keeps only the properties of the type', () => {
    expect(propertiesForType('HTML', { htmlText: '<p>x</p>', iframeUrl: 'https://a' })).toEqual({
      htmlText: '<p>x</p>',
    });
    expect(propertiesForType('PBI_REPORT_FAVORITE', { reportId: 3 })).toEqual({});
  });

  it.each([
    ['https://www.sparkasse.de/pk/ratgeber.html', 'https://www.sparkasse.de/*', true],
    ['https://www.sparkasse.de.evil.example/', 'https://www.sparkasse.de/*', false],
    ['https://example.org/fremd', 'https://www.sparkasse.de/*', false],
    ['HTTPS://WWW.SPARKASSE.DE/x', 'https://www.sparkasse.de/*', true],
  ])('%s matches %s: %s', (url, pattern, expected) => {
    expect(matchesPattern(url, pattern)).toBe(expected);
  });

  it('requires the properties of the type and a whitelisted iframe address', () => {
    const schema = moduleFormSchema(['https://www.sparkasse.de/*']);
    const missing = schema.safeParse({ ...base, properties: {} });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['properties.iframeUrl']);
    const foreign = schema.safeParse({ ...base, properties: { iframeUrl: 'https://example.org/fremd' } });
    expect(foreign.error?.issues[0]?.message).toBe('Diese Adresse ist nicht freigegeben (siehe „Freigegebene URLs“).');
    expect(schema.safeParse({ ...base, properties: { iframeUrl: 'https://www.sparkasse.de/a' } }).success).toBe(true);
  });

  it('requires report and visual for a visual', () => {
    const result = moduleFormSchema([]).safeParse({ ...base, moduleType: 'PBI_VISUAL', properties: { reportId: 3 } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['properties.pageName', 'properties.visualName']);
  });
});
