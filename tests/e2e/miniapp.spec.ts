import { hexToRgb } from '../support/colors';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  LIGHT_THEME,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

function pageColors(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, text: style.color };
  });
}

async function lastBackButtonVisibility(page: Page): Promise<boolean | undefined> {
  const calls = (await callsOf(page, 'web_app_setup_back_button')) as { is_visible: boolean }[];
  return calls.at(-1)?.is_visible;
}

test.describe('mini-app in a mocked Telegram client (production build)', () => {
  test.beforeEach(async ({ page }) => {
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME })}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
  });

  test('starts, says it is ready and follows the theme Telegram sends', async ({ page }) => {
    await expect.poll(() => callsOf(page, 'web_app_ready')).toHaveLength(1);
    expect(await pageColors(page)).toEqual({
      background: hexToRgb(DARK_THEME.bg_color as string),
      text: hexToRgb(DARK_THEME.text_color as string),
    });
    await expect(page.locator('[data-currency]').first()).toBeVisible();
    // Telegram draws the theme switch's job itself.
    await expect(page.getByRole('group', { name: 'Theme' })).toHaveCount(0);

    await emitTelegramEvent(page, 'theme_changed', { theme_params: LIGHT_THEME });
    await expect
      .poll(() => pageColors(page))
      .toEqual({
        background: hexToRgb(LIGHT_THEME.bg_color as string),
        text: hexToRgb(LIGHT_THEME.text_color as string),
      });
  });

  test('a child screen shows Telegram’s back button; pressing it returns and hides it', async ({ page }) => {
    await page.getByRole('link', { name: /You get/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You get' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/messenger/exchange/currency-list/to');
    await expect.poll(() => lastBackButtonVisibility(page)).toBe(true);
    // Telegram's own button replaces the on-screen arrow.
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

    await emitTelegramEvent(page, 'back_button_pressed');
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/messenger/exchange');
    await expect.poll(() => lastBackButtonVisibility(page)).toBe(false);
  });
});
