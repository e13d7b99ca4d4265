import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(WEB_DIR, '../..');

/** Builds the web app exactly as `pnpm --filter @ferry/web build` does; its output is web/dist. */
export function buildWebApp(): string {
  const result = spawnSync('pnpm', ['--filter', '@ferry/web', 'build'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('Building @ferry/web failed');
  }
  return path.join(REPO_ROOT, 'web', 'dist');
}

export interface EmptyApp {
  distDir: string;
  remove(): void;
}

/**
 * Builds the baseline: bench/web/empty-app copied into a temporary folder inside the bench
 * package, so `react`, `react-dom`, `vite` and the React plugin resolve from bench/node_modules —
 * the workspace's own versions, no network.
 */
export async function buildEmptyApp(): Promise<EmptyApp> {
  const root = mkdtempSync(path.join(WEB_DIR, '.empty-app-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    cpSync(path.join(WEB_DIR, 'empty-app'), root, { recursive: true });
    const { build } = await import('vite');
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
    return { distDir: path.join(root, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** Builds the mini-app exactly as `pnpm --filter @ferry/miniapp build` does; its output is miniapp/dist. */
export function buildMiniApp(): string {
  const result = spawnSync('pnpm', ['--filter', '@ferry/miniapp', 'build'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('Building @ferry/miniapp failed');
  }
  return path.join(REPO_ROOT, 'miniapp', 'dist');
}
