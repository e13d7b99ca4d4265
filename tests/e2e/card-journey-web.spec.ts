import type { APIRequestContext } from '@playwright/test';
import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, type Page, test } from '../support/test';
import { fundEuros } from '../support/transactions';
import { verifyLevel } from '../support/verification';
import { collectPageErrors } from '../support/withdraw-money';
import { cardNetwork, expectNoRawKeys, turnOnTwoFactor } from './card-journey.test-kit';

/**
 * The card's acceptance on the web (issue 28), played as a user plays it: the order with its fees,
 * the first top-up paying the activation fee once, the details behind the 2FA prompt inside the
 * details frame, and the sandbox network (its drive routes) paying a coffee, capturing, refunding,
 * converting a USD spend and declining on the locked card; then termination, which is final.
 */

const CARD_NAME = 'Everyday';

/** The issued card's page: `/balances/:profileId/settings`. */
const CARD_PAGE = /\/balances\/([0-9a-f-]{36})\/settings$/;

/** Orders a EUR card on the order form, fees read before Issue; answers the card page's profile id. */
async function issueEurCard(page: Page, { fees }: { fees: string[] }) {
  const form = page.getByRole('form', { name: 'Card order' });
  await form.getByRole('radio', { name: 'EUR' }).check();
  const terms = form.getByRole('region', { name: 'Fees' });
  for (const fee of fees) await expect(terms).toContainText(fee);
  await form.getByLabel('Name on the card').fill('Olena Kovalenko');
  await form.getByLabel('Card name').fill(CARD_NAME);
  await page.getByRole('button', { name: 'Issue card' }).click();
  await expect(page).toHaveURL(CARD_PAGE, { timeout: 15_000 });
  return CARD_PAGE.exec(new URL(page.url()).pathname)?.[1] ?? '';
}

