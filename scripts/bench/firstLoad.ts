import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/** The parts of Vite's build manifest the first-load computation reads. */
const manifestChunkSchema = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
export const viteManifestSchema = z.record(z.string(), manifestChunkSchema);
export type ViteManifest = z.infer<typeof viteManifestSchema>;

/** Where the build writes its manifests (one per web entry, see vite.config.ts), relative to dist/. */
export const MANIFEST_DIR = '.vite';

/**
 * Budgets by entry (the folder of its HTML file), first-load JavaScript in gzip bytes: the portal under 200 kB,
 * the back office under 220 kB (what its first load holds and why: docs/performance.md).
 */
export const firstLoadBudgets: Record<string, { jsGzipBytes: number }> = {
  portal: { jsGzipBytes: 200_000 },
  admin: { jsGzipBytes: 220_000 },
};

export interface FirstLoadFiles {
  /** Output files relative to the dist folder: the entry chunk first, then its static imports. */
  js: string[];
  css: string[];
}

export interface FirstLoad extends FirstLoadFiles {
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * What the entry's HTML loads before any lazy route: the entry chunk and, transitively, its static imports
 * (Vite lists them as modulepreload links), plus the CSS of all of them. Dynamic imports are left out.
 */
export function firstLoadFiles(manifest: ViteManifest, entry: string): FirstLoadFiles {
  if (!manifest[entry]?.isEntry) throw new Error(`Kein Einstieg "${entry}" im Build-Manifest`);
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return { js: js.filter((file) => file.endsWith('.js')), css: [...css] };
}

export const gzipBytes = (content: Buffer | string): number => gzipSync(content).length;

const sizesOf = (distDir: string, files: FirstLoadFiles): FirstLoad => {
  const total = (list: string[]) => list.reduce((sum, file) => sum + gzipBytes(readFileSync(join(distDir, file))), 0);
  return { ...files, jsGzipBytes: total(files.js), cssGzipBytes: total(files.css) };
};

/**
 * Gzip sizes (default level, as a web server sends them) of the first load of every HTML entry in a built dist
 * folder, by entry name (the folder of its HTML file: `portal`, `admin`), from all manifests in dist/.vite.
 */
export function firstLoadsOf(distDir: string): Record<string, FirstLoad> {
  const loads: Record<string, FirstLoad> = {};
  const manifests = readdirSync(join(distDir, MANIFEST_DIR)).filter((file) => file.endsWith('manifest.json'));
  for (const file of manifests.sort()) {
    const manifest = viteManifestSchema.parse(JSON.parse(readFileSync(join(distDir, MANIFEST_DIR, file), 'utf8')));
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isEntry && key.endsWith('.html')) loads[dirname(key)] = sizesOf(distDir, firstLoadFiles(manifest, key));
    }
  }
  return loads;
}

/** The budget misses of a first load, in words; empty when it keeps its budget. */
export function budgetMisses(name: string, load: FirstLoad): string[] {
  const budget = firstLoadBudgets[name]?.jsGzipBytes;
  return budget !== undefined && load.jsGzipBytes >= budget
    ? [`${name}: erster Aufruf ${formatKb(load.jsGzipBytes)} JavaScript (gzip), Budget unter ${formatKb(budget)}`]
    : [];
}

/** Every budget miss of a build's first loads, in words; an entry with a budget that the build lacks is one. */
export function budgetCheck(loads: Readonly<Record<string, FirstLoad>>): string[] {
  const absent = Object.keys(firstLoadBudgets)
    .filter((name) => !loads[name])
    .map((name) => `${name}: kein Einstieg im Build, sein Budget ist ungeprüft`);
  return [...absent, ...Object.entries(loads).flatMap(([name, load]) => budgetMisses(name, load))];
}

/** Vite's default warning size for one chunk (minified, uncompressed): no chunk of ours may exceed it. */
export const CHUNK_LIMIT_BYTES = 500_000;

/** The JavaScript files in dist/assets over CHUNK_LIMIT_BYTES, in words (Vite only warns about them). */
export function oversizedChunks(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: statSync(join(assets, file)).size }))
    .filter(({ bytes }) => bytes > CHUNK_LIMIT_BYTES)
    .map(({ file, bytes }) => `assets/${file}: ${formatKb(bytes)} (Chunks höchstens ${formatKb(CHUNK_LIMIT_BYTES)})`);
}

export const formatKb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
