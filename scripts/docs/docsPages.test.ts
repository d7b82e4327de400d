import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs are a door: each page shows what holds now and the latest figures; history stays in git
 * (docs/performance.md says how to find it).
 */
const MAX_LINES = 350;
const DATE = /\b20\d\d-[01]\d-[0-3]\d\b/;

const docsDir = resolve('docs');
const pages = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(join(docsDir, name), 'utf8') }));

/** Paragraphs outside fenced code, each with the paragraph it follows (a table follows its caption). */
function paragraphsOf(text: string): { text: string; previous: string }[] {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  const blocks = prose.split(/\n\s*\n/).map((block) => block.trim());
  return blocks.map((block, index) => ({ text: block, previous: blocks[index - 1] ?? '' }));
}

const isLatest = (paragraph: string): boolean => /^\*\*Latest\b/.test(paragraph);

describe('docs pages', () => {
  it.each(pages.map((page) => [page.name, page.text]))('%s stays under the size of a page', (_name, text) => {
    expect(text.split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it.each(pages.map((page) => [page.name, page.text]))(
    '%s dates figures only in its "Latest" paragraphs and their tables',
    (_name, text) => {
      const dated = paragraphsOf(text).filter(
        ({ text: paragraph, previous }) =>
          DATE.test(paragraph) && !isLatest(paragraph) && !(paragraph.startsWith('|') && isLatest(previous)),
      );
      expect(dated.map(({ text: paragraph }) => paragraph.slice(0, 120))).toEqual([]);
    },
  );
});
