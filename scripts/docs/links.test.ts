import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve('.');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** Link targets of inline links, without those in code spans and fenced blocks. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const anchors = new Set<string>();
  for (const [, heading = ''] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

describe('links in README.md and docs/', () => {
  it.each(files.map((file) => [relative(root, file), file]))('%s: every relative link resolves', (_name, file) => {
    const broken: string[] = [];
    for (const link of linksOf(readFileSync(file, 'utf8'))) {
      if (/^[a-z]+:/i.test(link)) continue;
      const [target = '', anchor] = link.split('#');
      const path = target === '' ? file : resolve(dirname(file), decodeURIComponent(target));
      if (!path.startsWith(root + '/') && path !== root) broken.push(`${link} (outside the repository)`);
      else if (!existsSync(path)) broken.push(`${link} (no such file)`);
      else if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor)) broken.push(`${link} (no such heading)`);
    }
    expect(broken).toEqual([]);
  });

  it('no page names a file outside the repository', () => {
    for (const file of files) expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(/\.\.\/shared\//);
  });
});
