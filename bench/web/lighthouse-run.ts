import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { findFreePort } from './free-port';

export interface PageVitals {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  /** Lighthouse's CPU benchmark of this machine during the run (a busy machine scores low). */
  benchmarkIndex: number;
  /** Where the page ended up (a guard or not-found shows here). */
  finalUrl: string;
}

/** Values kept in the page's localStorage before Lighthouse loads it (a signed-in session). */
export type SeededStorage = Record<string, string>;

interface DebuggedChromium {
  port: number;
  close(): Promise<void>;
}

async function waitForDevTools(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** A fresh headless Chromium (own empty profile, so a cold cache) on a fixed debugging port. */
async function launchDebuggedChromium(): Promise<DebuggedChromium> {
  const port = await findFreePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'ferry-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-address=127.0.0.1',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group: the renderer and helper processes go down with it.
    { stdio: 'ignore', detached: true },
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal('SIGTERM');
      // A busy machine can keep Chromium writing its profile for a while; then it is killed.
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000));
      if ((await Promise.race([exited, timeout])) === 'timeout') {
        signal('SIGKILL');
        await exited;
      }
    }
    // Helper processes may outlive the main one by a moment.
    signal('SIGKILL');
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${String(error)}`);
    }
  };
  try {
    await waitForDevTools(port, child);
  } catch (error) {
    await close();
    throw error;
  }
  return { port, close };
}

/**
 * Writes localStorage for the page's origin from /health (a JSON answer, so no app code lands in
 * the cache before Lighthouse's cold load).
 */
async function seedStorage(port: number, url: string, storage: SeededStorage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(new URL('/health', url).href);
    // Runs in the page; the bench's tsconfig has no DOM types, hence the narrow cast.
    await page.evaluate((entries) => {
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(k: string, v: string): void };
      };
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

function numeric(result: { audits: Record<string, { numericValue?: number }> }, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit}`);
  return value;
}

/**
 * One Lighthouse run with its default mobile settings (Moto G Power emulation, simulated slow 4G
 * and 4× CPU slowdown), performance category only. With seeded storage Lighthouse keeps storage
 * (it would otherwise wipe the session); the browser profile is new, so the cache is still cold.
 */
export async function runLighthouse(
  url: string,
  storage?: SeededStorage,
  reportFile?: string,
): Promise<PageVitals> {
  const browser = await launchDebuggedChromium();
  try {
    if (storage) await seedStorage(browser.port, url, storage);
    const answer = await lighthouse(url, {
      port: browser.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: storage !== undefined,
    });
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = answer;
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr, null, 2));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      score: lhr.categories.performance?.score ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await browser.close();
  }
}
