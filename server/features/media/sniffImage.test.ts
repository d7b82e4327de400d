import { sniffImage } from './sniffImage';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');

describe('sniffImage', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['gif', text('GIF89a\u0001\u0000')],
    ['gif', text('GIF87a\u0001\u0000')],
    ['webp', Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')])],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')],
    ['svg', text('\uFEFF<?xml version="1.0"?>\n<!-- Logo -->\n<svg viewBox="0 0 1 1"></svg>')],
  ])('recognises %s by its content', (kind, content) => {
    expect(sniffImage(content)).toBe(kind);
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['an event handler on a child', '<svg><image href="x" onerror = "alert(1)"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a foreign object', '<svg><foreignObject><iframe src="x"></iframe></foreignObject></svg>'],
    ['an entity declaration', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>'],
    ['HTML', '<html><body>nein</body></html>'],
    ['plain text', 'Hallo'],
  ])('refuses SVG text with %s', (_what, content) => {
    expect(sniffImage(text(content))).toBeUndefined();
  });

  it('refuses binaries it does not know (a PDF, a ZIP, an EXE)', () => {
    expect(sniffImage(text('%PDF-1.7\n'))).toBeUndefined();
    expect(sniffImage(bytes(0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe))).toBeUndefined();
    expect(sniffImage(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBeUndefined();
  });
});