/** The card whose page is `profileId`'s, as the API lists it. */
async function cardOf(request: APIRequestContext, accessToken: string, profileId: string) {
  const answer = await request.get('/api/client/v1/payment-cards', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { cards } = (await answer.json()) as { cards: { id: string; profile_id: string; last4: string }[] };
  const card = cards.find((item) => item.profile_id === profileId);
  if (!card) throw new Error(`no card on ${profileId}`);
  return card;
}

/** The card summary's row `label` reads `value`. */
async function expectSummary(page: Page, label: string, value: string) {
  const summary = page.getByRole('region', { name: 'Card summary' });
  await expect(summary.getByText(label, { exact: true }).locator('..')).toContainText(value);
}

test.describe('web: the payment card', () => {
  test('a verified user issues a EUR card, tops it up, reveals its details, pays a coffee, gets a refund, spends USD from EUR, locks it and terminates it', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-card-journey'));
    await verifyLevel(request, tokens, 'verified');
    await fundEuros(request, tokens);
    await storeWebSession(page, tokens);

    // The order: the fees for EUR before Issue.
    await page.goto('/balances/book-card');
    const cardProfileId = await issueEurCard(page, {
      fees: ['Activation (once, from the first top-up)', '€7.00', 'First top-up at least', '€20.00'],
    });
    await expectSummary(page, 'Status', 'Not activated');
    const { id: cardId, last4 } = await cardOf(request, tokens.accessToken, cardProfileId);

    // The first top-up says what it pays once, and pays it: 50.00 in, 43.00 on the card.
    const firstNote = page.getByTestId('card-first-top-up');
    await expect(firstNote).toContainText('The activation fee of €7.00 is taken from it once');
    const topUp = page.getByRole('region', { name: 'Top up' });
    await topUp.getByLabel('Amount, EUR').fill('50');
    await topUp.getByRole('button', { name: 'Top up' }).click();
    await expectSummary(page, 'Status', 'Active');
    await expectSummary(page, 'Available', '€43.00');
    await expect(firstNote).toBeHidden();
    // The form is done with the first top-up (its toast, the field cleared) before the next is typed.
    await expect(page.getByText('The card is topped up')).toBeVisible();
    await expect(topUp.getByLabel('Amount, EUR')).toHaveValue('');
    // A second top-up pays no fee.
    await topUp.getByLabel('Amount, EUR').fill('10');
    await topUp.getByRole('button', { name: 'Top up' }).click();
    await expectSummary(page, 'Available', '€53.00');

    // The details, after the 2FA prompt, inside the frame only.
    const { nextCode } = await turnOnTwoFactor(request, tokens);
    await page.getByRole('button', { name: 'Show card details' }).click();
    const prompt = page.getByRole('dialog', { name: 'Two-factor authentication' });
    await prompt.getByLabel('Authenticator code').fill(await nextCode());
    await expect(prompt).toBeHidden({ timeout: 15_000 });
    const frame = page.frameLocator('iframe[title="Card number, expiry and CVV"]');
    await expect(frame.locator('#number')).toHaveText(/^\d{4}( \d{4}){3}$/);
    const pan = ((await frame.locator('#number').textContent()) ?? '').replace(/ /g, '');
    const mainDom = await page.evaluate(() => document.documentElement.outerHTML);
    expect(mainDom).not.toContain(pan);
    expect(mainDom).not.toContain(pan.replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.getByRole('button', { name: 'Done' }).click();

    // The network authorizes a 12.40 coffee: the hold shows at once on the open card page.
    const network = cardNetwork(request, cardId);
    const coffee = await network.authorize('12.40', 'EUR');
    expect(coffee.approved).toBe(true);
    await expectSummary(page, 'On hold', '€12.40');
    await expectSummary(page, 'Available', '€40.60');
    const coffeeRow = page.getByTestId('card-authorization').filter({ hasText: 'Blue Bottle Coffee' });
    await expect(coffeeRow).toHaveAttribute('data-status', 'pending');

    // Captured: paid, the hold gone; refunded 2.00 back on the card.
    await network.capture(coffee.authorization_id, '12.40');
    await expect(coffeeRow).toHaveAttribute('data-status', 'captured');
    await expect(coffeeRow).toContainText('Held €12.40 → paid €12.40');
    await expectSummary(page, 'On hold', '€0.00');
    await network.refund(coffee.authorization_id, '2.00', 'EUR');
    await expect(coffeeRow).toContainText('Refunded €2.00');
    await expectSummary(page, 'Available', '€42.60');

    // The capture is a CARD_DEBIT: its page names the merchant and the hold → capture path.
    await coffeeRow.getByRole('link', { name: 'Open the transaction' }).click();
    await expect(page).toHaveURL(/\/balances\/CARD_DEBIT\/[^/]+$/);
    await expect(page.getByText('Blue Bottle Coffee').first()).toBeVisible();
    const path = page.getByTestId('card-path');
    await expect(path.locator('[data-step]')).toHaveText([
      /^Held €12\.40/,
      /^Paid €12\.40/,
      /^Refunded €2\.00/,
    ]);
    await expectNoRawKeys(page, 'the card payment');

    // The statement lists the card's debit and its two top-ups, one row each (the card's side of
    // a top-up is a row of the card's own history only): a row shows what reached the card, its
    // page the activation fee on top (43.00 + 7.00 = the 50.00 that left the balance), the second
    // one's none.
    await page.goto('/balances/statement');
    await expect(page.getByText('Blue Bottle Coffee').first()).toBeVisible();
    await expectNoRawKeys(page, 'the statement');
    const topUps = page.getByRole('link').filter({ hasText: 'Payment card top-up' });
    await expect(topUps).toHaveCount(2);
    await expect(page.getByRole('link').filter({ hasText: 'Transfer received' })).toHaveCount(0);
    const cardTopUp = (amount: string) =>
      topUps
        .filter({ hasText: `·· ${last4}` })
        .filter({ hasText: new RegExp(`[–-]\\s*€${amount.replace('.', '\\.')}`) });
    await cardTopUp('43.00').click();
    await page.getByRole('link', { name: 'Transaction details' }).click();
    const fee = page.getByText('Fee', { exact: true }).locator('..');
    await expect(fee).toContainText('€7.00');
    await page.goto('/balances/statement');
    await cardTopUp('10.00').click();
    await page.getByRole('link', { name: 'Transaction details' }).click();
    await expect(page.getByText('€10.00').first()).toBeVisible();
    await expect(page.getByText('€7.00')).toHaveCount(0);

    // A USD spend converts from the card's EUR balance at the rate shown on its leg.
    await page.goto(`/balances/${cardProfileId}/settings`);
    const dollars = await network.authorize('5.00', 'USD', {
      merchant_name: 'Kindle Store',
      merchant_category: 'retail',
    });
    expect(dollars.approved).toBe(true);
    const kindle = page.getByTestId('card-authorization').filter({ hasText: 'Kindle Store' });
    await expect(kindle).toContainText('$5.00');
    const leg = kindle.getByText(/from your EUR balance at 1 EUR = [\d.]+ USD/);
    await expect(leg).toBeVisible();
    const [, legEur = '', rate = ''] =
      /€([\d.]+) from your EUR balance at 1 EUR = ([\d.]+) USD/.exec((await leg.textContent()) ?? '') ?? [];
    // The euros held are the dollars at the shown rate, rounded up to the cent; the rate is shown
    // to a few decimals, so the euros lie between what its rounding's two ends give.
    const half = 0.5 * 10 ** -(rate.split('.')[1]?.length ?? 0);
    const eurosAt = (dollarsPerEuro: number) => Math.ceil((5 / dollarsPerEuro) * 100 - 1e-9) / 100;
    expect(Number(legEur)).toBeGreaterThanOrEqual(eurosAt(Number(rate) + half));
    expect(Number(legEur)).toBeLessThanOrEqual(eurosAt(Number(rate) - half));

    // Locked: the next authorization declines with its reason in plain words.
    await page.getByRole('button', { name: 'Lock card' }).click();
    await expectSummary(page, 'Status', 'Locked');
    const declined = await network.authorize('3.00', 'EUR', {
      merchant_name: 'Piekarnia',
      merchant_category: 'retail',
    });
    expect(declined.approved).toBe(false);
    const bakery = page.getByTestId('card-authorization').filter({ hasText: 'Piekarnia' });
    await expect(bakery).toHaveAttribute('data-status', 'declined');
    await expect(bakery).toContainText(
      "The card is locked. Unlock it in the card's settings to pay with it.",
    );

    // Terminated with the typed last four: final, no unlock offered.
    await page.getByRole('button', { name: 'Terminate card' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Terminate the card?' });
    await expect(dialog).toContainText(`Type the last four digits, ${last4}, to confirm`);
    const confirm = dialog.getByRole('button', { name: 'Terminate card' });
    await dialog.getByLabel('Last four digits').fill('0000' === last4 ? '1111' : '0000');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Last four digits').fill(last4);
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expectSummary(page, 'Status', 'Terminated');
    await expect(page.getByText('This card is terminated for good. Its history stays here.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Unlock card|Lock card|Terminate card/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('web: the card screens in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('the order and the card page speak Polish, no raw catalogue key shows', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tokens = await signUpByApi(request, uniqueEmail('e2e-card-polish'));
    await verifyLevel(request, tokens, 'verified');
    await fundEuros(request, tokens);
    await storeWebSession(page, tokens);

    await page.goto('/balances/book-card');
    const form = page.getByRole('form', { name: 'Zamówienie karty' });
    await expect(form).toBeVisible();
    await expectNoRawKeys(page, 'the order (pl)');
    await form.getByRole('radio', { name: 'EUR' }).check();
    await expect(form).toContainText('7,00');
    await form.getByLabel('Imię i nazwisko na karcie').fill('Olena Kovalenko');
    await form.getByLabel('Nazwa karty').fill('Codzienna');
    await page.getByRole('button', { name: 'Wydaj kartę' }).click();
    await expect(page).toHaveURL(CARD_PAGE, { timeout: 15_000 });
    await expect(page.getByTestId('card-settings')).toBeVisible();
    await expectNoRawKeys(page, 'the card page (pl)');
  });
});
