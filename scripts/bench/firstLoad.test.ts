import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  budgetCheck,
  budgetMisses,
  firstLoadFiles,
  firstLoadsOf,
  gzipBytes,
  formatKb,
  MANIFEST_DIR,
  oversizedChunks,
  type ViteManifest,
} from './firstLoad';

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

describe('firstLoadsOf and the budgets of both entries', () => {
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

  // The fixture's first loads: portal = portal-a1 + react-b2 + mui-c3 (150 kB), admin = admin-f6 + react-b2 +
  // admin-g7 + mui-c3. Each case grows one chunk only that entry loads, by the bytes that cross its budget.
  const entries = [
    { entry: 'portal', budgetKb: '200.0', ownChunk: 'assets/portal-a1.js', underBy: 45_000, overBy: 55_000 },
    { entry: 'admin', budgetKb: '220.0', ownChunk: 'assets/admin-g7.js', underBy: 65_000, overBy: 75_000 },
  ];

  it.each(entries)('passes the check while the $entry first load stays under its budget', ({ ownChunk, underBy }) => {
    write(ownChunk, randomBytes(underBy));
    expect(budgetCheck(firstLoadsOf(dist))).toEqual([]);
  });

  it.each(entries)(
    'fails the check when the $entry first load breaks its budget',
    ({ entry, budgetKb, ownChunk, overBy }) => {
      write(ownChunk, randomBytes(overBy));
      expect(budgetCheck(firstLoadsOf(dist))).toEqual([
        `${entry}: erster Aufruf ${formatKb(firstLoadsOf(dist)[entry]!.jsGzipBytes)} JavaScript (gzip), Budget unter ${budgetKb} kB`,
      ]);
    },
  );

  it('fails the check when the build lacks an entry that has a budget', () => {
    const { admin: _admin, ...portalOnly } = firstLoadsOf(dist);
    expect(budgetCheck(portalOnly)).toEqual(['admin: kein Einstieg im Build, sein Budget ist ungeprüft']);
  });
});

describe('oversizedChunks', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'radar-chunks-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'ResourceGrid-a1.js'), 'x'.repeat(400_000));
    writeFileSync(join(dist, 'assets', 'admin-c3.css'), 'x'.repeat(600_000));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('lets chunks up to 500 kB pass, and other files of any size', () => {
    expect(oversizedChunks(dist)).toEqual([]);
  });

  it('names a chunk over 500 kB', () => {
    writeFileSync(join(dist, 'assets', 'ResourceGrid-a1.js'), 'x'.repeat(500_001));
    expect(oversizedChunks(dist)).toEqual(['assets/ResourceGrid-a1.js: 500.0 kB (Chunks höchstens 500.0 kB)']);
  });
});
