import type { APIRequestContext } from '@playwright/test';
import { freshTotp, registerTelegramUser, telegramSession } from '../support/accounts';
import { fundWithUsdt } from '../support/balances';
import { DARK_THEME, installTelegramMock, LIGHT_THEME, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';
import { collectPageErrors, turnOnTwoFactor } from '../support/withdraw-money';
import {
  availableOf,
  createCardByApi,
  createTapCounter,
  expectMainButton,
  openSecondPhone,
  pressMainButton,
} from './chat-pay.test-kit';

/**
 * Paying in a chat in the mini-app (issue 29): A makes a 10 USDT card from the form and shares
 * it; B, new to Ferry, opens its startapp=pay_<id> link and receives it in at most 3 taps (the
 * terms, then Receive); both balances show it. A cancels a second card and the money is back at
 * once. A request card is paid with the main button after the usual confirm and the payer's 2FA
 * code. Only the create action opens the chat picker: a reload of the card opens nothing.
 */

const CARD_PATH = /\/messenger\/pay\/([0-9A-Z]{20})$/;

/** Two-factor for transfers only: the mini-app signs in by init data without a code. */
async function keepOnlyTransfersScope(
  request: APIRequestContext,
  accessToken: string,
  secret: string,
  usedSteps: Set<number>,
): Promise<void> {
  const answer = await request.put('/api/client/v1/2fa/scopes', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      code: await freshTotp(secret, usedSteps),
      scopes: { login: false, transfers: true, card_details: false },
    },
  });
  expect(answer.status()).toBe(200);
}

function newTelegramId(): number {
  return 730_000_000 + Math.floor(Math.random() * 60_000_000);
}

