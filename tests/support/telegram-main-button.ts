import { expect, type Page } from '@playwright/test';
import { callsOf, emitTelegramEvent } from './telegram-mock';

interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
}

/** Presses Telegram's main button once it reads `text` and is active. */
export async function pressMainButton(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const last = ((await callsOf(page, 'web_app_setup_main_button')) as MainButtonParams[]).at(-1);
        return last?.is_visible !== false && last?.is_active !== false ? last?.text : undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/** Moves inside the running app as a link would, keeping the session the init data opened. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
