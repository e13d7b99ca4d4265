import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { registerTelegramUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { hexToRgb } from '../support/colors';
import {
  CLASSIC_DARK_THEME,
  CLASSIC_LIGHT_THEME,
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  LIGHT_THEME,
  type ThemeParams,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * Every mini-app screen reachable today, checked by axe (colour contrast included) under the
 * themes Telegram clients send: full themes, and classic-keys themes without section, subtitle,
 * accent or destructive colours, which the app must derive itself.
 * FERRY_THEME_SHOTS=<folder> also saves a 375 px screenshot of each screen there.
 */
const THEMES: readonly [string, ThemeParams][] = [
  ['classic-dark', CLASSIC_DARK_THEME],
  ['full-dark', DARK_THEME],
  ['full-light', LIGHT_THEME],
  ['classic-light', CLASSIC_LIGHT_THEME],
];

/** Telegram launches the app with the classic-keys dark theme; the others arrive by `theme_changed`. */
const LAUNCH_THEME = CLASSIC_DARK_THEME;

const SHOTS_DIR = process.env.FERRY_THEME_SHOTS;

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 700_000_000 + Math.floor(Math.random() * 90_000_000);
}

interface Screen {
  name: string;
  path: string;
  ready: (page: Page) => Locator;
}

function heading(name: string) {
  return (page: Page) => page.getByRole('heading', { level: 1, name });
}

/** The exchange's screens besides the landing, in the order the tour visits them. */
const EXCHANGE_SCREENS: readonly Screen[] = [
  { name: 'currencies-from', path: 'exchange/currency-list/from', ready: heading('You pay') },
  { name: 'currencies-to', path: 'exchange/currency-list/to', ready: heading('You get') },
  { name: 'not-found', path: 'no/such/page', ready: heading('Page not found') },
];

/** The screens of a signed-in Telegram user's profile. */
const PROFILE_SCREENS: readonly Screen[] = [
  // The profile card shows the Telegram user's own name.
  { name: 'profile', path: 'profile', ready: (page) => page.getByText('Ferry Tester').first() },
  { name: 'personal-details', path: 'profile/personal-details', ready: heading('Personal details') },
  { name: 'email-edit', path: 'profile/personal-details/email-edit', ready: heading('Change email') },
  { name: 'phone-edit', path: 'profile/personal-details/phone-edit', ready: heading('Change phone') },
  {
    name: 'two-factor',
    path: 'profile/two-factor-authentication',
    ready: heading('Two-factor authentication'),
  },
  {
    name: 'api-management',
    path: 'profile/api-management',
    ready: (page) => page.getByRole('heading', { name: 'No API keys yet' }),
  },
];

/**
 * Moves within the running app as a link would, so the tour signs in once: the server allows
 * only a few sign-ins per address in ten minutes, and every reload of the mini-app is one.
 */
async function openInApp(page: Page, screenPath: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/messenger/${screenPath}`);
}

async function checkScreen(page: Page, themeName: string, screenName: string): Promise<void> {
  if (SHOTS_DIR) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS_DIR, `${themeName}-${screenName}.png`), fullPage: true });
  }
  // Soft, so one run lists every screen and theme that fails, not just the first.
  expect.soft(await seriousViolations(page), `${screenName} in ${themeName}`).toEqual([]);
}

/** Presses Telegram's main button once it shows `text`, as the user would. */
async function pressMainButton(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => {
      const calls = (await callsOf(page, 'web_app_setup_main_button')) as {
        text?: string;
        is_visible?: boolean;
      }[];
      const last = calls.at(-1);
      return last?.is_visible === false ? undefined : last?.text;
    })
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/** Presses Telegram's main button under the linked terms, as a new user does (the press is the consent). */
async function acceptTerms(page: Page): Promise<void> {
  await pressMainButton(page, 'Accept and continue');
}

/**
 * Switches the running app to each theme in turn (Telegram's `theme_changed`, as when the user
 * changes the theme) and checks the screen under every one, the launch theme (classic dark) first.
 */
async function checkScreenInEveryTheme(page: Page, screenName: string): Promise<void> {
  for (const [themeName, theme] of THEMES) {
    await emitTelegramEvent(page, 'theme_changed', { theme_params: theme });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe(hexToRgb(theme.bg_color as string));
    await checkScreen(page, themeName, screenName);
  }
}

async function checkScreensInEveryTheme(page: Page, screens: readonly Screen[]): Promise<void> {
  for (const screen of screens) {
    await openInApp(page, screen.path);
    await expect(screen.ready(page)).toBeVisible();
    await checkScreenInEveryTheme(page, screen.name);
  }
}

test.describe('mini-app contrast under Telegram themes (axe)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // Few launches: the server allows 30 sign-ins per address in ten minutes for the whole suite,
  // and every launch or reload of the mini-app is one; screens are reached inside the app.
  test('the terms, the exchange and its currency lists of a new Telegram user', async ({ page }) => {
    test.setTimeout(240_000);
    await installTelegramMock(page, LAUNCH_THEME);
    await page.goto(
      `/messenger/exchange${telegramLaunchHash({ theme: LAUNCH_THEME, userId: newTelegramUserId() })}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await checkScreenInEveryTheme(page, 'terms');

    await acceptTerms(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    await expect(page.locator('[data-currency]').first()).toBeVisible();
    await checkScreenInEveryTheme(page, 'exchange');
    await checkScreensInEveryTheme(page, EXCHANGE_SCREENS);
  });

  test('the profile screens of a signed-in Telegram user', async ({ page }) => {
    test.setTimeout(240_000);
    // The shared Telegram user (past the terms in setup): these screens only read.
    await installTelegramMock(page, LAUNCH_THEME);
    await page.goto(`/messenger/profile${telegramLaunchHash({ theme: LAUNCH_THEME })}`);
    await checkScreensInEveryTheme(page, PROFILE_SCREENS);

    await pressMainButton(page, 'Create API key');
    await expect(page.getByRole('dialog', { name: 'New API key' })).toBeVisible();
    await checkScreenInEveryTheme(page, 'api-key-form');
  });

  test('the two-factor set-up steps of a signed-in Telegram user', async ({ page, request }) => {
    test.setTimeout(240_000);
    const userId = newTelegramUserId();
    await registerTelegramUser(request, userId);
    await installTelegramMock(page, LAUNCH_THEME);
    await page.goto(
      `/messenger/profile/two-factor-authentication${telegramLaunchHash({ theme: LAUNCH_THEME, userId })}`,
    );
    await expect(page.getByText('Two-factor authentication is off')).toBeVisible();
    await pressMainButton(page, 'Set up');
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await checkScreenInEveryTheme(page, 'two-factor-set-up');

    await pressMainButton(page, 'Continue');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm set-up' })).toBeVisible();
    await checkScreenInEveryTheme(page, 'two-factor-code');
  });

  test('the sign-in failure screen, in full and classic-keys themes', async ({ page }) => {
    // The app boots from the landing's shell before it can fail, and axe then scans every theme:
    // on a loaded runner that is more than the defaults (7 s for the screen, 30 s in all).
    test.setTimeout(90_000);
    // Telegram refuses the init data; answered here so the check spends none of the sign-ins.
    await page.route(/\/api\/client\/v1\/telegram-(login|register)$/, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAUTHORIZED_REQUEST', message: 'Init data refused' } }),
      }),
    );
    await installTelegramMock(page, LAUNCH_THEME);
    await page.goto(
      `/messenger/exchange${telegramLaunchHash({ theme: LAUNCH_THEME, userId: newTelegramUserId() })}`,
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Couldn’t sign you in' })).toBeVisible({
      timeout: 20_000,
    });
    await checkScreenInEveryTheme(page, 'sign-in-failed');
  });
});
