import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import type { Page } from '@playwright/test';
import { registerTelegramUser } from '../support/accounts';
import {
  DARK_THEME,
  installTelegramMock,
  TEST_BOT_TOKEN,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { uniquePhone } from './verification-journey.test-kit';

/** Presses Telegram's own main button, which the client draws outside the page. */
function pressMainButton(page: Page) {
  return page.evaluate(() => {
    const target = window as unknown as {
      Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
    };
    target.Telegram.WebView.receiveEvent('main_button_pressed', null);
  });
}

/**
 * The client's side of "share my phone number", which the stand-in does not play: the user
 * allows it (`phone_requested: sent`), and the contact Telegram hands the page back comes from
 * `getRequestedContact`. Telegram sends the same contact to the bot, which the test plays next.
 */
async function shareContactOnRequest(page: Page, userId: number, phone: string) {
  await page.addInitScript(
    ([id, number]) => {
      const target = window as unknown as {
        TelegramWebviewProxy: { postEvent(name: string, data?: string): void };
        Telegram?: { WebView?: { receiveEvent(name: string, payload: unknown): void } };
      };
      const proxy = target.TelegramWebviewProxy;
      const forward = proxy.postEvent.bind(proxy);
      const reply = (name: string, payload: unknown) =>
        setTimeout(() => target.Telegram?.WebView?.receiveEvent(name, payload), 0);
      let isShared = false;
      proxy.postEvent = (name, data) => {
        const payload = data ? (JSON.parse(data) as { req_id?: string; method?: string }) : {};
        if (name === 'web_app_request_phone') {
          isShared = true;
          return reply('phone_requested', { status: 'sent' });
        }
        if (name === 'web_app_invoke_custom_method' && payload.method === 'getRequestedContact') {
          if (!isShared) return reply('custom_method_invoked', { req_id: payload.req_id, result: '' });
          const contact = JSON.stringify({ user_id: id, phone_number: number, first_name: 'Olena' });
          const result = `contact=${encodeURIComponent(contact)}&auth_date=${Math.floor(Date.now() / 1000)}&hash=stand-in`;
          return reply('custom_method_invoked', { req_id: payload.req_id, result });
        }
        forward(name, data);
      };
    },
    [userId, phone] as const,
  );
}

test('mini-app: the journey asks the phone by the shared contact, the bot receives it, and the journey goes on', async ({
  page,
  request,
}) => {
  const userId = 710_000_000 + Math.floor(Math.random() * 80_000_000);
  const phone = uniquePhone();
  await registerTelegramUser(request, userId);
  await installTelegramMock(page, DARK_THEME);
  await shareContactOnRequest(page, userId, phone);
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId });
  await page.goto(`/messenger/balances/withdraw/sepa/EUR/verification/phone-messenger${hash}`);
  await expect(page.getByText(/Share the phone number of your Telegram account/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  await pressMainButton(page);
  await expect(page.getByText('Waiting for Telegram to confirm your number…')).toBeVisible();

  // The bot's part: the contact message arrives from its own sender, so the bot hands it over.
  const answer = await request.post(`/bot/users/${userId}/shared-phone`, {
    headers: { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) },
    data: { phone: phone.slice(1), contact_user_id: String(userId) },
  });
  expect(await answer.json()).toEqual({ outcome: 'verified', reason_code: null });

  // The page sees the phone verified and goes on to the next step the level needs.
  await expect(page).toHaveURL(/\/messenger\/balances\/withdraw\/sepa\/EUR\/verification\/personal-data/, {
    timeout: 15_000,
  });
  await expect(page.getByLabel('First name')).toBeVisible();
});
