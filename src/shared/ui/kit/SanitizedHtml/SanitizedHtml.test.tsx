import { render, screen } from '@testing-library/react';
import { SanitizedHtml } from './SanitizedHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x" alt="">'],
    ['<p>Hallo<script>alert(1)</script></p>', '<p>Hallo</p>'],
    ['<a href="javascript:alert(1)">Klick</a>', '<a>Klick</a>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://example.org"></iframe>', ''],
    ['<p onclick="alert(1)" style="color:red">Text</p>', '<p style="color:red">Text</p>'],
  ])('removes what could run from %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('never hands an event handler to the parser (Chromium would report it under the CSP), text stays as it is', () => {
    expect(sanitizeHtml('<img/onerror=alert(1) src="/a.png">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<b title="x"onmouseover=alert(1)>b</b>')).toBe('<b title="x">b</b>');
    expect(sanitizeHtml('<p>Schalter on=aus, one = 1</p>')).toBe('<p>Schalter on=aus, one = 1</p>');
  });

  it('keeps formatting and ordinary links', () => {
    const html =
      '<p>Die <strong>neue</strong> Version:</p><ul><li><em>A</em></li></ul><a href="/docs/1000">Handbuch</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('marks images without alt text as decorative and keeps given alt texts', () => {
    expect(sanitizeHtml('<img src="/a.png">')).toBe('<img src="/a.png" alt="">');
    expect(sanitizeHtml('<img src="/a.png" alt="Dashboard">')).toBe('<img src="/a.png" alt="Dashboard">');
  });

  it('drops target, so no page gets a handle on the portal', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org">x</a>',
    );
  });
});

describe('SanitizedHtml', () => {
  it('renders the clean HTML and nothing that runs', () => {
    const { container } = render(
      <SanitizedHtml
        html={'<p>Wartung <strong>heute</strong></p><img src=x onerror="window.hacked=1"><script>1</script>'}
      />,
    );
    expect(screen.getByText('heute').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
