import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED_GROWTH, type Budget, judge } from './budget';
import { checkSizeBudgets } from './check-size-budget';
import { firstLoadKeys, type LandingRoute, type Manifest, measureFirstLoad } from './first-load';

const PAGE_MODULE = 'shared/routes/landing-page.tsx';
const LANDING: LandingRoute = {
  app: 'web',
  url: '/exchange',
  appDir: 'web',
  entry: 'index.html',
  routeModules: ['shared/layout.tsx', PAGE_MODULE],
  startModules: ['shared/catalogue.ts'],
};

/** A module body of about `bytes` characters that gzip barely shrinks (random base64). */
function incompressible(bytes: number): string {
  return `export const blob = "${randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64')}";\n`;
}

/** A module body of `bytes` characters that gzip shrinks a lot, like ordinary code. */
function ordinary(bytes: number): string {
  return 'export function f(a) { return a + 1; }\n'.repeat(Math.ceil(bytes / 40));
}

interface FakeApp {
  root: string;
  manifest: Manifest;
  files: Record<string, string>;
}

/**
 * The fake app, about 200 kB gzip like the real landing: an entry importing React, a lazy landing
 * page importing a shared chunk, a catalogue chunk loaded at start, and a lazy settings page
 * (50 kB) the landing never loads. The layout is bundled into the entry.
 */
function fakeApp(): FakeApp {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-A.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_react-B.js'],
      dynamicImports: [
        '../shared/routes/landing-page.tsx',
        '../shared/routes/settings-page.tsx',
        '../shared/catalogue.ts',
      ],
      css: ['assets/index-A.css'],
    },
    '_react-B.js': { file: 'assets/react-B.js' },
    '_format-C.js': { file: 'assets/format-C.js', imports: ['_react-B.js'] },
    '../shared/routes/landing-page.tsx': {
      file: 'assets/landing-page-D.js',
      src: '../shared/routes/landing-page.tsx',
      isDynamicEntry: true,
      imports: ['_react-B.js', '_format-C.js'],
    },
    '../shared/routes/settings-page.tsx': {
      file: 'assets/settings-page-E.js',
      src: '../shared/routes/settings-page.tsx',
      isDynamicEntry: true,
      imports: ['_react-B.js', '_settings-F.js'],
    },
    '_settings-F.js': { file: 'assets/settings-F.js' },
    '../shared/catalogue.ts': {
      file: 'assets/catalogue-G.js',
      src: '../shared/catalogue.ts',
      isDynamicEntry: true,
    },
  };
  const files = {
    'assets/index-A.js': ordinary(60_000),
    'assets/index-A.css': ordinary(4_000),
    'assets/react-B.js': incompressible(200_000),
    'assets/format-C.js': incompressible(3_000),
    'assets/landing-page-D.js': incompressible(60_000),
    'assets/settings-page-E.js': incompressible(2_000),
    'assets/settings-F.js': incompressible(50_000),
    'assets/catalogue-G.js': ordinary(8_000),
  };
  return { root: mkdtempSync(path.join(tmpdir(), 'ferry-size-budget-')), manifest, files };
}

function write(app: FakeApp): void {
  const distDir = path.join(app.root, LANDING.appDir, 'dist');
  mkdirSync(path.join(distDir, '.vite'), { recursive: true });
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(app.manifest));
  for (const [file, body] of Object.entries(app.files)) writeFileSync(path.join(distDir, file), body);
  mkdirSync(path.join(app.root, 'shared', 'routes'), { recursive: true });
  for (const module of [...LANDING.routeModules, ...LANDING.startModules])
    writeFileSync(path.join(app.root, module), '');
}

/** Plants a 20 kB incompressible module into the chunk under `importer`'s static imports. */
function plant(app: FakeApp, importer: string): void {
  app.manifest['_planted-P.js'] = { file: 'assets/planted-P.js' };
  const chunk = app.manifest[importer];
  if (!chunk) throw new Error(`no chunk ${importer}`);
  chunk.imports = [...(chunk.imports ?? []), '_planted-P.js'];
  app.files['assets/planted-P.js'] = incompressible(20_000);
}

