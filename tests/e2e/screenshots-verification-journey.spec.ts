import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { registerTelegramUser, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { PAYOUT_IBAN, telegramAccessToken } from '../support/withdraw-money';
import { receiveUsdtAndConvertToEur } from './verification-journey.test-kit';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test.describe.configure({ timeout: 180_000 });

/*
 * The payout's refusal and the verification state are played with page.route, this spec only: the
 * shots need a profile at the basic level with identity to do, which the real server reaches only
 * through the phone, the form and the provider (verification-journey-web.spec.ts plays those).
 */
const step = (kind: string, status: string, userState: string) => ({
  kind,
  status,
  user_state: userState,
  reject_comment: null,
  reject_labels: [],
  can_start: ['NONE', 'INIT', 'RETRY'].includes(status),
  updated_at: status === 'NONE' ? null : '2026-11-20T10:00:00Z',
});

const usage = (limit: string, used: string) => ({ limit, used, left: String(Number(limit) - Number(used)) });

const BASIC = {
  level: 'basic',
  steps: [
    step('PHONE', 'COMPLETED', 'verified'),
    step('DECLARED_ADDRESS', 'COMPLETED', 'verified'),
    step('IDENTITY', 'NONE', 'notVerified'),
    step('ADDRESS', 'NONE', 'notVerified'),
  ],
  limits: {
    currency: 'EUR',
    in: { day: usage('1000', '0'), month: usage('5000', '2000') },
    out: { day: usage('1000', '0'), month: usage('5000', '0') },
  },
  next_level: {
    level: 'verified',
    missing_steps: ['IDENTITY'],
    limits: { in: { day: '10000', month: '50000' }, out: { day: '10000', month: '50000' } },
  },
  residence_country: 'PL',
  is_country_allowed: true,
  block: null,
};

/** The server's refusal of 1 500 € at the basic level (payout-level-limits.ts). */
const LEVEL_REFUSAL = {
  error: {
    code: 'PAYOUT_DAILY_LIMIT_VIOLATION',
    message: "You've reached your daily limit",
    details: {
      limit_kind: 'verification_level',
      level: 'basic',
      period: 'day',
      currency: 'EUR',
      limit: '1000',
      used: '0',
      left: '1000',
      amount: '1500',
    },
  },
};

async function playAnswers(page: Page) {
  await page.route(/\/api\/\w+\/v1\/verification(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(BASIC) }),
  );
  await page.route(/\/api\/\w+\/v1\/withdrawals$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify(LEVEL_REFUSAL) })
      : route.fallback(),
  );
}

/** From the amount to the refusal and on to the identity step, with a shot of each. */
async function shoot(page: Page, press: (text: string) => Promise<void>, name: string) {
  const file = (shot: string) => path.join(SCREENSHOTS, `verification-journey-${shot}-${name}.png`);
  await page.getByLabel('Amount, EUR').fill('1500');
  await expect(page.getByText('Recipient gets')).toBeVisible();
  await press('Continue');
  await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
  await page.getByLabel('Account holder’s name').fill('Olena Kovalenko');
  await press('Continue');
  await expect(page.getByText('Debited from your balance')).toBeVisible();
  await press('Withdraw');
  await expect(page.getByTestId('withdraw-level-limit')).toContainText('Your Basic level');
  await page.screenshot({ path: file('limit'), fullPage: true });
  await press('Verify to raise your limit');
  await expect(page).toHaveURL(/\/balances\/withdraw\/sepa\/EUR\/verification\/identity/);
  await expect(page.getByText(/Take a photo of your passport/)).toBeVisible();
  await page.screenshot({ path: file('identity'), fullPage: true });
}

for (const [name, viewport] of [
  ['web-mobile-light', { width: 390, height: 844 }],
  ['web-desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the level limit and the identity step inside balances, ${name}`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    const tokens = await signUpByApi(request, uniqueEmail(`shots-journey-${name}`));
    // USDT received on chain (never refused, whatever the starter level's money in) and converted
    // to EUR, as the journeys fund their new user: a SEPA deposit this size is over the level.
    expect(Number(await receiveUsdtAndConvertToEur(request, tokens.accessToken, '2000'))).toBeGreaterThan(
      1_600,
    );
    await storeWebSession(page, tokens);
    await playAnswers(page);
    await page.goto('/balances/withdraw/sepa/EUR/form');
    await shoot(page, (text) => page.getByRole('button', { name: text, exact: true }).click(), name);
  });
}

test('the level limit and the identity step inside balances, mini-app dark', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const userId = 700_000_000 + Math.floor(Math.random() * 90_000_000);
  await registerTelegramUser(request, userId);
  // USDT received on chain and converted to EUR, as the journeys fund their new user.
  const received = await receiveUsdtAndConvertToEur(
    request,
    await telegramAccessToken(request, userId),
    '2000',
  );
  expect(Number(received)).toBeGreaterThan(1_600);
  await installTelegramMock(page, DARK_THEME);
  await playAnswers(page);
  await page.goto(
    `/messenger/balances/withdraw/sepa/EUR/form${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  );
  // The mini-app's primary action is Telegram's own button, drawn outside the page.
  const pressMain = () =>
    page.evaluate(() => {
      const target = window as unknown as {
        Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
      };
      target.Telegram.WebView.receiveEvent('main_button_pressed', null);
    });
  await shoot(page, pressMain, 'miniapp-dark');
});
