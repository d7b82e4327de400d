import render from 'dom-serializer';
import { Element, Text, isCDATA, isTag, isText, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { noteMacros, sanitizeManualHtml } from './manualAllowList';

/** What the converter needs to know about the rest of the space to rewrite links and images. */
export interface ConversionContext {
  /** Page id by page title (Confluence links name their target by title). */
  pageIdByTitle: ReadonlyMap<string, string>;
  /** URL of an attachment of the converted page by its file name. */
  attachmentUrl: (fileName: string) => string | undefined;
  /** The Confluence base URL, so absolute links into the wiki can be recognised. */
  confluenceBaseUrl?: string;
}

const element = (name: string, attribs: Record<string, string>, children: ChildNode[]) =>
  new Element(name, attribs, children);
const bold = (text: string) => element('p', {}, [element('strong', {}, [new Text(text)])]);
const childElements = (parent: Element, name: string) =>
  parent.children.filter((child): child is Element => isTag(child) && child.name === name);

/** The raw text of a node, CDATA included (for code and plain-text link bodies). */
function textOf(node: ChildNode): string {
  if (isText(node)) return node.data;
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

function macroParameter(macro: Element, name: string): string | undefined {
  const parameter = childElements(macro, 'ac:parameter').find((p) => p.attribs['ac:name'] === name);
  return parameter ? textOf(parameter).trim() : undefined;
}

function convertMacro(macro: Element, context: ConversionContext): ChildNode[] {
  const name = macro.attribs['ac:name'] ?? '';
  const richBody = childElements(macro, 'ac:rich-text-body')[0];
  const body = richBody ? convertNodes(richBody.children, context) : [];
  const title = macroParameter(macro, 'title');
  const heading = title ? [bold(title)] : [];
  if (name === 'code' || name === 'noformat') {
    const plain = childElements(macro, 'ac:plain-text-body')[0];
    const language = macroParameter(macro, 'language');
    const code = new Text(plain ? textOf(plain) : '');
    return [element('pre', {}, [element('code', language ? { class: `language-${language}` } : {}, [code])])];
  }
  if ((noteMacros as readonly string[]).includes(name)) {
    return [element('div', { class: `confluence-${name}`, role: 'note' }, [...heading, ...body])];
  }
  if (name === 'expand') return [...heading, ...body];
  // Other macros (table of contents, Jira issues, …) have no meaning outside Confluence: keep their text only.
  return body;
}

function convertLink(link: Element, context: ConversionContext): ChildNode[] {
  const page = childElements(link, 'ri:page')[0];
  const attachment = childElements(link, 'ri:attachment')[0];
  const richBody = childElements(link, 'ac:link-body')[0];
  const plainBody = childElements(link, 'ac:plain-text-link-body')[0];
  const target = page?.attribs['ri:content-title'] ?? attachment?.attribs['ri:filename'] ?? '';
  const label = richBody
    ? convertNodes(richBody.children, context)
    : [new Text(plainBody ? textOf(plainBody) : target)];
  const pageId = page ? context.pageIdByTitle.get(page.attribs['ri:content-title'] ?? '') : undefined;
  const fileUrl = attachment ? context.attachmentUrl(attachment.attribs['ri:filename'] ?? '') : undefined;
  const href = pageId ? `/docs/${pageId}` : fileUrl;
  return href ? [element('a', { href }, label)] : label;
}

function convertImage(image: Element, context: ConversionContext): ChildNode[] {
  const attachment = childElements(image, 'ri:attachment')[0];
  const url = childElements(image, 'ri:url')[0];
  const external = url?.attribs['ri:value'];
  const src = attachment
    ? context.attachmentUrl(attachment.attribs['ri:filename'] ?? '')
    : external && /^https:/i.test(external)
      ? external
      : undefined;
  if (!src) return [];
  const width = image.attribs['ac:width'];
  const alt = image.attribs['ac:alt'] ?? image.attribs['ac:title'] ?? '';
  return [element('img', { src, alt, ...(width && /^\d{1,4}$/.test(width) ? { width } : {}) }, [])];
}

function convertTask(task: Element, context: ConversionContext): ChildNode[] {
  const body = childElements(task, 'ac:task-body')[0];
  const done = textOf(childElements(task, 'ac:task-status')[0] ?? task).trim() === 'complete';
  return [element('li', {}, [new Text(`${done ? '☑' : '☐'} `), ...(body ? convertNodes(body.children, context) : [])])];
}

function convertElement(node: Element, context: ConversionContext): ChildNode[] {
  switch (node.name) {
    case 'ac:structured-macro':
    case 'ac:macro':
      return convertMacro(node, context);
    case 'ac:link':
      return convertLink(node, context);
    case 'ac:image':
      return convertImage(node, context);
    case 'ac:task-list':
      return [element('ul', {}, convertNodes(node.children, context))];
    case 'ac:task':
      return convertTask(node, context);
    case 'ac:emoticon':
    case 'img': // only attachment images (ac:image) are shown
      return [];
    case 'a': {
      const { href = '', ...rest } = node.attribs;
      const safe = safeHref(href, context);
      return [element('a', safe ? { ...rest, href: safe } : rest, convertNodes(node.children, context))];
    }
    default:
      return [element(node.name, node.attribs, convertNodes(node.children, context))];
  }
}

/** Text is copied into fresh nodes: dom-serializer writes the text of a script, style, noscript, … raw. */
function convertNodes(nodes: ChildNode[], context: ConversionContext): ChildNode[] {
  return nodes.flatMap((node) => {
    if (isText(node)) return [new Text(node.data)];
    if (isCDATA(node)) return [new Text(textOf(node))];
    return isTag(node) ? convertElement(node, context) : [];
  });
}

/**
 * Converts Confluence storage format (XHTML with `ac:`/`ri:` elements) into the manual's HTML: links between
 * pages point to `/docs/{pageId}`, images to the attachment URLs, code and note macros become `pre`/`code` and
 * notes. What may reach the page is then decided by sanitize-html with the manual's allow-list
 * (`manualAllowList.ts`), so no script, event handler, style or foreign URL scheme of the source survives.
 */
export function storageToHtml(storage: string, context: ConversionContext): string {
  const document = parseDocument(storage, {
    recognizeCDATA: true,
    recognizeSelfClosing: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    decodeEntities: true,
  });
  return sanitizeManualHtml(render(convertNodes(document.children, context))).trim();
}
