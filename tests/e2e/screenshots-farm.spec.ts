import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { mainMenu } from '../support/shell';
import {
  DARK_THEME,
  installTelegramMock,
  LIGHT_THEME,
  type ThemeParams,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { verifyLevel } from '../support/verification';

/**
 * The farm (issue 29) and the mini-app's main tabs, pictured for docs/screenshots: /farm in the
 * web (mobile light, after today's check-in; desktop), in the mini-app (dark, before it), and the
 * tab bar with More's sheet (mini-app dark and light) and the mini-app's sidebar on a wide window.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const MOBILE = { width: 390, height: 844 };

test.describe.configure({ timeout: 180_000 });

async function openMiniApp(page: Page, theme: ThemeParams, route: string) {
  await installTelegramMock(page, theme);
  await page.goto(`/messenger${route}${telegramLaunchHash({ theme })}`);
}

test('farm: web, mobile light, after today’s check-in, 390×844', async ({ page, request }) => {
  await page.setViewportSize(MOBILE);
  await page.emulateMedia({ colorScheme: 'light' });
  const tokens = await signUpByApi(request, uniqueEmail('e2e-shot-farm-mobile'));
  await verifyLevel(request, tokens, 'verified');
  await storeWebSession(page, tokens);
  await page.goto('/farm');
  await expect(page.getByRole('heading', { name: 'Your points' })).toBeVisible();
  await page.getByRole('button', { name: 'Check in · +10' }).click();
  await expect(page.getByText(/Next check-in in \d+:\d\d:\d\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Convert .* to balance/ })).toBeEnabled();
  await expect(page.getByText('Checked in: +10 points')).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'farm-mobile-light.png') });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'farm-mobile-light-full.png'), fullPage: true });
});

test('farm: web, desktop, 1280×800', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-shot-farm-desktop')));
  await page.goto('/farm');
  await expect(page.getByRole('heading', { name: 'Your points' })).toBeVisible();
  await page.getByRole('button', { name: 'Check in · +10' }).click();
  await expect(page.getByText(/Next check-in in/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify identity' })).toBeVisible();
  await expect(page.getByText('Checked in: +10 points')).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'farm-desktop.png') });
});

test('farm: mini-app, dark, before today’s check-in, 390×844', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await openMiniApp(page, DARK_THEME, '/farm');
  await expect(page.getByRole('heading', { name: 'Your points' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Farm' })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'farm-miniapp-dark.png') });
});

for (const [name, theme] of [
  ['dark', DARK_THEME],
  ['light', LIGHT_THEME],
] as const) {
  test(`tabs: mini-app, ${name}, four tabs and More’s sheet, 390×844`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await openMiniApp(page, theme, '/exchange');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link')).toHaveText(['Exchange', 'Balances', 'Farm', 'Frens']);
    await page.screenshot({ path: path.join(SCREENSHOTS, `tabs-miniapp-${name}.png`) });
    await menu.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'More' }).getByRole('link')).toHaveText([
      'Wallet',
      'Profile',
      'Support',
    ]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `tabs-miniapp-${name}-more.png`) });
  });
}

test('tabs: mini-app on a wide window, all seven in the sidebar, 1280×800', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openMiniApp(page, DARK_THEME, '/farm');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link')).toHaveText([
    'Exchange',
    'Balances',
    'Farm',
    'Frens',
    'Wallet',
    'Profile',
    'Support',
  ]);
  await expect(menu.getByRole('button', { name: 'More' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your points' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'tabs-miniapp-desktop-dark.png') });
});