function budget(gzipBytes: number): Budget {
  return { gzipBytes: Math.round(gzipBytes), reason: 'test', date: '2026-11-28' };
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function measuredApp(change?: (app: FakeApp) => void): { app: FakeApp; gzipBytes: number } {
  const app = fakeApp();
  roots.push(app.root);
  change?.(app);
  write(app);
  return { app, gzipBytes: measureFirstLoad(app.root, LANDING, app.manifest).gzipBytes };
}

describe('size budget: the landing against its figure', () => {
  it.each([
    ['at the figure', 'ok', 0],
    ['4.9 % over the figure', 'ok', 0.049],
    ['5.1 % over the figure', 'FAIL', 0.051],
    ['20 % under the figure (a warning to lower it)', 'ok', -0.2],
  ])('%s: %s', (_name, outcome, growth) => {
    const { app, gzipBytes } = measuredApp();
    const check = checkSizeBudgets(app.root, [LANDING], { web: budget(gzipBytes / (1 + growth)) });
    expect(check.isOver).toBe(outcome === 'FAIL');
    expect(check.lines[0]?.startsWith(`${outcome.padEnd(4)} web /exchange`)).toBe(true);
    expect(check.lines.join('\n').includes('warning: more than 10 % under')).toBe(growth < -0.1);
  });

  it.each([
    ['the lazy landing page', '../shared/routes/landing-page.tsx'],
    ['a shared chunk under the landing page', '_format-C.js'],
    ['the entry', 'index.html'],
  ])('fails with a planted 20 kB import into %s', (_name, importer) => {
    const before = measuredApp();
    const { app } = measuredApp((fake) => plant(fake, importer));
    const check = checkSizeBudgets(app.root, [LANDING], { web: budget(before.gzipBytes) });
    expect(check.isOver).toBe(true);
    const report = check.lines.join('\n');
    expect(report).toContain('FAIL web /exchange');
    expect(report).toContain(`budget ${((before.gzipBytes * (1 + ALLOWED_GROWTH)) / 1000).toFixed(1)} kB`);
    expect(report).toContain('assets/planted-P.js');
  });

  it('counts the entry, its imports, the lazy landing page and the start-up catalogue, never a lazy chunk the landing does not load', () => {
    const { app } = measuredApp((fake) => plant(fake, '../shared/routes/settings-page.tsx'));
    const load = measureFirstLoad(app.root, LANDING, app.manifest);
    expect(load.scripts.map((file) => file.file).sort()).toEqual([
      'assets/catalogue-G.js',
      'assets/format-C.js',
      'assets/index-A.js',
      'assets/landing-page-D.js',
      'assets/react-B.js',
    ]);
    expect(load.lazyModules).toEqual([
      path.join('shared', 'routes', 'landing-page.tsx'),
      path.join('shared', 'catalogue.ts'),
    ]);
    expect(load.styles.map((file) => file.file)).toEqual(['assets/index-A.css']);
  });

  it('fails when a listed module of the landing no longer exists', () => {
    const { app } = measuredApp();
    const renamed = { ...LANDING, routeModules: ['shared/routes/renamed-page.tsx'] };
    expect(() => measureFirstLoad(app.root, renamed, app.manifest)).toThrow(/no longer exists/);
  });
});

describe('size budget: the static-import closure', () => {
  const manifest: Manifest = {
    entry: { file: 'entry.js', isEntry: true, imports: ['a'], dynamicImports: ['lazy'] },
    a: { file: 'a.js', imports: ['b'] },
    b: { file: 'b.js', imports: ['a'] },
    lazy: { file: 'lazy.js', isDynamicEntry: true, imports: ['c'] },
    c: { file: 'c.js' },
  };

  it.each([
    ['the entry alone: its imports, cycles once, no dynamic import', [], ['a', 'b', 'entry']],
    ['with a lazy route module', ['lazy'], ['a', 'b', 'c', 'entry', 'lazy']],
  ])('%s', (_name, lazyKeys, expected) => {
    expect(firstLoadKeys(manifest, 'entry', lazyKeys).sort()).toEqual(expected);
  });

  it('fails on an import the manifest does not hold', () => {
    expect(() => firstLoadKeys({ entry: { file: 'e.js', imports: ['gone'] } }, 'entry', [])).toThrow(/gone/);
  });
});

describe('size budget: the verdict', () => {
  it.each([
    [100_000, 100_000, 'within'],
    [104_900, 100_000, 'within'],
    [105_000, 100_000, 'within'],
    [105_001, 100_000, 'over'],
    [90_000, 100_000, 'within'],
    [89_999, 100_000, 'far-under'],
  ])('%i bytes against a figure of %i: %s', (gzipBytes, figure, verdict) => {
    expect(judge(gzipBytes, figure).verdict).toBe(verdict);
  });
});
