import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/config';

interface FrontEnd {
  packageName: string;
  folder: string;
}

const FRONT_ENDS: readonly FrontEnd[] = [
  { packageName: '@ferry/web', folder: 'web' },
  { packageName: '@ferry/miniapp', folder: 'miniapp' },
];

// Sources every front end is built from, besides its own folder.
const SHARED_SOURCES = ['shared', 'locales/src'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.vite']);

/** Builds each front end whose dist is missing or older than any of its sources. */
export function ensureAppsBuilt(write: (line: string) => void): void {
  for (const frontEnd of FRONT_ENDS) {
    const builtAt = modifiedAt(path.join(REPO_ROOT, frontEnd.folder, 'dist', 'index.html'));
    const sources = [frontEnd.folder, ...SHARED_SOURCES].map((folder) => path.join(REPO_ROOT, folder));
    const changedAt = Math.max(...sources.map(newestModification));
    if (builtAt !== undefined && builtAt >= changedAt) continue;
    write(
      `Building ${frontEnd.packageName} (${builtAt === undefined ? 'no build yet' : 'sources changed'})…`,
    );
    const result = spawnSync('pnpm', ['--filter', frontEnd.packageName, 'build'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building ${frontEnd.packageName} failed`);
  }
}

function modifiedAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestModification(folder: string): number {
  let newest = 0;
  const stack = [folder];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}
