import { adminTexts } from '@shared/texts';
import { formatDateTime } from '../grid/cellText';

/** Longest text a diff cell shows before it is shortened. */
export const SHORT_TEXT_LENGTH = 160;

const looksLikeHtml = (text: string): boolean => /<\/?[a-z][^>]*>/i.test(text);
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const blockEnd = /<\/(p|div|h[1-6]|li|tr|td|th|ul|ol|table|blockquote|pre)\s*>|<br\s*\/?>/gi;

/**
 * The text a reader sees of an HTML fragment: tags gone, entities decoded, blocks apart, white space collapsed.
 * DOMParser's document is inert: no script runs and nothing loads.
 */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(blockEnd, '$& '), 'text/html');
  document.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A long text cut after a word, within `length` characters, marked with '…'. */
export function shortened(text: string, length = SHORT_TEXT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()} …`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record inside a value (a report's page, a wizard step) by the name it shows, else its fields. */
const nestedText = (value: Record<string, unknown>): string => {
  for (const key of ['displayName', 'name', 'title', 'fileName']) {
    if (typeof value[key] === 'string') return value[key];
  }
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${readableText(item)}`)
    .join('; ');
};

/**
 * A stored value as a person reads it, for values no column describes: yes/no, German times, lists joined,
 * HTML as its text, numbers (ids among them) as written.
 */
export function readableText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? adminTexts.common.yes : adminTexts.common.no;
  if (typeof value === 'string') {
    if (isoMoment.test(value)) return formatDateTime(value);
    return looksLikeHtml(value) ? htmlToText(value) : value;
  }
  if (Array.isArray(value))
    return value.map((item) => (isPlainObject(item) ? nestedText(item) : readableText(item))).join(', ');
  if (isPlainObject(value)) return nestedText(value);
  return String(value);
}

/** A column's text of a value, with any HTML in it reduced to its text. */
export const withoutHtml = (text: string): string => (looksLikeHtml(text) ? htmlToText(text) : text);
