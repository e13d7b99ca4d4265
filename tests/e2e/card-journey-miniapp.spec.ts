import { registerTelegramUser, telegramSession } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { fundEuros } from '../support/transactions';
import { verifyLevel } from '../support/verification';
import { collectPageErrors } from '../support/withdraw-money';
import { cardNetwork, openBotFeed, pressMainButton, turnOnTwoFactor } from './card-journey.test-kit';

/**
 * The card's acceptance in the mini-app (issue 28): from the balances' "Get a card" through the
 * order (Telegram's main button issues), the first top-up with its activation fee, the details
 * behind the 2FA prompt inside the details frame, the sandbox network's coffee held at once,
 * captured and partly refunded, a USD spend converted from the card's EUR balance, the locked
 * card's decline told in the app and in the bot's feed, and termination, which is final.
 */

const CARD_PAGE = /\/messenger\/balances\/([0-9a-f-]{36})\/settings$/;

async function expectSummary(page: Page, label: string, value: string) {
  const summary = page.getByRole('region', { name: 'Card summary' });
  await expect(summary.getByText(label, { exact: true }).locator('..')).toContainText(value);
}

let feed: Awaited<ReturnType<typeof openBotFeed>> | undefined;
test.afterEach(async () => {
  await feed?.close();
  feed = undefined;
});

