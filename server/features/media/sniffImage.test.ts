import { sniffImage } from './sniffImage';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');

describe('sniffImage', () => {
  it.each([
    [
      'png',
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['gif', text('GIF89a\u0001\u0000')],
    ['gif', text('GIF87a\u0001\u0000')],
    ['webp', Buffer.concat([text('RIFF'), bytes(0x24, 0, 0, 0), text('WEBPVP8 ')])],
    ['svg', text('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')],
    ['svg', text('\uFEFF<?xml version="1.0"?>\n<!-- Logo -->\n<svg viewBox="0 0 1 1"></svg>')],
  ])('recognises %s by its content', async (kind, content) => {
    expect((await sniffImage(content))?.kind).toBe(kind);
  });

  it('stores the rebuilt SVG: values decoded and escaped again, comments and prologue gone', async () => {
    const svg = await sniffImage(
      text('<?xml version="1.0"?><!-- x --><svg viewBox="0 0 1 1"><text x="1">A &amp; B &lt;</text></svg>'),
    );
    expect(svg?.bytes.toString()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><text x="1">A &amp; B &lt;</text></svg>\n',
    );
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"></svg>'],
    ['an event handler on a child', '<svg><image href="x" onerror = "alert(1)"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a foreign object', '<svg><foreignObject><iframe src="x"></iframe></foreignObject></svg>'],
    ['an entity declaration', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>'],
    ['an entity-encoded javascript: in xlink:href', '<svg><use xlink:href="&#106;avascript:alert(1)"/></svg>'],
    ['a hex-encoded javascript: in href', '<svg><use href="&#x6A;avascript&#x3A;alert(1)"/></svg>'],
    ['a <set> that writes a javascript: link', '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>'],
    ['an animation', '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>'],
    ['an external reference', '<svg><use href="https://evil.example/x.svg#a"/></svg>'],
    ['a url() to elsewhere', '<svg><rect fill="url(https://evil.example/x)"/></svg>'],
    ['a style attribute', '<svg><rect style="fill:red"/></svg>'],
    ['HTML', '<html><body>nein</body></html>'],
    ['plain text', 'Hallo'],
  ])('refuses SVG text with %s', async (_what, content) => {
    expect(await sniffImage(text(content))).toBeUndefined();
  });

  it('keeps local references', async () => {
    const svg = '<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use xlink:href="#g"/></svg>';
    expect((await sniffImage(text(svg)))?.kind).toBe('svg');
  });

  it('refuses binaries it does not know (a PDF, a ZIP, an EXE)', async () => {
    expect(await sniffImage(text('%PDF-1.7\n'))).toBeUndefined();
    expect(await sniffImage(bytes(0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe))).toBeUndefined();
    expect(await sniffImage(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBeUndefined();
  });
});
