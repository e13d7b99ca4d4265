import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields the budget reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Where one app's landing is built and which source modules the router renders for it. */
export interface LandingRoute {
  /** The budget's key in budgets.json. */
  app: string;
  /** The URL the figure stands for, for the messages. */
  url: string;
  /** The app's Vite root, from the repository root (manifest paths are relative to it). */
  appDir: string;
  /** The manifest key of the HTML entry. */
  entry: string;
  /**
   * Every module of the route chain the router renders for the landing (layout, guards, page),
   * from the repository root. A lazy one is its own chunk, whose static closure joins the first
   * load; one that is not its own chunk is inside a static chunk and counted with the entry.
   */
  routeModules: readonly string[];
  /**
   * Modules the app imports dynamically as it starts, whatever the route (the rest of the English
   * catalogue, for the English visitor the figure stands for), from the repository root.
   */
  startModules: readonly string[];
}

export interface FileWeight {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoad {
  /** JavaScript files, biggest (gzip) first. */
  scripts: FileWeight[];
  styles: FileWeight[];
  /** Listed modules that are chunks of their own, loaded after the entry. */
  lazyModules: string[];
  gzipBytes: number;
  cssGzipBytes: number;
}

/**
 * The manifest keys the browser loads first: the entry's static-import closure, plus the closure
 * of each landing route or start-up module that is a chunk of its own. Other dynamic imports are
 * not followed: a lazy chunk outside the landing's first load is loaded later or never.
 */
export function firstLoadKeys(manifest: Manifest, entry: string, lazyRouteKeys: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [entry, ...lazyRouteKeys];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} as an import but has no such chunk`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** The manifest keys of the listed modules that were built as chunks of their own. */
export function lazyRouteKeys(
  manifest: Manifest,
  appRoot: string,
  routeModules: readonly string[],
): string[] {
  const bySource = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.src) bySource.set(path.resolve(appRoot, chunk.src), key);
  }
  return routeModules.flatMap((module) => {
    const key = bySource.get(module);
    return key ? [key] : [];
  });
}

/** Size of a file as served compressed: gzip at level 9, as `pnpm bench:web` measures it. */
export function weighFile(distDir: string, file: string): FileWeight {
  const body = readFileSync(path.join(distDir, file));
  return { file, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

/**
 * The landing's first load read from a built app: every listed module must still exist (a
 * renamed page would otherwise drop out of the figure unnoticed).
 */
export function measureFirstLoad(repoRoot: string, landing: LandingRoute, manifest: Manifest): FirstLoad {
  const appRoot = path.join(repoRoot, landing.appDir);
  const distDir = path.join(appRoot, 'dist');
  const listed = [...landing.routeModules, ...landing.startModules];
  for (const module of listed) {
    if (!existsSync(path.join(repoRoot, module)))
      throw new Error(
        `${module}, a module of ${landing.url}'s first load, no longer exists: update tests/size-budget/landing-routes.ts`,
      );
  }
  const routeModules = listed.map((module) => path.join(repoRoot, module));
  if (!manifest[landing.entry]?.isEntry)
    throw new Error(`${landing.appDir}/dist/.vite/manifest.json has no entry ${landing.entry}`);
  const lazyKeys = lazyRouteKeys(manifest, appRoot, routeModules);
  const keys = firstLoadKeys(manifest, landing.entry, lazyKeys);
  const scripts = unique(keys.map((key) => (manifest[key] as ManifestChunk).file))
    .filter((file) => file.endsWith('.js'))
    .map((file) => weighFile(distDir, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const styles = unique(keys.flatMap((key) => manifest[key]?.css ?? []))
    .map((file) => weighFile(distDir, file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    scripts,
    styles,
    lazyModules: lazyKeys.map((key) => path.relative(repoRoot, path.resolve(appRoot, key))),
    gzipBytes: sum(scripts),
    cssGzipBytes: sum(styles),
  };
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function sum(files: FileWeight[]): number {
  return files.reduce((total, file) => total + file.gzipBytes, 0);
}
