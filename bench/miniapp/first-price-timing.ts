import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { REPO_ROOT } from '../web/build-apps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/chromium';
import { MOBILE_SCREEN, MOBILE_SLOW_4G } from '../web/mobile-throttling';

export interface FirstPriceRun {
  /** From navigation start to the page's `web_app_ready` (Telegram's `ready()`). */
  readyMs: number;
  /** From navigation start to the frame that first shows the exchange's rate. */
  firstPriceMs: number;
  /** The rate line as shown, e.g. "1 EUR = 1.0412 USDT". */
  rateText: string;
}

const TIMEOUT_MS = 120_000;

/**
 * The price region's name and the rate line as the English catalogue writes them (the bench's
 * user speaks English): the exchange form shows the rate as "1 EUR = … USDT" in the region named
 * "Price" once the first quote has arrived; before it, a skeleton or a hint.
 */
function englishPriceCopy(): { regionName: string; rate: RegExp } {
  const file = path.join(REPO_ROOT, 'locales/src/catalogues/en/exchange.json');
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as {
    form: { priceLabel: string };
    quote: { rate: string };
  };
  const pattern = catalogue.quote.rate
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{\{(from|to)\}\}/g, '\\S+')
    .replace('{{rate}}', '\\d\\S*');
  return { regionName: catalogue.form.priceLabel, rate: new RegExp(pattern) };
}

/**
 * Runs in the page before its own scripts, after the Telegram client stand-in: stamps
 * `performance.now()` (navigation start is 0) when the page posts `web_app_ready` to the client,
 * and looks once a frame for the rate inside the region named after the price; the stamp is the
 * frame's own time, the frame that paints it.
 */
function timingProbe(regionName: string, rate: RegExp): string {
  return `(() => {
  const client = window.TelegramWebviewProxy;
  const post = client.postEvent;
  client.postEvent = function (name, data) {
    if (name === 'web_app_ready' && window.__benchReadyAt === undefined) window.__benchReadyAt = performance.now();
    return post.call(this, name, data);
  };
  const rate = new RegExp(${JSON.stringify(rate.source)});
  const look = (time) => {
    const region = document.querySelector(${JSON.stringify(`[aria-label="${regionName}"]`)});
    if (region && rate.test(region.textContent || '')) window.__benchPriceAt = time;
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;
}

export interface TimingSetup {
  /** The Telegram client stand-in as a page script. */
  standIn: string;
  /** The launch URL for a fresh, registered user (each run its own). */
  launchUrl(run: number): Promise<string>;
}

async function timeOneLaunch(browser: Browser, url: string, standIn: string, isThrottled: boolean) {
  const copy = englishPriceCopy();
  const context = await browser.newContext({
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript({ content: standIn });
    await context.addInitScript({ content: timingProbe(copy.regionName, copy.rate) });
    const page = await context.newPage();
    if (isThrottled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_SLOW_4G.cpuSlowdown });
      await cdp.send('Network.enable');
      // DevTools takes bytes per second, as Lighthouse converts them.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE_SLOW_4G.latencyMs,
        downloadThroughput: Math.floor((MOBILE_SLOW_4G.downloadKbps * 1024) / 8),
        uploadThroughput: Math.floor((MOBILE_SLOW_4G.uploadKbps * 1024) / 8),
      });
    }
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    await page.waitForFunction(
      'window.__benchReadyAt !== undefined && window.__benchPriceAt !== undefined',
      undefined,
      { timeout: TIMEOUT_MS, polling: 200 },
    );
    const stamps = (await page.evaluate('[window.__benchReadyAt, window.__benchPriceAt]')) as [
      number,
      number,
    ];
    // What a person (and a screen reader) finds: the rate inside the region named "Price".
    const rateLine = page
      .getByRole('region', { name: copy.regionName })
      .getByText(new RegExp(`^${copy.rate.source}$`));
    await rateLine.waitFor({ state: 'visible', timeout: 5_000 });
    return {
      readyMs: stamps[0],
      firstPriceMs: stamps[1],
      rateText: ((await rateLine.textContent()) ?? '').trim(),
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens the production mini-app `runs` times per condition in Playwright's Chromium (Debian's
 * build) with the Telegram client stand-in, each time a fresh context (cold cache) and a fresh
 * user, alternating: Lighthouse's mobile profile applied by DevTools (CPU 4×, slow 4G), then none.
 */
export async function timeFirstPrice(
  setup: TimingSetup,
  runs: number,
): Promise<{ throttled: FirstPriceRun[]; unthrottled: FirstPriceRun[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const throttled: FirstPriceRun[] = [];
  const unthrottled: FirstPriceRun[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      throttled.push(await timeOneLaunch(browser, await setup.launchUrl(2 * run), setup.standIn, true));
      unthrottled.push(
        await timeOneLaunch(browser, await setup.launchUrl(2 * run + 1), setup.standIn, false),
      );
    }
  } finally {
    await browser.close();
  }
  return { throttled, unthrottled };
}
