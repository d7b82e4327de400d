import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { budgetMisses, firstLoadFiles, firstLoadsOf, gzipBytes, MANIFEST_DIR, type ViteManifest } from './firstLoad';

/** Shaped like a Vite build manifest (keys relative to `src/`). */
const manifest: ViteManifest = {
  'portal/index.html': {
    file: 'assets/portal-a1.js',
    isEntry: true,
    imports: ['_react-b2.js', '_mui-c3.js'],
    dynamicImports: ['portal/features/reports/ReportPages.tsx'],
    css: ['assets/portal-e5.css'],
  },
  'admin/index.html': { file: 'assets/admin-f6.js', isEntry: true, imports: ['_react-b2.js', '_admin-g7.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_mui-c3.js': { file: 'assets/mui-c3.js', imports: ['_react-b2.js'] },
  '_admin-g7.js': { file: 'assets/admin-g7.js', imports: ['_mui-c3.js'] },
  'portal/features/reports/ReportPages.tsx': {
    file: 'assets/ReportPages-d4.js',
    imports: ['_mui-c3.js'],
    css: ['assets/ReportPages-h8.css'],
  },
};

describe('firstLoadFiles', () => {
  it('follows static imports transitively (each file once) and leaves dynamic imports out', () => {
    expect(firstLoadFiles(manifest, 'portal/index.html')).toEqual({
      js: ['assets/portal-a1.js', 'assets/react-b2.js', 'assets/mui-c3.js'],
      css: ['assets/portal-e5.css'],
    });
    expect(firstLoadFiles(manifest, 'admin/index.html').js).toEqual([
      'assets/admin-f6.js',
      'assets/react-b2.js',
      'assets/admin-g7.js',
      'assets/mui-c3.js',
    ]);
  });

  it('refuses a name that is not an entry', () => {
    expect(() => firstLoadFiles(manifest, '_react-b2.js')).toThrow('Kein Einstieg');
  });
});

describe('firstLoadsOf and the portal budget', () => {
  let dist: string;
  const write = (file: string, content: Buffer | string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  };
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'radar-first-load-'));
    // The real build writes one manifest per entry; one with both entries is read the same way.
    write(`${MANIFEST_DIR}/portal-manifest.json`, JSON.stringify(manifest));
    write('assets/admin-f6.js', 'export const admin = 1;');
    write('assets/admin-g7.js', 'export const grid = 1;');
    write('assets/portal-a1.js', 'console.log("portal");'.repeat(50));
    write('assets/react-b2.js', 'export const react = 1;');
    write('assets/portal-e5.css', 'body { margin: 0 }');
    // Random bytes do not compress: their gzip size is about their length.
    write('assets/mui-c3.js', randomBytes(150_000));
    write('assets/ReportPages-d4.js', randomBytes(300_000));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('sums the gzip sizes of the JavaScript and of the CSS separately', () => {
    const loads = firstLoadsOf(dist);
    expect(Object.keys(loads).sort()).toEqual(['admin', 'portal']);
    const load = loads.portal!;
    expect(load.cssGzipBytes).toBe(gzipBytes('body { margin: 0 }'));
    expect(load.jsGzipBytes).toBeGreaterThan(150_000);
    expect(load.jsGzipBytes).toBeLessThan(152_000);
  });

  it('keeps the budget when only a lazy route is large', () => {
    expect(budgetMisses('portal', firstLoadsOf(dist).portal!)).toEqual([]);
  });

  it('misses the budget when a static import pushes the first load to 200 kB', () => {
    write('assets/react-b2.js', randomBytes(50_000));
    expect(budgetMisses('portal', firstLoadsOf(dist).portal!)).toEqual([
      expect.stringMatching(/^portal: erster Aufruf 20\d\.\d kB JavaScript \(gzip\), Budget unter 200\.0 kB$/),
    ]);
  });
});
