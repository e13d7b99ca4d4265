import type { APIRequestContext, Page } from '@playwright/test';
import { mailCount, readCode, registerTelegramUser, uniqueEmail } from '../support/accounts';
import {
  consoleErrorsOf,
  telegramAccessToken,
  transactionStatus,
  uniqueThreeDsCard,
  webAccessToken,
} from '../support/exchange';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, test } from '../support/test';

/**
 * As a new user meets it: buying USDT for 100 EUR by card (3-D Secure), the amount and every fee
 * on the confirm screen are what the transaction's page shows and what the balance gains, to the
 * last digit, so the screen never shows less fee than is charged.
 */

const API = '/api/client/v1';

interface QuoteJson {
  id: string;
  from_amount: string;
  to_amount: string;
  fee: string;
  payin_fee: string;
  exchange_fee: string;
}

/** Every quote the page is given, by id, so the one confirmed can be found. */
function recordQuotes(page: Page): Map<string, QuoteJson> {
  const quotes = new Map<string, QuoteJson>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'POST' || url.pathname !== `${API}/quotes` || !response.ok()) return;
    const quote = (await response.json().catch(() => null)) as QuoteJson | null;
    if (quote?.id) quotes.set(quote.id, quote);
  });
  return quotes;
}

/** The quote id the deposit was placed with. */
function recordPlacedQuote(page: Page): { quoteId: string | null } {
  const placed = { quoteId: null as string | null };
  page.on('request', (sent) => {
    if (sent.method() !== 'POST' || new URL(sent.url()).pathname !== `${API}/deposits`) return;
    placed.quoteId = (sent.postDataJSON() as { quote_id?: string }).quote_id ?? null;
  });
  return placed;
}

/** The confirm screen's money, by its test id. */
const SHOWN = {
  pay: 'confirm-pay',
  get: 'confirm-get',
  fee: 'confirm-fee',
  payinFee: 'confirm-payin-fee',
  exchangeFee: 'confirm-exchange-fee',
} as const;

type Shown = Record<keyof typeof SHOWN, string>;

// The screen re-prices every 8 s, so its figures are read inside the page in the same task as the
// press: no new quote can land between what is read and what is pressed.

