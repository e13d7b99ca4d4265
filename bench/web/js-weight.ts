import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export interface ScriptFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface JsWeight {
  files: ScriptFile[];
  bytes: number;
  gzipBytes: number;
}

/**
 * Every JavaScript response a fresh page loads until the network has been idle for 500 ms (the
 * entry chunk, its static imports, the lazy route chunks and catalogues the first paint needs).
 * Each body is gzipped here at level 9, so the figure does not depend on the server's encoding.
 */
export async function measureJs(url: string): Promise<JsWeight> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const isScript = response.request().resourceType() === 'script' || type.includes('javascript');
      if (isScript && response.ok() && !bodies.has(response.url()))
        bodies.set(response.url(), response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files: ScriptFile[] = [];
    for (const [fileUrl, body] of bodies) {
      const bytes = await body;
      files.push({ url: fileUrl, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
    }
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      files,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
