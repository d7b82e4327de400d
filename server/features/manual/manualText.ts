import type { ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

const blockTags = new Set([
  'p',
  'li',
  'dt',
  'dd',
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
  text: string;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Splits page HTML into passages: each paragraph, list item, table row, … becomes one passage, remembering the
 * heading above it, so answers and search excerpts can quote whole sentences.
 */
export function passagesOf(html: string): Passage[] {
  const passages: Passage[] = [];
  let heading = '';
  let buffer = '';
  const flush = () => {
    const text = clean(buffer);
    if (text) passages.push({ heading, text });
    buffer = '';
  };
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') buffer += node.data;
      else if (node.type === 'tag') {
        if (headingTags.has(node.name)) {
          flush();
          heading = clean(node.children.map((child) => (child.type === 'text' ? child.data : textOf(child))).join(''));
          continue;
        }
        const block = blockTags.has(node.name);
        if (block) flush();
        if (node.name === 'td' || node.name === 'th' || node.name === 'dd') buffer += ' ';
        walk(node.children);
        if (node.name === 'dt') buffer += ': ';
        if (block && node.name !== 'dt') flush();
      }
    }
  };
  walk(parseDocument(html).children);
  flush();
  return passages;
}

function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** The plain text of page HTML (for the search index). */
export const plainText = (html: string) => clean(textOf(parseDocument(html)));
