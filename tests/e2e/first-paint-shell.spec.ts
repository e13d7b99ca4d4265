import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { hexToRgb } from '../support/colors';
import { callsOf, DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

/**
 * The landing paints before the JavaScript runs: its shell is in the served HTML and is
 * what the page shows before any of the app's scripts run (they are blocked here), in the
 * visitor's language and theme; other paths get none; and when the app takes over nothing moves.
 */

/** Only the app's own scripts (the built files); the page's inline first script still runs. */
async function blockAppScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
}

/** The session's own check of a stored sign-in (`session-store.ts` `loadAccount`). */
const SESSION_CHECK = /\/api\/client\/v1\/user(\/terms)?(\?|$)/;

/**
 * Holds the screen's API requests (not the session's check, which the app waits for before its
 * first commit) until the returned function is called; then they go on.
 */
async function holdScreenData(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\//, async (route) => {
    if (!SESSION_CHECK.test(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The parts of the landing whose place must not change when React replaces the shell. */
const WATCHED = [
  '.ferry-title',
  '.ferry-nav',
  '.ferry-account-link',
  '.ferry-exchange-kind',
  '.ferry-exchange-side-box[data-side="from"]',
  '.ferry-exchange-side-box[data-side="to"]',
  '.ferry-quote',
  '.ferry-exchange-catalogue',
  '.ferry-balances-skeleton',
  '.ferry-menu-section',
] as const;

/**
 * Records, from before the page's first script, where the watched parts are in the frame the shell
 * is painted and in the frame the app's first commit is painted, and every layout shift until then.
 */
async function watchTakeover(page: Page): Promise<void> {
  await page.addInitScript((selectors: readonly string[]) => {
    type Box = { x: number; y: number; width: number; height: number };
    const state = {
      shell: null as Record<string, Box> | null,
      app: null as Record<string, Box> | null,
      shiftBeforeTakeover: 0,
      shiftAtTakeover: 0,
    };
    (window as unknown as { __takeover: typeof state }).__takeover = state;
    let shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const boxes = () => {
      const found: Record<string, Box> = {};
      for (const selector of selectors) {
        const element = document.querySelector(selector);
        if (!element) continue;
        const { x, y, width, height } = element.getBoundingClientRect();
        found[selector] = { x, y, width, height };
      }
      return found;
    };
    const afterPaint = (callback: () => void) => requestAnimationFrame(() => setTimeout(callback, 0));
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      const isShell = root.querySelector('[data-shell-text]') !== null;
      if (isShell && !state.shell) afterPaint(() => (state.shell = boxes()));
      if (!isShell && !state.app) {
        observer.disconnect();
        state.shiftBeforeTakeover = shift;
        // The shifts the takeover's own frames report arrive after they are painted.
        afterPaint(() => {
          state.app = boxes();
          afterPaint(() => (state.shiftAtTakeover = shift - state.shiftBeforeTakeover));
        });
      }
    }).observe(document, { childList: true, subtree: true });
  }, WATCHED);
}

async function expectNoJump(page: Page): Promise<void> {
  const takeover = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __takeover: { shell: Record<string, Box> | null; app: Record<string, Box> | null };
          }
        ).__takeover,
    );
  await expect.poll(async () => (await takeover()).app !== null, { timeout: 20_000 }).toBe(true);
  await page.waitForTimeout(100);
  const { shell, app, shiftAtTakeover } = (await page.evaluate(
    () => (window as unknown as { __takeover: unknown }).__takeover,
  )) as { shell: Record<string, Box>; app: Record<string, Box>; shiftAtTakeover: number };
  expect(shell, 'the shell was painted before the app').not.toBeNull();
  const shellParts = Object.keys(shell);
  expect(shellParts.length).toBeGreaterThan(2);
  expect(Object.keys(app).sort()).toEqual(shellParts.sort());
  for (const selector of shellParts) {
    const before = shell[selector] as Box;
    const after = app[selector] as Box;
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after[side] - before[side]), `${selector} ${side}`).toBeLessThanOrEqual(1);
  }
  expect(shiftAtTakeover).toBeLessThanOrEqual(0.05);
}

test.describe('the landing painted from the HTML', () => {
  test('the web landing is in the served page and shows in the visitor’s language before any script', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/exchange')).text();
    expect(html).toContain('id="ferry-shell-exchange"');
    expect(html).toContain('data-shell-text="exchange.title"');

    await blockAppScripts(page);
    await page.goto('/exchange');
    const root = page.locator('#root');
    await expect(root.locator('h1')).toHaveText('Exchange');
    await expect(root.locator('.ferry-exchange-kind .ferry-segment')).toHaveText(['Buy', 'Sell', 'Swap']);
    await expect(root.locator('.ferry-account-link')).toHaveText('Sign in');
  });

  test('in Polish and the stored dark theme, from the stored choices', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('ferry.locale', 'pl');
      window.localStorage.setItem('ferry.theme', 'dark');
    });
    await blockAppScripts(page);
    await page.goto('/exchange');
    const root = page.locator('#root');
    await expect(root.locator('h1')).toHaveText('Wymiana');
    await expect(root.locator('.ferry-exchange-kind .ferry-segment')).toHaveText([
      'Kup',
      'Sprzedaj',
      'Zamień',
    ]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      hexToRgb('#15191e'),
    );
  });

  test('other paths and the frames get no exchange shell', async ({ page }) => {
    await blockAppScripts(page);
    for (const path of ['/profile', '/authentication', '/balances', '/frame/exchange', '/pay-frame']) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toBeEmpty();
    }
  });

  test('the mini-app shows Telegram’s theme and user’s language at once, and says ready() once', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/messenger/exchange')).text();
    expect(html).toContain('id="ferry-shell-exchange-ios"');

    await installTelegramMock(page, DARK_THEME);
    await blockAppScripts(page);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME, languageCode: 'pl' })}`);
    const root = page.locator('#root');
    await expect(root.locator('h1')).toHaveText('Wymiana');
    await expect(root.locator('.ferry-nav-label')).toHaveText([
      'Wymiana',
      'Salda',
      'Farma',
      'Znajomi',
      'Portfel',
      'Profil',
      'Pomoc',
      'Więcej',
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      hexToRgb(DARK_THEME.bg_color as string),
    );
    // The shell is a drawn screen: Telegram may take its placeholder away now, and hears it once.
    await expect.poll(() => callsOf(page, 'web_app_ready')).toHaveLength(1);
  });

  test('web: the app takes over the visitor’s landing without moving anything', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchTakeover(page);
    await page.goto('/exchange');
    await expectNoJump(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
  });

  test('web: the app takes over a signed-in /balances without moving anything', async ({ page, request }) => {
    const tokens = await signUpByApi(request, uniqueEmail('first-paint'));
    await storeWebSession(page, tokens);
    // The takeover is React's first commit, the skeleton; the figures arriving are a later change.
    // On a loaded machine they can land inside the frames measured here, so the screen's data
    // waits until the takeover is recorded.
    const takeoverMeasured = await holdScreenData(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await watchTakeover(page);
    await page.goto('/balances');
    await expectNoJump(page);
    takeoverMeasured();
    await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
  });

  test('mini-app: the app takes over the dark landing without moving anything, ready() once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await installTelegramMock(page, DARK_THEME);
    await watchTakeover(page);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME })}`);
    await expectNoJump(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    await expect.poll(() => callsOf(page, 'web_app_ready')).toHaveLength(1);
  });
});
