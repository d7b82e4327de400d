import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { pathAliases } from '../vite.config';

/**
 * No module of src/ or server/ reaches itself through its static imports, type-only ones included: a type-only
 * circle costs nothing at run time, but it still means two rooms each claim a fact of the other. Lazy `import()`
 * calls are not edges; tests are not nodes.
 */
const repo = join(import.meta.dirname, '..');

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The file a specifier names, or undefined for a package. */
const resolveSource = (from: string, specifier: string): string | undefined => {
  const [first = '', ...rest] = specifier.split('/');
  const aliasFolder = pathAliases[first as keyof typeof pathAliases];
  if (!aliasFolder && !specifier.startsWith('.')) return undefined;
  const base = aliasFolder ? join(repo, aliasFolder, ...rest) : join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && !path.endsWith('.css') && /\.tsx?$/.test(path),
  );
};

/** The files a module imports or re-exports from, with `import type` and `export type … from`. */
function staticImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    const target = specifier === undefined ? undefined : resolveSource(file, specifier);
    return target ? [target] : [];
  });
}

/** The groups of modules that import each other in a circle (Tarjan's strongly connected components). */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) circles.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return circles;
}

it('finds a circle that runs through a type-only import', () => {
  const graph = new Map([
    ['texts', ['labels']],
    ['labels', ['schema']],
    ['schema', ['rule']],
    ['rule', ['texts']],
    ['other', ['texts']],
  ]);
  expect(importCircles(graph)).toEqual([['labels', 'rule', 'schema', 'texts']]);
});

it('src/ and server/ import in no circle, type-only imports included', () => {
  const files = [...sourceFiles(join(repo, 'src')), ...sourceFiles(join(repo, 'server'))];
  const graph = new Map(
    files.map((file) => [relative(repo, file), staticImportsOf(file).map((f) => relative(repo, f))]),
  );
  expect(importCircles(graph)).toEqual([]);
});
