import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** What the converter needs to know about the rest of the space to rewrite links and images. */
export interface ConversionContext {
  /** Page id by page title (Confluence links name their target by title). */
  pageIdByTitle: ReadonlyMap<string, string>;
  /** URL of an attachment of the converted page by its file name. */
  attachmentUrl: (fileName: string) => string | undefined;
  /** The Confluence base URL, so absolute links into the wiki can be recognised. */
  confluenceBaseUrl?: string;
}

/** Elements kept as they are (children converted). Everything else is unwrapped or, if dangerous, dropped. */
const keptTags = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub',
  'sup', 'small', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody',
  'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'span', 'div', 'a', 'img',
]); // prettier-ignore
/** Elements whose content must never reach the page, not even as text. */
const droppedTags = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript',
  'form', 'input', 'button', 'select', 'textarea', 'svg', 'math', 'link', 'meta', 'base', 'title', 'head',
]); // prettier-ignore
const voidTags = new Set(['br', 'hr', 'img', 'col']);
const allowedAttributes: Record<string, readonly string[]> = {
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
  col: ['span'],
};
const noteMacros = new Set(['info', 'note', 'warning', 'tip', 'panel']);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function renderAttributes(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

const tag = (name: string, attributes: Record<string, string>, inner: string) =>
  `<${name}${renderAttributes(attributes)}>${inner}</${name}>`;

const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
const childElements = (element: Element, name: string) =>
  element.children.filter((child): child is Element => isElement(child) && child.name === name);

/** The raw text of a node, CDATA included (for code and plain-text link bodies). */
function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  if ('children' in node) return node.children.map(textOf).join('');
  return '';
}