/** Presses Confirm on the web (a real click) and answers what the screen showed as it landed. */
async function pressConfirmOnWeb(page: Page): Promise<Shown> {
  await expect(page.getByTestId(SHOWN.payinFee)).toBeVisible();
  const button = page.getByRole('button', { name: 'Confirm and pay' });
  await expect(button).toBeEnabled();
  // A capture listener on the window runs before the app hears the click.
  await page.evaluate((ids) => {
    const target = window as unknown as { __shownAtPress?: Record<string, string> };
    const record = (event: Event) => {
      const pressed = (event.target as Element | null)?.closest('button');
      if (pressed?.textContent?.trim() !== 'Confirm and pay') return;
      window.removeEventListener('click', record, true);
      target.__shownAtPress = Object.fromEntries(
        Object.entries(ids).map(([key, id]) => [
          key,
          (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').trim(),
        ]),
      );
    };
    window.addEventListener('click', record, true);
  }, SHOWN);
  await button.click();
  const shown = await page.evaluate(
    () => (window as unknown as { __shownAtPress?: Record<string, string> }).__shownAtPress ?? null,
  );
  if (!shown) throw new Error('the click never reached the Confirm button');
  return shown as Shown;
}

/** Presses Telegram's main button on the confirm screen and answers what the screen showed then. */
async function pressConfirmInMiniApp(page: Page): Promise<Shown> {
  await expect(page.getByTestId(SHOWN.payinFee)).toBeVisible();
  // The bridge hands the event to the button's listener synchronously, inside this one task.
  const shown = await page.evaluate((ids) => {
    const figures = Object.fromEntries(
      Object.entries(ids).map(([key, id]) => [
        key,
        (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').trim(),
      ]),
    );
    const target = window as unknown as {
      Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
    };
    target.Telegram.WebView.receiveEvent('main_button_pressed', null);
    return figures;
  }, SHOWN);
  return shown as Shown;
}

/** A value of the transaction page's details, by its label. */
async function detail(page: Page, label: string): Promise<string> {
  const row = page
    .locator('.ferry-tx-detail')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return ((await row.locator('dd').first().textContent()) ?? '').replace(/^\+/, '').trim();
}

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const answer = await request.get(`${API}/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** The digits of a shown amount ("€2.78", "104.689952 USDT") as a wire decimal ("2.78"). */
function digitsOf(text: string): string {
  const plain = text.replace(/[^\d.]/g, '');
  return plain.includes('.') ? plain.replace(/0+$/, '').replace(/\.$/, '') : plain;
}

/** The money the screens and the API showed must be the confirmed quote's, digit for digit. */
async function expectChargedAsConfirmed(input: {
  page: Page;
  request: APIRequestContext;
  token: string;
  shown: Shown;
  quote: QuoteJson;
}) {
  const { page, request, token, shown, quote } = input;
  // The confirm screen showed the quote the deposit was placed with, each fee of it.
  expect([shown.pay, shown.get, shown.fee, shown.payinFee, shown.exchangeFee].map(digitsOf)).toEqual([
    quote.from_amount,
    quote.to_amount,
    quote.fee,
    quote.payin_fee,
    quote.exchange_fee,
  ]);
  const externalId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect.poll(() => transactionStatus(request, externalId, token), { timeout: 20_000 }).toBe('DONE');
  // The transaction page (which follows it live) shows the confirm screen's amounts, its
  // details the same fee.
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(summary).toContainText(shown.get);
  await expect(summary).toContainText(shown.pay);
  await page.getByRole('link', { name: 'Transaction details' }).click();
  await expect(page.locator('.ferry-tx-detail').first()).toBeVisible();
  expect(await detail(page, 'Fee')).toBe(shown.fee);
  await expect(page.locator('.ferry-tx-details')).toContainText(shown.get);
  // The booked transaction is the quote; the balance gained exactly what it promised.
  const transaction = await apiGet<{ amount: string; fee: string; to_amount: string }>(
    request,
    `transactions/${externalId}`,
    token,
  );
  expect({ amount: transaction.amount, fee: transaction.fee, to_amount: transaction.to_amount }).toEqual({
    amount: quote.from_amount,
    fee: quote.fee,
    to_amount: quote.to_amount,
  });
  const { balances } = await apiGet<{ balances: { currency: string; available: string }[] }>(
    request,
    'balances',
    token,
  );
  expect(balances.find((balance) => balance.currency === 'USDT')?.available).toBe(quote.to_amount);
  expect(balances.find((balance) => balance.currency === 'EUR')?.available ?? '0').toBe('0');
}

test.describe('a new user buys USDT by card: the confirm screen is the charge', () => {
  test('web', async ({ page, request }) => {
    test.setTimeout(180_000);
    const consoleErrors = consoleErrorsOf(page);
    const quotes = recordQuotes(page);
    const placed = recordPlacedQuote(page);
    await page.goto('/exchange');
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT');
    await page.getByTestId('exchange-amount-from').fill('100');
    await expect(page.getByLabel('Pay with')).toHaveValue('card||');

    await page.getByRole('button', { name: 'Sign in to continue' }).click();
    const email = uniqueEmail('e2e-card-fees');
    const seen = await mailCount(request, email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code from the email').fill(await readCode(request, email, seen));
    await page
      .getByText('I have read and accept the Terms of Use and the Privacy Policy', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();

    await expect(page).toHaveURL(/\/exchange\/insert-card$/);
    await page.getByLabel('Card number').fill(uniqueThreeDsCard());
    await page.getByLabel('Expiry (MM / YY)').fill('1239');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Alice Example');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/exchange\/confirm$/);
    await expect(page.getByTestId('confirm-pay')).toHaveText('€100.00');
    const shown = await pressConfirmOnWeb(page);
    await page.getByLabel('Code from your bank').fill('1234');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/PAYIN_CONVERT\/[A-Za-z0-9]+$/);

    const quote = quotes.get(placed.quoteId ?? '');
    if (!quote) throw new Error('the deposit carried no quote the screen was given');
    await expectChargedAsConfirmed({ page, request, token: await webAccessToken(page), shown, quote });
    expect(consoleErrors).toEqual([]);
  });

  test('mini-app', async ({ page, request }) => {
    test.setTimeout(180_000);
    const userId = 830_000_000 + Math.floor(Math.random() * 90_000_000);
    await registerTelegramUser(request, userId);
    const quotes = recordQuotes(page);
    const placed = recordPlacedQuote(page);
    await installTelegramMock(page, DARK_THEME);
    await page.goto(`/messenger/exchange${telegramLaunchHash({ theme: DARK_THEME, userId })}`);
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT', { timeout: 20_000 });
    await page.getByTestId('exchange-amount-from').fill('100');
    await expect(page.getByTestId('exchange-quote-amount')).toContainText('USDT');

    const waitForMainButton = async (text: string) => {
      await expect
        .poll(async () => {
          const params = (
            (await callsOf(page, 'web_app_setup_main_button')) as {
              text?: string;
              is_active?: boolean;
              is_visible?: boolean;
            }[]
          ).at(-1);
          return params?.text === text && params.is_active !== false && params.is_visible !== false;
        })
        .toBe(true);
    };
    const pressMainButton = async (text: string) => {
      await waitForMainButton(text);
      await emitTelegramEvent(page, 'main_button_pressed');
    };
    await pressMainButton('Continue');
    await page.getByLabel('Card number').fill(uniqueThreeDsCard());
    await page.getByLabel('Expiry (MM / YY)').fill('1239');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Cardholder name').fill('Ferry Tester');
    await pressMainButton('Continue');

    await expect(page.getByTestId('confirm-pay')).toHaveText('€100.00');
    await waitForMainButton('Confirm and pay');
    const shown = await pressConfirmInMiniApp(page);
    await page.getByLabel('Code from your bank').fill('1234');
    await pressMainButton('Pay');
    await expect(page).toHaveURL(/\/messenger\/PAYIN_CONVERT\/[A-Za-z0-9]+$/);

    const quote = quotes.get(placed.quoteId ?? '');
    if (!quote) throw new Error('the deposit carried no quote the screen was given');
    const token = await telegramAccessToken(request, userId);
    await expectChargedAsConfirmed({ page, request, token, shown, quote });
  });
});