test('mini-app: a verified user gets a EUR card from the balances, tops it up, reveals its details, pays a coffee, gets a refund, spends USD from EUR, and the locked card’s decline reaches the app and the bot', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const userId = 720_000_000 + Math.floor(Math.random() * 70_000_000);
  await registerTelegramUser(request, userId);
  const tokens = await telegramSession(request, userId);
  await verifyLevel(request, tokens, 'verified');
  await fundEuros(request, tokens);
  await installTelegramMock(page, DARK_THEME);
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId });

  // From the balances: no card yet, the way to get one.
  await page.goto(`/messenger/balances${hash}`);
  await page.getByRole('link', { name: /Get a card/ }).click();
  await expect(page).toHaveURL(/\/messenger\/balances\/book-card$/);
  const form = page.getByRole('form', { name: 'Card order' });
  await form.getByRole('radio', { name: 'EUR' }).check();
  const terms = form.getByRole('region', { name: 'Fees' });
  await expect(terms).toContainText('Activation (once, from the first top-up)');
  await expect(terms).toContainText('€7.00');
  await form.getByLabel('Name on the card').fill('Olena Kovalenko');
  await form.getByLabel('Card name').fill('Coffee');
  await Promise.all([page.waitForURL(CARD_PAGE, { timeout: 15_000 }), pressMainButton(page, 'Issue card')]);
  const cardProfileId = CARD_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';
  await expectSummary(page, 'Status', 'Not activated');

  // The first top-up pays the activation fee once.
  await expect(page.getByTestId('card-first-top-up')).toContainText('€7.00');
  const topUp = page.getByRole('region', { name: 'Top up' });
  await topUp.getByLabel('Amount, EUR').fill('50');
  await topUp.getByRole('button', { name: 'Top up' }).click();
  await expectSummary(page, 'Status', 'Active');
  await expectSummary(page, 'Available', '€43.00');
  await expect(page.getByTestId('card-first-top-up')).toBeHidden();

  // The balances list the card now, and lead back to it.
  await page.goto(`/messenger/balances${hash}`);
  const panel = page.getByTestId('card-panel');
  await expect(panel).toContainText('Coffee');
  await expect(panel).toContainText('€43.00');
  await panel.click();
  await expect(page).toHaveURL(CARD_PAGE);

  // The details, after the 2FA prompt, inside the frame and nowhere in the app's own page.
  const { nextCode } = await turnOnTwoFactor(request, tokens);
  await page.getByRole('button', { name: 'Show card details' }).click();
  const prompt = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await prompt.getByLabel('Authenticator code').fill(await nextCode());
  await expect(prompt).toBeHidden({ timeout: 15_000 });
  const frame = page.frameLocator('iframe[title="Card number, expiry and CVV"]');
  await expect(frame.locator('#number')).toHaveText(/^\d{4}( \d{4}){3}$/);
  const grouped = (await frame.locator('#number').textContent()) ?? '';
  const mainDom = await page.evaluate(() => document.documentElement.outerHTML);
  expect(mainDom).not.toContain(grouped);
  expect(mainDom).not.toContain(grouped.replace(/ /g, ''));
  await page.getByRole('button', { name: 'Done' }).click();

  // The network plays a café, an online shop and a bakery; the bot's feed is read from here on.
  feed = await openBotFeed(String(baseURL));
  const cards = await request.get('/api/client/v1/payment-cards', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const cardId =
    ((await cards.json()) as { cards: { id: string; profile_id: string }[] }).cards.find(
      (card) => card.profile_id === cardProfileId,
    )?.id ?? '';
  const network = cardNetwork(request, cardId);
  const coffee = await network.authorize('12.40', 'EUR');
  expect(coffee.approved).toBe(true);
  await expectSummary(page, 'On hold', '€12.40');
  const coffeeRow = page.getByTestId('card-authorization').filter({ hasText: 'Blue Bottle Coffee' });
  await expect(coffeeRow).toHaveAttribute('data-status', 'pending');
  await network.capture(coffee.authorization_id, '12.40');
  await expect(coffeeRow).toHaveAttribute('data-status', 'captured');
  await network.refund(coffee.authorization_id, '2.00', 'EUR');
  await expect(coffeeRow).toContainText('Refunded €2.00');
  await expectSummary(page, 'Available', '€32.60');

  // The capture's page: the merchant and the hold → capture path.
  await coffeeRow.getByRole('link', { name: 'Open the transaction' }).click();
  await expect(page).toHaveURL(/\/messenger\/balances\/CARD_DEBIT\/[^/]+$/);
  await expect(page.getByText('Blue Bottle Coffee').first()).toBeVisible();
  await expect(page.getByTestId('card-path').locator('[data-step]')).toHaveText([
    /^Held €12\.40/,
    /^Paid €12\.40/,
    /^Refunded €2\.00/,
  ]);
  // Back in the app (a new launch would sign in again, now behind the 2FA prompt).
  await page.goBack();
  await expect(page).toHaveURL(CARD_PAGE);

  // A USD spend converts from the card's EUR balance at the rate on its leg.
  const dollars = await network.authorize('5.00', 'USD', {
    merchant_name: 'Kindle Store',
    merchant_category: 'retail',
  });
  expect(dollars.approved).toBe(true);
  const kindle = page.getByTestId('card-authorization').filter({ hasText: 'Kindle Store' });
  await expect(kindle.getByText(/from your EUR balance at 1 EUR = [\d.]+ USD/)).toBeVisible();

  // Locked: a payment declines with the reason in the app and in the bot's news.
  await page.getByRole('button', { name: 'Lock card' }).click();
  await expectSummary(page, 'Status', 'Locked');
  const declined = await network.authorize('3.00', 'EUR', {
    merchant_name: 'Piekarnia',
    merchant_category: 'retail',
  });
  expect(declined.approved).toBe(false);
  const bakery = page.getByTestId('card-authorization').filter({ hasText: 'Piekarnia' });
  await expect(bakery).toContainText("The card is locked. Unlock it in the card's settings to pay with it.");
  await expect
    .poll(() => feed?.cardNotices(cardId).map((notice) => notice.kind), { timeout: 15_000 })
    .toEqual(['cardSpent', 'cardRefunded', 'cardSpent', 'cardDeclined']);
  const told = feed.cardNotices(cardId);
  expect(told.every((notice) => notice.chat_id === String(userId) && notice.language === 'en')).toBe(true);
  // Amounts as decimals the server writes (12.4): compared as numbers.
  expect(told.map((notice) => Number(notice.card?.amount))).toEqual([12.4, 2, 5, 3]);
  expect(told[0]?.card).toMatchObject({ currency: 'EUR', merchant_name: 'Blue Bottle Coffee' });
  expect(told[2]?.card).toMatchObject({ currency: 'USD', merchant_name: 'Kindle Store' });
  expect(told[3]?.card).toMatchObject({
    merchant_name: 'Piekarnia',
    decline_message_key: 'cards.declineReason.card_locked',
  });

  // Terminated with the typed last four: final, no unlock offered.
  await page.getByRole('button', { name: 'Terminate card' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Terminate the card?' });
  const last4 = /digits, (\d{4}), to confirm/.exec((await dialog.textContent()) ?? '')?.[1] ?? '';
  await dialog.getByLabel('Last four digits').fill(last4);
  await dialog.getByRole('button', { name: 'Terminate card' }).click();
  await expect(dialog).toBeHidden();
  await expectSummary(page, 'Status', 'Terminated');
  await expect(page.getByRole('button', { name: /Unlock card|Lock card|Terminate card/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