/** Only links a reader can follow safely: http(s), mailto, and the manual's own pages. */
export function safeHref(href: string, context: ConversionContext): string | undefined {
  const trimmed = href.trim();
  const pageId = /[?&]pageId=(\d+)/.exec(trimmed)?.[1];
  const base = context.confluenceBaseUrl;
  if (pageId && (trimmed.startsWith('/') || (base !== undefined && trimmed.startsWith(base)))) return `/docs/${pageId}`;
  if (/^\/docs(\/\d+)?$/.test(trimmed)) return trimmed;
  if (/^(https?:|mailto:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('#') && /^#[\w-]+$/.test(trimmed)) return trimmed;
  return undefined;
}

function macroParameter(element: Element, name: string): string | undefined {
  const parameter = childElements(element, 'ac:parameter').find((p) => p.attribs['ac:name'] === name);
  return parameter ? textOf(parameter).trim() : undefined;
}

function convertMacro(element: Element, context: ConversionContext): string {
  const name = element.attribs['ac:name'] ?? '';
  const richBody = childElements(element, 'ac:rich-text-body')[0];
  const body = richBody ? convertChildren(richBody, context) : '';
  if (name === 'code' || name === 'noformat') {
    const plain = childElements(element, 'ac:plain-text-body')[0];
    const language = macroParameter(element, 'language');
    const code = escapeText(plain ? textOf(plain) : '');
    return tag(
      'pre',
      {},
      tag('code', language && /^[\w+#-]+$/.test(language) ? { class: `language-${language}` } : {}, code),
    );
  }
  if (noteMacros.has(name)) {
    const title = macroParameter(element, 'title');
    const heading = title ? tag('p', {}, tag('strong', {}, escapeText(title))) : '';
    return tag('div', { class: `confluence-${name}`, role: 'note' }, heading + body);
  }
  if (name === 'expand') {
    const title = macroParameter(element, 'title');
    return (title ? tag('p', {}, tag('strong', {}, escapeText(title))) : '') + body;
  }
  // Other macros (table of contents, Jira issues, …) have no meaning outside Confluence: keep their text only.
  return body;
}

function convertLink(element: Element, context: ConversionContext): string {
  const page = childElements(element, 'ri:page')[0];
  const attachment = childElements(element, 'ri:attachment')[0];
  const bodyElement = childElements(element, 'ac:link-body')[0];
  const plainBody = childElements(element, 'ac:plain-text-link-body')[0];
  const label = bodyElement
    ? convertChildren(bodyElement, context)
    : plainBody
      ? escapeText(textOf(plainBody))
      : escapeText(page?.attribs['ri:content-title'] ?? attachment?.attribs['ri:filename'] ?? '');
  const pageId = page ? context.pageIdByTitle.get(page.attribs['ri:content-title'] ?? '') : undefined;
  const fileUrl = attachment ? context.attachmentUrl(attachment.attribs['ri:filename'] ?? '') : undefined;
  const href = pageId ? `/docs/${pageId}` : fileUrl;
  return href ? tag('a', { href }, label) : label;
}

function convertImage(element: Element, context: ConversionContext): string {
  const attachment = childElements(element, 'ri:attachment')[0];
  const url = childElements(element, 'ri:url')[0];
  const alt = element.attribs['ac:alt'] ?? element.attribs['ac:title'] ?? '';
  const src = attachment
    ? context.attachmentUrl(attachment.attribs['ri:filename'] ?? '')
    : url && /^https:/i.test(url.attribs['ri:value'] ?? '')
      ? url.attribs['ri:value']
      : undefined;
  if (!src) return '';
  const attributes: Record<string, string> = { src, alt };
  const width = element.attribs['ac:width'];
  if (width && /^\d{1,4}$/.test(width)) attributes.width = width;
  return `<img${renderAttributes(attributes)}>`;
}

function convertElement(element: Element, context: ConversionContext): string {
  const name = element.name;
  if (droppedTags.has(name)) return '';
  if (name === 'ac:structured-macro' || name === 'ac:macro') return convertMacro(element, context);
  if (name === 'ac:link') return convertLink(element, context);
  if (name === 'ac:image') return convertImage(element, context);
  if (name === 'ac:emoticon') return '';
  if (name === 'ac:task-list') return tag('ul', {}, convertChildren(element, context));
  if (name === 'ac:task') {
    const body = childElements(element, 'ac:task-body')[0];
    const done = textOf(childElements(element, 'ac:task-status')[0] ?? element).trim() === 'complete';
    return tag('li', {}, `${done ? '☑' : '☐'} ${body ? convertChildren(body, context) : ''}`);
  }
  if (name.startsWith('ac:') || name.startsWith('ri:')) return convertChildren(element, context);
  if (!keptTags.has(name)) return convertChildren(element, context);
  if (name === 'img') return ''; // only attachment images (ac:image) are shown
  const attributes: Record<string, string> = {};
  for (const attribute of allowedAttributes[name] ?? []) {
    const value = element.attribs[attribute];
    if (value !== undefined && /^[\w-]{1,20}$/.test(value)) attributes[attribute] = value;
  }
  if (name === 'a') {
    const href = safeHref(element.attribs.href ?? '', context);
    if (href) attributes.href = href;
  }
  if (voidTags.has(name)) return `<${name}${renderAttributes(attributes)}>`;
  return tag(name, attributes, convertChildren(element, context));
}

function convertChildren(parent: { children: ChildNode[] }, context: ConversionContext): string {
  return parent.children
    .map((child) => {
      if (child.type === 'text') return escapeText(child.data);
      if (child.type === 'cdata') return escapeText(textOf(child));
      return isElement(child) ? convertElement(child, context) : '';
    })
    .join('');
}

/**
 * Converts Confluence storage format (XHTML with `ac:`/`ri:` elements) into the manual's HTML. The output is
 * built from an allowlist: known elements with checked attributes only, every text escaped, so no script,
 * event handler, style or foreign URL scheme of the source survives. Links between pages point to
 * `/docs/{pageId}`, images to the attachment URLs, code and note macros become `pre`/`code` and notes.
 */
export function storageToHtml(storage: string, context: ConversionContext): string {
  const document = parseDocument(storage, {
    recognizeCDATA: true,
    recognizeSelfClosing: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    decodeEntities: true,
  });
  return convertChildren(document, context).trim();
}