test('A sends 10 USDT into a chat; B, new to Ferry, receives it from the link in at most 3 taps; both balances show it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const senderId = newTelegramId();
  const sender = await telegramSession(request, senderId);
  await fundWithUsdt(request, sender.accessToken, '40');
  await installTelegramMock(page, LIGHT_THEME);
  const hash = telegramLaunchHash({ theme: LIGHT_THEME, userId: senderId });
  let preparedMessageCalls = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/chat-payments\/[0-9A-Z]{20}\/prepared-message$/.test(sent.url()))
      preparedMessageCalls += 1;
  });

  // A: from the balances to the form; 10 USDT with a note; the one confirm; the card.
  await page.goto(`/messenger/balances${hash}`);
  await page.getByRole('link', { name: /Pay in a chat/ }).click();
  await expect(page.getByRole('heading', { name: 'Your cards' })).toBeVisible();
  await expect(async () => {
    await page.getByRole('navigation', { name: 'New card' }).getByRole('link', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/messenger\/pay\/send$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Card' });
  await expect(form.getByText(/Available:/)).toContainText('40.00');
  await form.getByLabel('Amount, USDT').fill('10');
  await form.getByLabel('Note (optional)').fill('For the pizza');
  await pressMainButton(page, 'Continue');
  const confirm = page.getByRole('region', { name: 'Check the card' });
  await expect(confirm).toContainText('Leaves your balance');
  await expect(confirm).toContainText('None');
  await Promise.all([
    page.waitForURL(CARD_PATH, { timeout: 15_000 }),
    pressMainButton(page, 'Send 10.00 USDT'),
  ]);
  const paymentId = CARD_PATH.exec(new URL(page.url()).pathname)?.[1] ?? '';
  await expect(page.getByTestId('chat-pay-state')).toHaveText('Waiting for someone to receive it');
  expect(await availableOf(request, sender.accessToken, 'USDT')).toBe(30);
  // The create action opened the chat picker (asking for the prepared message) once.
  await expect.poll(() => preparedMessageCalls, { timeout: 15_000 }).toBe(1);

  // A reload shows the card's state with "Share again" and opens nothing by itself.
  await page.reload();
  await expect(page.getByTestId('chat-pay-state')).toHaveText('Waiting for someone to receive it');
  await expectMainButton(page, 'Share again');
  expect(preparedMessageCalls).toBe(1);

  // B: a new Telegram user opens the link the card carries (startapp=pay_<id>).
  const recipientId = newTelegramId();
  const phone = await openSecondPhone(browser, String(baseURL), DARK_THEME);
  const recipientErrors = collectPageErrors(phone.page);
  const taps = createTapCounter();
  await phone.page.goto(
    `/messenger${telegramLaunchHash({ theme: DARK_THEME, userId: recipientId, startParam: `pay_${paymentId}` })}`,
  );
  await taps.press(phone.page, 'Accept and continue');
  await expect(phone.page).toHaveURL(new RegExp(`/messenger/pay/${paymentId}`));
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText(/^Receive 10\.00\sUSDT from /);
  await taps.press(phone.page, 'Receive');
  await expect(phone.page.getByRole('heading', { level: 1 })).toHaveText(/^You received 10\.00\sUSDT from /);
  expect(taps.count).toBeLessThanOrEqual(3);

  // Both balances show it; A's card says who received it, live.
  const recipient = await telegramSession(request, recipientId);
  expect(await availableOf(request, recipient.accessToken, 'USDT')).toBe(10);
  expect(await availableOf(request, sender.accessToken, 'USDT')).toBe(30);
  await expect(page.getByTestId('chat-pay-state')).toHaveText(/^Received by /, { timeout: 15_000 });
  await phone.page.getByRole('link', { name: 'Go to balances' }).click();
  await expect(phone.page.getByText(/10\.00/).first()).toBeVisible();
  await phone.context.close();
  expect(errors).toEqual([]);
  // A new Telegram user's sign-in by init data finds no account first (404), then registers.
  expect(recipientErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test('A cancels a waiting card and the money is back at once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const senderId = newTelegramId();
  const sender = await telegramSession(request, senderId);
  await fundWithUsdt(request, sender.accessToken, '40');
  const card = await createCardByApi(request, sender.accessToken, {
    kind: 'send',
    amount: '10',
    currency: 'USDT',
  });
  // The card's link opens it in the mini-app named by the server's BOT_USERNAME and MINIAPP_SHORT_NAME.
  expect(card.share_link).toBe(`https://t.me/ferry_bot/app?startapp=pay_${card.id}`);
  expect(await availableOf(request, sender.accessToken, 'USDT')).toBe(30);

  await installTelegramMock(page, DARK_THEME);
  await page.goto(`/messenger/pay/${card.id}${telegramLaunchHash({ theme: DARK_THEME, userId: senderId })}`);
  await page.getByRole('button', { name: 'Cancel card' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this card?' });
  await dialog.getByRole('button', { name: 'Cancel card' }).click();
  await expect(page.getByTestId('chat-pay-state')).toHaveText('Cancelled. The money is back on your balance');
  expect(await availableOf(request, sender.accessToken, 'USDT')).toBe(40);
});

test('a request card is paid with the main button after the usual confirm and the payer’s 2FA code', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const askerId = newTelegramId();
  const asker = await telegramSession(request, askerId);
  const card = await createCardByApi(request, asker.accessToken, {
    kind: 'request',
    amount: '15',
    currency: 'USDT',
  });
  const payerId = newTelegramId();
  await registerTelegramUser(request, payerId);
  const payer = await telegramSession(request, payerId);
  await fundWithUsdt(request, payer.accessToken, '40');
  const usedSteps = new Set<number>();
  const secret = await turnOnTwoFactor(request, payer.accessToken, usedSteps);
  await keepOnlyTransfersScope(request, payer.accessToken, secret, usedSteps);

  await installTelegramMock(page, DARK_THEME);
  await page.goto(
    `/messenger${telegramLaunchHash({ theme: DARK_THEME, userId: payerId, startParam: `pay_${card.id}` })}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay 15\.00\sUSDT to /);
  await pressMainButton(page, 'Pay 15.00 USDT');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Leaves your balance');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  // The payer switched 2FA on for transfers: the code is asked before anything moves.
  const twoFactor = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(twoFactor).toBeVisible();
  expect(await availableOf(request, payer.accessToken, 'USDT')).toBe(40);
  await twoFactor.getByLabel('Authenticator code').fill(await freshTotp(secret, usedSteps));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^You paid 15\.00\sUSDT to /);
  expect(await availableOf(request, payer.accessToken, 'USDT')).toBe(25);
  expect(await availableOf(request, asker.accessToken, 'USDT')).toBe(15);
});
