import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { manifestFileOf, webEntries, type WebEntry } from '../webEntries';

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

/** Budget of spec issue 11: the portal's first-load JavaScript stays under 200 kB gzip (1 kB = 1,000 bytes). */
export const firstLoadBudgets: Record<WebEntry, { jsGzipBytes?: number }> = {
  portal: { jsGzipBytes: 200_000 },
  admin: {},
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

/** Gzip sizes (default level, as a web server sends them) of an entry's first load, from a built dist folder. */
export function firstLoadOf(distDir: string, entry: WebEntry): FirstLoad {
  const manifest = viteManifestSchema.parse(JSON.parse(readFileSync(join(distDir, manifestFileOf(entry)), 'utf8')));
  const files = firstLoadFiles(manifest, webEntries[entry]);
  const total = (list: string[]) => list.reduce((sum, file) => sum + gzipBytes(readFileSync(join(distDir, file))), 0);
  return { ...files, jsGzipBytes: total(files.js), cssGzipBytes: total(files.css) };
}

/** The budget misses of a first load, in words; empty when it keeps its budget. */
export function budgetMisses(name: WebEntry, load: FirstLoad): string[] {
  const budget = firstLoadBudgets[name].jsGzipBytes;
  return budget !== undefined && load.jsGzipBytes >= budget
    ? [`${name}: erster Aufruf ${formatKb(load.jsGzipBytes)} JavaScript (gzip), Budget unter ${formatKb(budget)}`]
    : [];
}

export const formatKb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
