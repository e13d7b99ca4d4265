import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StoredTokens, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import {
  type ApiTransaction,
  getTransaction,
  sendCryptoDeposit,
  telegramTokens,
} from '../support/transactions';

/**
 * The details page's amounts, pictured for docs/screenshots
 * (`transactions-<case>-<language>-<variant>.png`), each checked before the picture:
 * - `arrived-whole`: 0.5 USD₮ sent to the deposit address, under the minimum, parked — all of it
 *   arrived, so the row says "0.50 USD₮", never "0.50 USD₮ of 0.50 USD₮";
 * - `convert-failed`: a withdrawal with conversion (USD₮ sold, euros to a card) that failed converted
 *   nothing, so its euros are the "Quoted amount", not a "Converted amount", and its conversion step
 *   carries the cross, never a check (`convert-failed-live`, the page followed live, which has the
 *   step view). Ferry's own server books such an order as a conversion plus a
 *   payout; this one carries the spec's single-row shape, so the page is served the parked deposit
 *   re-shaped as that order;
 * - `paid-part`: a USD₮ withdrawal of which 50 of 100 went out, served the same way: the line under
 *   the amount says "Paid 50.00 USD₮ of 100.00 USD₮", the row labelled "Paid" only the figures.
 */

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const TEXT = {
  en: {
    locale: 'en-GB',
    details: 'Details',
    arrived: 'Arrived',
    quoted: 'Quoted amount',
    converted: 'Converted amount',
    paid: 'Paid',
  },
  pl: {
    locale: 'pl-PL',
    details: 'Szczegóły',
    arrived: 'Wpłynęło',
    quoted: 'Kwota według wyceny',
    converted: 'Kwota po przewalutowaniu',
    paid: 'Wypłacono',
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

/** The whole page in one picture, the viewport as tall as the page (the details run long). */
async function shoot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? MOBILE.width;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(height, 800) });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SCREENSHOTS, `transactions-${name}.png`) });
}

/** 0.5 USD₮ on TRC20, under the minimum: parked (ACTION_REQUIRED) once the network confirms it. */
async function parkedWholeArrival(page: Page, tokens: StoredTokens): Promise<ApiTransaction> {
  const sent = await sendCryptoDeposit(page.request, tokens, '0.5');
  await expect
    .poll(async () => (await getTransaction(page.request, tokens, sent.id)).status, { timeout: 60_000 })
    .toBe('ACTION_REQUIRED');
  return getTransaction(page.request, tokens, sent.id);
}

/** The parked deposit re-shaped as a failed USD₮ → EUR withdrawal to a card (see the header). */
function failedConvertPayout(deposit: ApiTransaction): Record<string, unknown> {
  return {
    ...deposit,
    type: 'CONVERT_PAYOUT',
    direction: 'PAYOUT',
    status: 'FAIL',
    amount: '100',
    currency: 'USDT',
    fee: '1',
    fee_currency: 'USDT',
    rate: '0.92',
    to_amount: '92',
    to_currency: 'EUR',
    paid_amount: null,
    payway: 'card',
    network: null,
    hash: null,
    requisite: { kind: 'card_mask', value: '411111******1111' },
    failure_code: 'ORDER_CARD_DECLINED',
    action_choices: [],
    bank_details: null,
  };
}

/** The parked deposit re-shaped as a USD₮ withdrawal of which half went out. */
function partlyPaidPayout(deposit: ApiTransaction): Record<string, unknown> {
  return {
    ...deposit,
    type: 'PAYOUT',
    direction: 'PAYOUT',
    status: 'DONE',
    amount: '100',
    currency: 'USDT',
    fee: '1',
    fee_currency: 'USDT',
    rate: null,
    to_amount: null,
    to_currency: null,
    paid_amount: '50',
    failure_code: null,
    action_choices: [],
    bank_details: null,
  };
}

function detailValue(page: Page, text: Text, label: string) {
  return page
    .getByRole('region', { name: text.details, exact: true })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function shootBoth(
  page: Page,
  text: Text,
  tokens: StoredTokens,
  base: { prefix: string; hash: string },
  name: (kase: string) => string,
): Promise<void> {
  const parked = await parkedWholeArrival(page, tokens);
  await page.goto(`${base.prefix}/transaction-details/${parked.type}/${parked.id}${base.hash}`);
  await expect(detailValue(page, text, text.arrived)).toHaveText(/^0[.,]50\sUSDT$/);
  await shoot(page, name('arrived-whole'));

  await page.route(`**/api/client/v1/transactions/${parked.id}`, (route) =>
    route.fulfill({ json: failedConvertPayout(parked) }),
  );
  await page.goto(`${base.prefix}/transaction-details/CONVERT_PAYOUT/${parked.id}${base.hash}`);
  await expect(detailValue(page, text, text.quoted)).toHaveText(/92[.,]00/);
  await expect(detailValue(page, text, text.converted)).toHaveCount(0);
  await shoot(page, name('convert-failed'));

  // The live page's step view: the conversion is where the order stopped, a cross on it and
  // nothing after it reached.
  await page.goto(`${base.prefix}/balances/CONVERT_PAYOUT/${parked.id}${base.hash}`);
  const steps = page.locator('.ferry-tx-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toHaveAttribute('data-status', 'FAILED');
  await expect(page.locator('.ferry-tx-step[data-status="DONE"]')).toHaveCount(0);
  await shoot(page, name('convert-failed-live'));

  await page.unroute(`**/api/client/v1/transactions/${parked.id}`);
  await page.route(`**/api/client/v1/transactions/${parked.id}`, (route) =>
    route.fulfill({ json: partlyPaidPayout(parked) }),
  );
  await page.goto(`${base.prefix}/transaction-details/PAYOUT/${parked.id}${base.hash}`);
  await expect(detailValue(page, text, text.paid)).toHaveText(/^50[.,]00\sUSDT\s\S+\s100[.,]00\sUSDT$/);
  await shoot(page, name('paid-part'));
}

for (const language of ['en', 'pl'] as const) {
  const text = TEXT[language];
  test.describe(`transaction amounts in ${language}`, () => {
    test.use({ locale: text.locale });

    for (const [variant, viewport, scheme] of [
      ['web-mobile-light', MOBILE, 'light'],
      ['web-mobile-dark', MOBILE, 'dark'],
      ['web-desktop', DESKTOP, 'light'],
    ] as const) {
      test(variant, async ({ page, request }) => {
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        const tokens = await signUpByApi(request, uniqueEmail(`shot-amounts-${language}`));
        await storeWebSession(page, tokens);
        await shootBoth(page, text, tokens, { prefix: '', hash: '' }, (kase) =>
          [kase, language, variant].join('-'),
        );
      });
    }

    test('miniapp-dark', async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(MOBILE);
      const userId = 680_000_000 + Math.floor(Math.random() * 9_000_000);
      const tokens = await telegramTokens(request, userId);
      await installTelegramMock(page, DARK_THEME);
      const hash = telegramLaunchHash({ theme: DARK_THEME, userId, languageCode: language });
      await shootBoth(page, text, tokens, { prefix: '/messenger', hash }, (kase) =>
        [kase, language, 'miniapp-dark'].join('-'),
      );
    });
  });
}
