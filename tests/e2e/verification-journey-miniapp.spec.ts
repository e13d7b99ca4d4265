import type { Locator, Page } from '@playwright/test';
import { registerTelegramUser, telegramAccessToken } from '../support/accounts';
import { FAKE_CAMERA_LAUNCH } from '../support/fake-camera';
import { CONFIRM_DIALOG, confirmDetailsByTelegram } from '../support/payout-details';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { collectPageErrors, PAYOUT_IBAN } from '../support/withdraw-money';
import {
  type BotWorld,
  declarePersonalData,
  HOLDER,
  receiveUsdtAndConvertToEur,
  sendReview,
  startBotWorld,
  submitIdentityPhotos,
  uniquePhone,
} from './verification-journey.test-kit';

// Chromium's synthetic camera for the provider's page inside the mini-app.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const JOURNEY = '/messenger/balances/withdraw/sepa/EUR/verification';
const CONFIRM = /\/messenger\/balances\/withdraw\/sepa\/EUR\/confirm$/;

interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
}

/** Presses Telegram's main button, which the client draws outside the page, once it reads `text` and is active. */
async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        const last = ((await callsOf(page, 'web_app_setup_main_button')) as MainButtonParams[]).at(-1);
        return last?.is_visible !== false && last?.is_active !== false ? last?.text : undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

/** Presses Withdraw; confirms the new IBAN with Telegram when asked; waits for `outcome`. */
async function pressWithdraw(page: Page, outcome: Locator) {
  await pressMainButton(page, 'Withdraw');
  const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
  await expect(dialog.or(outcome).first()).toBeVisible({ timeout: 15_000 });
  if (await dialog.isVisible()) await confirmDetailsByTelegram(page);
  await expect(outcome.first()).toBeVisible({ timeout: 15_000 });
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

let bot: BotWorld | undefined;
test.afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

test('mini-app: a new user’s €1,500 is refused at the starter level, verifies the phone by the contact the bot receives, the declared data and the identity on the provider’s page, and after the GREEN webhook the same withdrawal completes', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  bot = await startBotWorld(String(baseURL));
  const { shareOwnContact } = bot;
  const errors = collectPageErrors(page);
  const userId = 710_000_000 + Math.floor(Math.random() * 80_000_000);
  const phone = uniquePhone();
  await registerTelegramUser(request, userId);
  // The user received USDT on chain (never refused, whatever the starter level's money in) and
  // wants it in their bank: converted to EUR first.
  const received = await receiveUsdtAndConvertToEur(
    request,
    await telegramAccessToken(request, userId),
    '2000',
  );
  expect(Number(received)).toBeGreaterThan(1_600);
  await context.grantPermissions(['camera']);
  await installTelegramMock(page, DARK_THEME);
  await shareContactOnRequest(page, userId, phone);

  // The withdrawal typed once: amount, a new IBAN in the user's own name.
  await page.goto(
    `/messenger/balances/withdraw/sepa/EUR/form${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  );
  await page.getByLabel('Amount, EUR').fill('1500');
  await Promise.all([page.waitForURL(/\/requisites$/), pressMainButton(page, 'Continue')]);
  await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
  await page.getByLabel('Account holder’s name').fill(`${HOLDER.first} ${HOLDER.last}`);
  await Promise.all([page.waitForURL(CONFIRM), pressMainButton(page, 'Continue')]);

  // The starter level lets out €200 a day: the level's words, and Telegram's button to verify.
  const notice = page.getByTestId('withdraw-level-limit');
  await pressWithdraw(page, notice);
  await expect(notice).toContainText('Your Starter level lets you withdraw up to €200.00 a day');
  await Promise.all([
    page.waitForURL(`${JOURNEY}/phone-messenger`),
    pressMainButton(page, 'Verify to raise your limit'),
  ]);

  // The phone by Telegram's shared contact: the page asks, the user allows, Telegram sends the
  // contact to the bot, and the bot (through telegram-test-api) hands it to the server.
  await expect(page.getByText(/Share the phone number of your Telegram account/)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  await pressMainButton(page, 'Share my phone number');
  await expect(page.getByText('Waiting for Telegram to confirm your number…')).toBeVisible();
  const answer = await shareOwnContact(userId, phone);
  expect(answer.replies.join('\n')).toMatch(/phone number is verified/);
  expect(answer.errors).toEqual([]);

  // Then the declared personal data, by Telegram's main button.
  await page.waitForURL(`${JOURNEY}/personal-data`, { timeout: 15_000 });
  await declarePersonalData(page, 'PL', () => pressMainButton(page, 'Save'));

  // Then identity on the provider's page, inside the mini-app: a document photo and a selfie.
  await page.waitForURL(`${JOURNEY}/identity`, { timeout: 15_000 });
  await Promise.all([
    page.waitForURL(/\/sandbox-kyc\/[^/?]+\?/),
    pressMainButton(page, 'Verify my identity'),
  ]);
  const applicantId = await submitIdentityPhotos(page);

  // The provider's GREEN arrives as its signed webhook; the page's own link leads back.
  await sendReview(request, applicantId, { reviewAnswer: 'GREEN' });
  await Promise.all([
    page.waitForURL(CONFIRM, { timeout: 15_000 }),
    page.getByRole('link', { name: 'Back to Ferry' }).click(),
  ]);

  // The same withdrawal, not typed again, now goes through.
  await expect(page.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(page.getByText('€1,500.00').first()).toBeVisible();
  await Promise.all([
    page.waitForURL(/\/messenger\/balances\/PAYOUT\/[^/]+$/, { timeout: 15_000 }),
    pressWithdraw(page, page.getByText('Withdrawal sent')),
  ]);
  await expect(page.getByText('€1,500.00').first()).toBeVisible();
  expect(errors).toEqual([]);
});
