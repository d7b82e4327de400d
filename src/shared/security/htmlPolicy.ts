import { withoutControlsAndSpaces } from './controlCharacters';

/**
 * The one allow-list for HTML that editors write and users read (notifications, HTML cards, manual pages, contact
 * texts, workflow documentation). The server applies it with sanitize-html when such a field is written
 * (`server/security/storedHtml.ts`), the browser with DOMPurify before it renders one
 * (`src/shared/ui/kit/SanitizedHtml/sanitizeHtml.ts`). Nothing here runs, submits, overlays or restyles the page:
 * no form controls, no `style` elements, no frames, no positioned boxes, no classes of the page's own.
 */
export const htmlPolicy = {
  tags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub',
    'sup', 'small', 'mark', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead',
    'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'span', 'div', 'a', 'img',
  ], // prettier-ignore
  /** Attributes per element; `*` for every allowed element. */
  attributes: {
    '*': ['title', 'style', 'class'],
    a: ['href'],
    // `data-attachment`: the manual holds an attachment image's id there until it has fetched it with the token.
    img: ['src', 'alt', 'width', 'height', 'data-attachment'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    col: ['span'],
    div: ['role'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Attributes holding an address, checked by `isAllowedUrl`. */
  urlAttributes: ['href', 'src'] as readonly string[],
  /** The manual's note boxes and code languages: no class of the page itself (a MUI backdrop would overlay it). */
  classPattern: /^(?:confluence-(?:info|note|warning|tip|panel)|language-[\w+#-]{1,30})$/,
  /** Inline styles that colour and align text, nothing that moves or overlays a box. */
  styles: {
    color: /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i,
    'background-color': /^(?:#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i,
    'text-align': /^(?:left|right|center|justify|start|end)$/i,
    'font-weight': /^(?:normal|bold|bolder|lighter|[1-9]00)$/i,
    'font-style': /^(?:normal|italic|oblique)$/i,
    'text-decoration': /^(?:none|underline|line-through|overline)$/i,
    'vertical-align': /^(?:top|middle|bottom|baseline)$/i,
  } as Readonly<Record<string, RegExp>>,
} as const;

/** An address a link or image may have: http(s), mailto, or relative (no scheme at all). */
export function isAllowedUrl(url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`), so they are ignored here too.
  const compact = withoutControlsAndSpaces(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

/** Whether `name` may stand on `tag` (attribute names in lower case). */
export const isAllowedAttribute = (tag: string, name: string): boolean =>
  (htmlPolicy.attributes['*']?.includes(name) ?? false) || (htmlPolicy.attributes[tag]?.includes(name) ?? false);

/** The allowed declarations of a `style` attribute, the rest dropped (empty when none is left). */
export const allowedStyle = (style: string): string =>
  style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return colon > 0 && htmlPolicy.styles[property]?.test(value) ? `${property}:${value}` : '';
    })
    .filter(Boolean)
    .join(';');

/** The allowed classes of a `class` attribute (empty when none is left). */
export const allowedClasses = (classes: string): string =>
  classes
    .split(/\s+/)
    .filter((name) => htmlPolicy.classPattern.test(name))
    .join(' ');
