import type { APIRequestContext } from '@playwright/test';
import { type StoredTokens, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';
import { fundEuros } from '../support/transactions';
import { verifyLevel } from '../support/verification';
import { collectPageErrors } from '../support/withdraw-money';
import { cardNetwork, moneyProfileOf } from './card-journey.test-kit';

const API = '/api/client/v1';

/** A verified user's active EUR card with 43.00 on it (50 in, the 7.00 activation fee out); answers its id. */
async function activeCard(request: APIRequestContext, tokens: StoredTokens): Promise<string> {
  await verifyLevel(request, tokens, 'verified');
  await fundEuros(request, tokens);
  const headers = {
    Authorization: `Bearer ${tokens.accessToken}`,
    'Profile-Id': await moneyProfileOf(request, tokens),
  };
  const issued = await request.post(`${API}/payment-cards`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { currency: 'EUR', design: 'classic', cardholder_name: 'FERRY TESTER', card_name: 'Travel' },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  const card = (await issued.json()) as { id: string };
  const topUp = await request.post(`${API}/payment-cards/${card.id}/top-ups`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: '50' },
  });
  expect(topUp.ok(), await topUp.text()).toBe(true);
  return card.id;
}

test('the balances screen’s card panel follows the network live: a hold shows, and its release by the merchant gives the money back on screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const tokens = await signUpByApi(request, uniqueEmail('e2e-card-panel-live'));
  const cardId = await activeCard(request, tokens);
  await storeWebSession(page, tokens);
  await page.goto('/balances');
  const panel = page.getByTestId('card-panel');
  await expect(panel).toContainText('€43.00');
  await expect(page.getByText('No payments with this card yet')).toBeVisible();

  const network = cardNetwork(request, cardId);
  const coffee = await network.authorize('12.40', 'EUR');
  expect(coffee.approved).toBe(true);
  const spend = page.getByTestId('card-recent-spend').filter({ hasText: 'Blue Bottle Coffee' });
  await expect(spend).toHaveAttribute('data-status', 'pending');
  await expect(panel).toContainText('€30.60');

  // The merchant gives part of the hold back: the rest stays held, the card's money moves at once.
  expect((await network.reverse(coffee.authorization_id, '2.40')).outcome).toBe('applied');
  await expect(panel).toContainText('€33.00');
  await expect(spend).toHaveAttribute('data-status', 'pending');

  // Then all of it: released, the whole 43.00 back, with no reload.
  expect((await network.reverse(coffee.authorization_id)).outcome).toBe('applied');
  await expect(spend).toHaveAttribute('data-status', 'reversed');
  await expect(spend).toContainText('Released');
  await expect(panel).toContainText('€43.00');
  await expect(page.getByRole('link', { name: 'All payments' })).toBeVisible();
  expect(errors).toEqual([]);
});
