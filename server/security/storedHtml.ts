import sanitize from 'sanitize-html';
import type { CollectionName } from '@shared/schemas';
import {
  allowedClasses,
  allowedStyle,
  htmlPolicy,
  isAllowedAttribute,
  isAllowedUrl,
} from '@shared/security/htmlPolicy';

/** Each attribute through the policy's per-element rules: narrowed `style`/`class`, checked addresses. */
const narrowAttributes: sanitize.Transformer = (tagName, attribs) => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (!isAllowedAttribute(tagName, name)) continue;
    if (htmlPolicy.urlAttributes.includes(name) && !isAllowedUrl(value)) continue;
    const narrowed = name === 'style' ? allowedStyle(value) : name === 'class' ? allowedClasses(value) : value;
    if (narrowed !== '') kept[name] = narrowed;
  }
  return { tagName, attribs: kept };
};

/** The shared policy as sanitize-html configuration; content of elements that must never show is dropped too. */
const options: sanitize.IOptions = {
  allowedTags: [...htmlPolicy.tags],
  allowedAttributes: Object.fromEntries(Object.entries(htmlPolicy.attributes).map(([tag, names]) => [tag, [...names]])),
  parseStyleAttributes: false,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: true,
  nonTextTags: [
    'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript',
    'noembed', 'noframes', 'xmp', 'plaintext', 'select', 'option', 'textarea', 'svg', 'math', 'title', 'head',
  ], // prettier-ignore
  transformTags: { '*': narrowAttributes },
};

/** HTML an editor wrote, under the shared policy (`htmlPolicy`), as the browser's DOMPurify would keep it. */
export const sanitizeStoredHtml = (html: string): string => sanitize(html, options).replace(/ \/>/g, '>');

/** The HTML fields of each collection written through the data API (a path into the record). */
const htmlFields: Partial<Record<CollectionName, readonly (readonly string[])[]>> = {
  notifications: [['message']],
  modules: [['properties', 'htmlText']],
  contactInfos: [['description']],
  workflows: [['documentation']],
  manualPages: [['content']],
};

/**
 * A write's body with its HTML fields sanitised, so what others read is clean even for a reader that does not
 * sanitise again (exports, mails, the next version of a screen). Anything that is not a string is left to the
 * schema's 400.
 */
export function withSanitisedHtml(collection: CollectionName, body: unknown): unknown {
  const fields = htmlFields[collection];
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy = structuredClone(body) as Record<string, unknown>;
  for (const path of fields) {
    let holder: unknown = copy;
    for (const key of path.slice(0, -1)) holder = (holder as Record<string, unknown> | undefined)?.[key];
    const last = path.at(-1) ?? '';
    if (typeof holder === 'object' && holder !== null && !Array.isArray(holder)) {
      const record = holder as Record<string, unknown>;
      if (typeof record[last] === 'string') record[last] = sanitizeStoredHtml(record[last]);
    }
  }
  return copy;
}
