import { formatFileSize, formatGermanDate } from './germanFormats';

it.each([
  [512, '512 Byte'],
  [482113, '470,8 KB'],
  [1024, '1 KB'],
  [1_258_291, '1,2 MB'],
])('formats %i bytes as %s', (bytes, text) => {
  expect(formatFileSize(bytes)).toBe(text);
});

it('formats dates the German way', () => {
  expect(formatGermanDate('2026-11-20T12:00:00+01:00')).toBe('20.11.2026');
});
