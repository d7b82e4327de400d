import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '@server/projectRoot';

/**
 * `dependencies` are what `npm ci --omit=dev` installs in the runtime image: exactly the packages the compiled
 * server imports. The web entries are bundled by Vite, so React, MUI, react-admin and the rest are build tools
 * here (devDependencies); as dependencies they made the image's install three times the CPU and brought 174 MB of
 * icons. Vite itself is imported only when the server serves the sources in development (`SERVE=dev`).
 */
const DEVELOPMENT_ONLY = new Set(['vite']);

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

function packagesImportedBy(folder: string): Map<string, 'static' | 'dynamic'> {
  const imported = new Map<string, 'static' | 'dynamic'>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(folder, file), 'utf8');
    for (const [, dynamic, specifier] of code.matchAll(/(?:from|import)\s*(\(?)\s*"([^".][^"]*)"/g)) {
      if (specifier!.startsWith('node:') || builtinModules.includes(specifier!)) continue;
      const name = packageOf(specifier!);
      if (!dynamic || imported.get(name) !== 'static') imported.set(name, dynamic ? 'dynamic' : 'static');
    }
  }
  return imported;
}

it('declares as dependencies exactly the packages the compiled server imports', () => {
  const { dependencies } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const imported = packagesImportedBy(join(projectRoot, 'dist/server'));
  expect(imported.size, 'zuerst "npm run build"').toBeGreaterThan(0);
  const runtime = [...imported.keys()].filter((name) => !DEVELOPMENT_ONLY.has(name)).sort();
  expect(Object.keys(dependencies).sort()).toEqual(runtime);
  for (const name of DEVELOPMENT_ONLY) expect(imported.get(name), name).toBe('dynamic');
});
