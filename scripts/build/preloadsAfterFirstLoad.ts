import type { Plugin } from 'vite';

/**
 * A lazy screen's import carries the list of chunks to preload with it (Vite's preload lists). The chunks of the
 * entry's first load are in the page before any lazy screen loads, so listing them again in every lazy view's list
 * only weighs on the first load, which is budgeted (`npm run check:budget`). The plugin learns each build's
 * first-load files before Vite writes the lists; `resolveDependencies` leaves them out.
 */
export function preloadsAfterFirstLoad(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[]) => string[];
} {
  let firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'radar:preloads-after-first-load',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        firstLoad = new Set();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
          firstLoad.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
  return { plugin, resolveDependencies: (_file, deps) => deps.filter((dep) => !firstLoad.has(dep)) };
}
