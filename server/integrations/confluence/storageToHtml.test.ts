import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storageToHtml, type ConversionContext } from './storageToHtml';

const context: ConversionContext = {
  pageIdByTitle: new Map([['Suche und Filter', '1005']]),
  attachmentUrl: (fileName) =>
    fileName === 'bild.svg' ? '/backend/api/shared/confluence/v1/attachment/att1' : undefined,
  confluenceBaseUrl: 'https://wiki.example.de',
};
const convert = (storage: string) => storageToHtml(storage, context);

describe('storageToHtml: each supported element', () => {
  it.each([
    ['<h1>Titel</h1><h2>Teil</h2><h3>Abschnitt</h3>', '<h1>Titel</h1><h2>Teil</h2><h3>Abschnitt</h3>'],
    [
      '<p>Text <strong>fett</strong> <em>kursiv</em> <u>unter</u></p>',
      '<p>Text <strong>fett</strong> <em>kursiv</em> <u>unter</u></p>',
    ],
    ['<ul><li>a</li><li>b</li></ul>', '<ul><li>a</li><li>b</li></ul>'],
    ['<ol start="3"><li>drei</li></ol>', '<ol start="3"><li>drei</li></ol>'],
    ['<dl><dt>Modul</dt><dd>Kachel</dd></dl>', '<dl><dt>Modul</dt><dd>Kachel</dd></dl>'],
    [
      '<table><tbody><tr><th colspan="2">Kopf</th></tr><tr><td>1</td><td rowspan="1">2</td></tr></tbody></table>',
      '<table><tbody><tr><th colspan="2">Kopf</th></tr><tr><td>1</td><td rowspan="1">2</td></tr></tbody></table>',
    ],
    ['<p>Zeile<br/>zwei</p><hr/>', '<p>Zeile<br>zwei</p><hr>'],
    ['<p>Umlaute &auml; &amp; &lt;b&gt; ß</p>', '<p>Umlaute ä &amp; &lt;b&gt; ß</p>'],
  ])('%s', (storage, html) => {
    expect(convert(storage)).toBe(html);
  });

  it('rewrites links between pages to /docs/{pageId}', () => {
    expect(
      convert(
        '<ac:link><ri:page ri:content-title="Suche und Filter" ri:space-key="RADAR"/><ac:plain-text-link-body><![CDATA[Suche & Filter]]></ac:plain-text-link-body></ac:link>',
      ),
    ).toBe('<a href="/docs/1005">Suche &amp; Filter</a>');
    expect(convert('<ac:link><ri:page ri:content-title="Suche und Filter"/></ac:link>')).toBe(
      '<a href="/docs/1005">Suche und Filter</a>',
    );
    expect(convert('<a href="https://wiki.example.de/pages/viewpage.action?pageId=1005">x</a>')).toBe(
      '<a href="/docs/1005">x</a>',
    );
    expect(convert('<a href="/docs/1013">Hilfe</a>')).toBe('<a href="/docs/1013">Hilfe</a>');
  });

  it('keeps the text of a link to an unknown page, without a link', () => {
    expect(convert('<ac:link><ri:page ri:content-title="Gibt es nicht"/></ac:link>')).toBe('Gibt es nicht');
  });

  it('points images at the attachment URL and drops images of unknown files', () => {
    expect(
      convert('<ac:image ac:alt="Übersicht" ac:width="400"><ri:attachment ri:filename="bild.svg"/></ac:image>'),
    ).toBe('<img src="/backend/api/shared/confluence/v1/attachment/att1" alt="Übersicht" width="400">');
    expect(convert('<ac:image><ri:attachment ri:filename="fehlt.png"/></ac:image>')).toBe('');
    expect(convert('<img src="https://evil.example/x.png">')).toBe('');
  });

  it('links attachments', () => {
    expect(
      convert(
        '<ac:link><ri:attachment ri:filename="bild.svg"/><ac:plain-text-link-body><![CDATA[Bild]]></ac:plain-text-link-body></ac:link>',
      ),
    ).toBe('<a href="/backend/api/shared/confluence/v1/attachment/att1">Bild</a>');
  });

  it('renders the code macro as pre/code with its language, escaped', () => {
    expect(
      convert(
        '<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">json</ac:parameter><ac:plain-text-body><![CDATA[{"a": "<b>"}]]></ac:plain-text-body></ac:structured-macro>',
      ),
    ).toBe('<pre><code class="language-json">{"a": "&lt;b&gt;"}</code></pre>');
  });

  it.each(['info', 'note', 'warning', 'tip'])('renders the %s macro as a note with its title', (name) => {
    expect(
      convert(
        `<ac:structured-macro ac:name="${name}"><ac:parameter ac:name="title">Hinweis</ac:parameter><ac:rich-text-body><p>Text</p></ac:rich-text-body></ac:structured-macro>`,
      ),
    ).toBe(`<div class="confluence-${name}" role="note"><p><strong>Hinweis</strong></p><p>Text</p></div>`);
  });

  it('keeps only the body of the expand macro and the text of unknown macros', () => {
    expect(
      convert(
        '<ac:structured-macro ac:name="expand"><ac:parameter ac:name="title">Mehr</ac:parameter><ac:rich-text-body><p>Details</p></ac:rich-text-body></ac:structured-macro>',
      ),
    ).toBe('<p><strong>Mehr</strong></p><p>Details</p>');
    expect(
      convert(
        '<ac:structured-macro ac:name="toc"><ac:parameter ac:name="maxLevel">2</ac:parameter></ac:structured-macro>',
      ),
    ).toBe('');
  });

  it('renders task lists', () => {
    expect(
      convert(
        '<ac:task-list><ac:task><ac:task-status>complete</ac:task-status><ac:task-body>erledigt</ac:task-body></ac:task></ac:task-list>',
      ),
    ).toBe('<ul><li>☑ erledigt</li></ul>');
  });
});

