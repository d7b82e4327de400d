import sanitizeHtml from 'sanitize-html';

/** The note macros the converter turns into `div.confluence-{name}`. */
export const noteMacros = ['info', 'note', 'warning', 'tip', 'panel'] as const;

const word = /^[\w-]{1,20}$/;
/** Attributes allowed only with values of a given form (numbers, `row`, `note`, …); other values are dropped. */
const checkedAttributes: Record<string, Record<string, RegExp>> = {
  th: { colspan: word, rowspan: word, scope: word },
  td: { colspan: word, rowspan: word },
  ol: { start: word },
  col: { span: word },
  div: { role: /^note$/ },
};

const keepCheckedValues: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => checkedAttributes[tagName]?.[name]?.test(value) ?? true),
  ),
});

/**
 * What manual pages may contain, as sanitize-html configuration: known elements with checked attributes only,
 * links to http(s), mailto and relative addresses, images from https or our own attachment URLs. Elements whose
 * content must never reach the page (script, style, frames, forms, SVG, …) are dropped with everything inside.
 */
const manualAllowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub',
    'sup', 'small', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody',
    'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'span', 'div', 'a', 'img',
  ], // prettier-ignore
  nonTextTags: [
    'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript',
    'noembed', 'noframes', 'xmp', 'plaintext', 'form', 'input', 'button', 'select', 'option', 'textarea', 'svg',
    'math', 'link', 'meta', 'base', 'title', 'head',
  ], // prettier-ignore
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(checkedAttributes).map(([tag, rules]) => [tag, Object.keys(rules)])),
    a: ['href'],
    img: ['src', 'alt', 'width'],
  },
  allowedClasses: {
    div: noteMacros.map((name) => `confluence-${name}`),
    code: [/^language-[\w+#-]+$/],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: Object.fromEntries(Object.keys(checkedAttributes).map((tag) => [tag, keepCheckedValues])),
};

/**
 * The manual's HTML from any HTML. sanitize-html writes void elements as `<br />`; the manual has always stored
 * `<br>`, and ` />` can only close a tag in its output (it escapes `<`, `>` and `"` in text and attribute values).
 */
export const sanitizeManualHtml = (html: string): string => sanitizeHtml(html, manualAllowList).replace(/ \/>/g, '>');
