import { seriousViolations } from '../support/axe';
import { collectConsoleErrors, MOBILE_VIEWPORT, mainMenu, waitForApp } from '../support/shell';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  LIGHT_THEME,
  type ThemeParams,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

async function lastBackButtonVisibility(page: Page): Promise<boolean | undefined> {
  const calls = (await callsOf(page, 'web_app_setup_back_button')) as { is_visible: boolean }[];
  return calls.at(-1)?.is_visible;
}

async function openMiniApp(page: Page, theme: ThemeParams, path = '/exchange') {
  await page.setViewportSize(MOBILE_VIEWPORT);
  await installTelegramMock(page, theme);
  await page.goto(`/messenger${path}${telegramLaunchHash({ theme })}`);
  await waitForApp(page);
}

test.describe('mini-app: shell', () => {
  test('bottom tabs lead between the main screens; Telegram’s back button only below them', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await openMiniApp(page, DARK_THEME);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    const menu = mainMenu(page);
    // Four tabs and More (spec 000 §2's seven main tabs; docs/decisions.md).
    await expect(menu.getByRole('link')).toHaveText(['Exchange', 'Balances', 'Farm', 'Frens']);
    await expect(menu.getByRole('button', { name: 'More' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Exchange' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet.getByRole('link')).toHaveText(['Wallet', 'Profile', 'Support']);
    await sheet.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/messenger\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(menu.getByRole('button', { name: 'More' })).toHaveAttribute('data-current', 'true');
    // A tab is a root: Telegram's back button stays hidden.
    expect(await lastBackButtonVisibility(page)).not.toBe(true);

    await page.getByRole('link', { name: /Two-factor authentication/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect.poll(() => lastBackButtonVisibility(page)).toBe(true);

    await emitTelegramEvent(page, 'back_button_pressed');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Exchange' }).click();
    await expect(page).toHaveURL(/\/messenger\/exchange$/);
    expect(errors).toEqual([]);
  });

  for (const [name, theme] of [
    ['light', LIGHT_THEME],
    ['dark', DARK_THEME],
  ] as const) {
    test(`tabs and the offline notice pass axe in Telegram’s ${name} theme`, async ({ page, context }) => {
      // Two axe runs on a machine shared by many test runs.
      test.setTimeout(60_000);
      await openMiniApp(page, theme);
      await expect(mainMenu(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.setOffline(true);
      await expect(page.getByText('Unstable connection')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.setOffline(false);
      await expect(page.getByText('Unstable connection')).toHaveCount(0);
    });
  }

  test('the notice sits above the tabs, not over them', async ({ page, context }) => {
    await openMiniApp(page, DARK_THEME);
    const menu = mainMenu(page);
    await expect(menu).toBeVisible();
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: 'Unstable connection' });
    await expect(notice).toBeVisible();
    const [tabs, box] = [await menu.boundingBox(), await notice.boundingBox()];
    expect(tabs && box && box.y + box.height <= tabs.y).toBe(true);
    await context.setOffline(false);
  });
});