describe('storageToHtml: attack payloads never run', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red" class="x">Text</p>', '<p>Text</p>'],
    ['<a href="javascript:alert(1)">Klick</a>', '<a>Klick</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">Klick</a>', '<a>Klick</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg onload="alert(1)"><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{display:none}</style>', ''],
    ['<p><![CDATA[<script>alert(1)</script>]]></p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<td colspan="2 onmouseover=alert(1)">x</td>', '<td>x</td>'],
    ['<form action="https://evil.example"><input value="x"></form>', ''],
    [
      '<ac:structured-macro ac:name="html"><ac:plain-text-body><![CDATA[<script>alert(1)</script>]]></ac:plain-text-body></ac:structured-macro>',
      '',
    ],
  ])('%s', (payload, html) => {
    expect(convert(payload)).toBe(html);
  });

  it.each([
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)" target="_blank" onfocus="alert(1)">x</a>', '<a>x</a>'],
    ['<h2 style="background:url(javascript:alert(1))" onmouseover="alert(1)">T</h2>', '<h2>T</h2>'],
    ['<div class="confluence-info evil" role="button" id="x">T</div>', '<div class="confluence-info">T</div>'],
    ['<iframe srcdoc="<script>alert(1)</script>"><p>innen</p></iframe><p>ok</p>', '<p>ok</p>'],
    ['<noscript>&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;</noscript>', ''],
    ['<object data="javascript:alert(1)"><embed src="x.swf"></object>', ''],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math>', ''],
    ['<ac:image ac:alt="x&quot; onerror=&quot;alert(1)"><ri:url ri:value="javascript:alert(1)"/></ac:image>', ''],
    ['<ac:image><ri:url ri:value="http://unsicher.example/x.png"/></ac:image>', ''],
    [
      '<ac:image ac:alt="&quot;&gt;&lt;script&gt;" ac:width="1 onload=x"><ri:attachment ri:filename="bild.svg"/></ac:image>',
      '<img src="/backend/api/shared/confluence/v1/attachment/att1" alt="&quot;&gt;&lt;script&gt;">',
    ],
    [
      '<ac:structured-macro ac:name="info"><ac:parameter ac:name="title">&lt;img src=x onerror=alert(1)&gt;</ac:parameter></ac:structured-macro>',
      '<div class="confluence-info" role="note"><p><strong>&lt;img src=x onerror=alert(1)&gt;</strong></p></div>',
    ],
    [
      '<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">x" onclick="alert(1)</ac:parameter><ac:plain-text-body><![CDATA[a]]></ac:plain-text-body></ac:structured-macro>',
      '<pre><code>a</code></pre>',
    ],
    [
      '<ac:link><ri:page ri:content-title="Suche und Filter"/><ac:link-body><script>alert(1)</script><em>Suche</em></ac:link-body></ac:link>',
      '<a href="/docs/1005"><em>Suche</em></a>',
    ],
  ])('hostile %s', (payload, html) => {
    expect(convert(payload)).toBe(html);
  });

  it('yields markup in which no script and no event handler exists', () => {
    const payload =
      '<p>a<scr<script>ipt>alert(1)</script></p><div><img src="x" onerror="alert(1)"/><a href="#" onmouseover="x()">y</a></div>';
    // Parsed as a browser parses it; a document of its own keeps the file among the server's tests (sanitize-html
    // cannot load in the rendering tests' VM contexts).
    const container = new JSDOM('').window.document.createElement('div');
    container.innerHTML = convert(payload);
    expect(container.querySelectorAll('script, img, iframe')).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
  });
});
