import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import {
  collectConsoleErrors,
  MOBILE_VIEWPORT,
  mainMenu,
  sendSandboxCryptoDeposit,
  waitForApp,
} from '../support/shell';
import { expect, test } from '../support/test';

test.describe('web: shell', () => {
  test('a signed-in visit keeps a live socket and hears a deposit as transaction.changed', async ({
    page,
    request,
  }) => {
    const tokens = await signUpByApi(request, uniqueEmail('e2e-shell-live'));
    await storeWebSession(page, tokens);
    // Frames are collected from the moment a socket opens (a listener added after awaiting the
    // socket can miss a "ready" that came first), from every socket in case the app reconnects.
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      if (ws.url().includes('/api/client/v1/ws'))
        ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    await page.goto('/profile');
    await expect
      .poll(() => frames.some((frame) => frame.includes('"ready"')), { timeout: 20_000 })
      .toBe(true);

    await sendSandboxCryptoDeposit(request, tokens);
    await expect
      .poll(() => frames.some((frame) => frame.includes('transaction.changed')), { timeout: 20_000 })
      .toBe(true);
    // The app took the event in: it keeps the event id to resume after it.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('ferry.last-event-id')))
      .toMatch(/^[\w-]+:\d+$/);
  });

  test('a live event refreshes the money views on screen: an open transaction is fetched again', async ({
    page,
    request,
  }) => {
    const tokens = await signUpByApi(request, uniqueEmail('e2e-shell-refresh'));
    const first = await sendSandboxCryptoDeposit(request, tokens, '10');
    await storeWebSession(page, tokens);
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))));
    const isTransactionFetch = (url: string) =>
      new URL(url).pathname === `/api/client/v1/transactions/${first.id}`;
    const firstFetch = page.waitForRequest((req) => isTransactionFetch(req.url()));
    await page.goto(`/balances/payin/${first.id}`);
    await firstFetch;
    await expect.poll(() => frames.some((frame) => frame.includes('"ready"'))).toBe(true);

    // Another deposit changes the user's money: every money query goes stale, the one on screen refetches.
    const refetch = page.waitForRequest((req) => isTransactionFetch(req.url()));
    await sendSandboxCryptoDeposit(request, tokens, '11');
    await refetch;
  });

  test('mobile: bottom tabs lead between the main screens; child screens hide them', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-shell-tabs')));
    await page.goto('/exchange');
    // Measured once React has taken over from the first paint's static menu.
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();

    const menu = mainMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Exchange', 'Balances', 'Profile']);
    await expect(menu.getByRole('link', { name: 'Exchange' })).toHaveAttribute('aria-current', 'page');
    // Along the bottom edge of the screen.
    const box = await menu.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(MOBILE_VIEWPORT.height);

    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    // A tab is a root: no back arrow.
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await page.getByRole('link', { name: /Personal details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: 'Balances' }).click();
    await expect(page).toHaveURL(/\/balances$/);
    await menu.getByRole('link', { name: 'Exchange' }).click();
    await expect(page).toHaveURL(/\/exchange$/);

    // The farm and frens sit behind More; each is a root, so the bar stays with More current.
    await menu.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet.getByRole('link')).toHaveText(['Farm', 'Frens']);
    await sheet.getByRole('link', { name: 'Frens' }).click();
    await expect(page).toHaveURL(/\/frens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frens' })).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(menu.getByRole('button', { name: 'More' })).toHaveAttribute('data-current', 'true');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Exchange' }).click();
    await expect(page).toHaveURL(/\/exchange$/);
    expect(errors).toEqual([]);
  });

  test('desktop: a sidebar stays beside child screens too', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-shell-sidebar')));
    await page.goto('/profile/personal-details');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
    const menu = mainMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    const nav = await menu.boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(nav && main && nav.x + nav.width <= main.x).toBe(true);
    // The spec's three tabs, then the farm and frens; More is for a phone only.
    await expect(menu.getByRole('link')).toHaveText(['Exchange', 'Balances', 'Profile', 'Farm', 'Frens']);
    await expect(menu.getByRole('button', { name: 'More' })).toBeHidden();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the menu and the offline notice pass axe (${colorScheme})`, async ({ page, context, request }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize(MOBILE_VIEWPORT);
      await storeWebSession(page, await signUpByApi(request, uniqueEmail(`e2e-shell-axe-${colorScheme}`)));
      await page.goto('/exchange');
      await waitForApp(page);
      await expect(mainMenu(page)).toBeVisible();
      await context.setOffline(true);
      // The notice's title; the exchange form may also say it under the price it could not refresh.
      await expect(page.getByText('Unstable connection', { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.setOffline(false);
    });
  }

  test('offline shows "Unstable connection" with Reload page, gone once back online', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/exchange');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    await expect(page.getByText('Unstable connection')).toHaveCount(0);
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'Unstable connection' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // Bottom right, just above the screen's main button when there is one.
    const box = await notice.boundingBox();
    const viewport = page.viewportSize();
    const bar = await page.locator('.ferry-main-button-bar').boundingBox();
    const floor = bar ? bar.y : viewport ? viewport.height : 0;
    expect(box && viewport && box.x + box.width > viewport.width - 40).toBe(true);
    expect(box && box.y + box.height <= floor && box.y + box.height > floor - 60).toBe(true);
    await context.setOffline(false);
    await expect(page.getByText('Unstable connection')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('maintenance links to the web app; update required offers Update', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'We’re improving Ferry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the web app' })).toHaveAttribute('href', /\/exchange$/);
    // The mini-app's link is made from the bot's username the server is given (BOT_USERNAME).
    await expect(page.getByRole('link', { name: 'Open in Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/ferry_bot?startapp',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/update-required');
    await expect(page.getByRole('heading', { level: 1, name: 'Update required' })).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/exchange$/);
  });
});
