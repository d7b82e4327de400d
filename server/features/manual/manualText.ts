import type { ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

const blockTags = new Set([
  'p',
  'li',
  'dt',
  'tr',
  'pre',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'ul',
  'ol',
  'dl',
]);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

export interface Passage {
  /** The heading the passage stands under ('' before the first heading). */
  heading: string;
  /** Which section of the page: 0 before the first heading, then one more at each heading. */
  section: number;
  text: string;
  /** The text outside its links … */
  ownText: string;
  /** … and of its links: they name other pages ('siehe Zugriffskontrolle'), they say little about this one. */
  linkText: string;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Splits page HTML into passages: each paragraph, list item, table row, term with its definition, … becomes one
 * passage, remembering the heading and section it stands in, so answers and search excerpts can quote whole
 * sentences and stop at the end of a section. Blocks that are only a link (a list of sub-pages) are left out:
 * they name another page, they do not say anything.
 */
export function passagesOf(html: string): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  let section = 0;
  let buffer = '';
  let own = '';
  let links = '';
  const flush = () => {
    const text = clean(buffer);
    if (text && /[\p{L}\p{N}]/u.test(own))
      passages.push({ heading, section, text, ownText: clean(own), linkText: clean(links) });
    buffer = '';
    own = '';
    links = '';
  };
  const walk = (nodes: ChildNode[], inLink: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        buffer += node.data;
        if (inLink) links += ` ${node.data}`;
        else own += node.data;
      } else if (node.type === 'tag') {
        if (headingTags.has(node.name)) {
          flush();
          heading = clean(node.children.map((child) => (child.type === 'text' ? child.data : textOf(child))).join(''));
          section += 1;
          continue;
        }
        // 'dd' is no block of its own: a definition continues its term ('Visual: Einzelnes Diagramm …').
        const block = blockTags.has(node.name);
        if (block) flush();
        const separator = node.name === 'td' || node.name === 'th' || node.name === 'dd' ? ' ' : '';
        buffer += separator;
        own += separator;
        walk(node.children, inLink || node.name === 'a');
        if (node.name === 'dt') {
          buffer += ': ';
          own += ': ';
        }
        if (block && node.name !== 'dt') flush();
      }
    }
  };
  walk(parseDocument(html).children, false);
  flush();
  return passages;
}

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** The plain text of page HTML (for the search index). */
export const plainText = (html: string) => clean(textOf(parseDocument(html)));
