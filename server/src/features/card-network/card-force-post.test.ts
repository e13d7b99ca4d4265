import { DomainError, requiredFromMinor } from '@ferry/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SANDBOX_CARD_NETWORK_SECRET,
  signCardNetworkMessage,
} from '../../providers/card-network/card-network-wire';
import {
  balancesOf,
  type CardNetworkApp,
  cardOwner,
  createCardNetworkApp,
  expectLedgerBalanced,
  type TestCard,
  testCard,
} from '../../test-support/card-network.test-kit';
import { UNBOOKABLE_FORCE_POST_OUTCOME, UNPRICED_FORCE_POST_OUTCOME } from './book-unpriced-force-post';
import { driveCardAuthorization, driveCardReversal } from './card-network.contracts';

let testApp: CardNetworkApp;
const clockMs = Date.parse('2026-11-28T12:00:00Z');

beforeAll(async () => {
  testApp = await createCardNetworkApp({ nowMs: () => clockMs });
});
afterAll(async () => {
  await testApp.dispose();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The rates (and so every quote) fail for these currencies, as a market that stopped pricing them. */
function stopPricing(...codes: string[]) {
  const { rates } = testApp.context;
  const price = rates.price.bind(rates);
  vi.spyOn(rates, 'price').mockImplementation(async (from, to, atMs, side) => {
    if (codes.includes(from) || codes.includes(to))
      throw new DomainError('CONVERT_CURRENCY_UNAVAILABLE', { reason: 'no_rate' });
    return price(from, to, atMs, side);
  });
}

async function eurCard(balanceMinor: bigint) {
  const owner = await cardOwner(testApp);
  const card = await testCard(testApp, owner, { balanceMinor });
  return { owner, card };
}

/** The network's signed force post, as it arrives on the events endpoint. */
async function forcePost(card: TestCard, fields: Record<string, unknown>, eventId = crypto.randomUUID()) {
  const body = JSON.stringify({
    event_id: `evt_${eventId}`,
    type: 'force_post',
    card_token: card.token,
    merchant: { name: 'Hotel Kyiv', category: 'hotels' },
    ...fields,
  });
  const answer = await testApp.app.request('/api/webhooks/card-network/events', {
    method: 'POST',
    body,
    headers: {
      'X-Card-Network-Signature': signCardNetworkMessage(
        SANDBOX_CARD_NETWORK_SECRET,
        body,
        Math.floor(clockMs / 1000),
      ),
    },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { outcome: string }).outcome;
}

function cardDebitsOf(profileId: string) {
  return testApp.context.db
    .selectFrom('transactions')
    .select(['type', 'status', 'amount', 'currency', 'requisite'])
    .where('profile_id', '=', profileId)
    .where('type', '=', 'CARD_DEBIT')
    .execute();
}

async function owedOf(cardId: string) {
  const rows = await testApp.context.db
    .selectFrom('card_overdrafts')
    .select(['currency', 'owed'])
    .where('card_id', '=', cardId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.currency, BigInt(row.owed)]));
}

describe('a force post in a currency Ferry cannot price always posts', () => {
  it('posts the amount the network gives in the card’s currency', async () => {
    const { card } = await eurCard(5_000n);
    stopPricing('PLN');
    const outcome = await forcePost(card, { amount: '4300', currency: 'PLN', card_amount: '1000' });
    expect(outcome).toBe('applied');
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 4_000n, held: 0n } });
    expect(await cardDebitsOf(card.profileId)).toMatchObject([
      { status: 'DONE', amount: '1000', currency: 'EUR' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('posts a currency the ledger does not carry at all by the card’s amount, once per event id', async () => {
    const { card } = await eurCard(5_000n);
    const eventId = crypto.randomUUID();
    const fields = { amount: '990000', currency: 'XAU', card_amount: '1250' };
    expect(await forcePost(card, fields, eventId)).toBe('applied');
    expect(await forcePost(card, fields, eventId)).toBe('duplicate');
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_750n, held: 0n } });
    expect(await cardDebitsOf(card.profileId)).toHaveLength(1);
    await expectLedgerBalanced(testApp);
  });

  it('takes the rest beyond the card’s balance as an overdraft, as every force post', async () => {
    const { card } = await eurCard(500n);
    stopPricing('PLN');
    expect(await forcePost(card, { amount: '4300', currency: 'PLN', card_amount: '1000' })).toBe(
      'applied:overdraft',
    );
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 0n, held: 0n } });
    expect(await owedOf(card.id)).toEqual({ EUR: 500n });
    await expectLedgerBalanced(testApp);
  });

  it('without the card’s amount, converts at the last rate Ferry converted that currency at', async () => {
    const { card } = await eurCard(10_000n);
    const { authorization_id } = await testApp.client.ok(driveCardAuthorization, {
      body: {
        card_id: card.id,
        amount: '20.00',
        currency: 'PLN',
        merchant_name: 'Żabka',
        merchant_category: 'grocery_stores',
      },
    });
    await testApp.client.ok(driveCardReversal, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id },
    });
    const held = await testApp.context.db
      .selectFrom('card_authorizations')
      .select('legs')
      .where('id', '=', authorization_id)
      .executeTakeFirstOrThrow();
    const rate = held.legs.find((leg) => leg.currency === 'EUR')?.rate;
    expect(rate).toBeTruthy();
    stopPricing('PLN');
    expect(await forcePost(card, { amount: '4300', currency: 'PLN' })).toBe('applied');
    const eurMinor = requiredFromMinor(4_300n, { fromScale: 2, toScale: 2, rate: rate as string });
    expect(eurMinor).toBeGreaterThan(0n);
    expect(await balancesOf(testApp, card.profileId)).toEqual({
      EUR: { available: 10_000n - eurMinor, held: 0n },
    });
    expect(await cardDebitsOf(card.profileId)).toMatchObject([
      { status: 'CANCELLED', currency: 'PLN' },
      { status: 'DONE', amount: '4300', currency: 'PLN' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('with no rate at all, books it to the card-overdraft suspense in its own currency, owed by the card', async () => {
    const { card } = await eurCard(5_000n);
    stopPricing('UAH');
    const eventId = crypto.randomUUID();
    expect(await forcePost(card, { amount: '52000', currency: 'UAH' }, eventId)).toBe(
      UNPRICED_FORCE_POST_OUTCOME,
    );
    expect(await forcePost(card, { amount: '52000', currency: 'UAH' }, eventId)).toBe('duplicate');
    // The card's own balance is not touched at a made-up rate; the card owes the hryvnias.
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    expect(await owedOf(card.id)).toEqual({ UAH: 52_000n });
    const [debit] = await cardDebitsOf(card.profileId);
    expect(debit).toMatchObject({ status: 'DONE', amount: '52000', currency: 'UAH' });
    expect(debit?.requisite).toMatchObject({ booked_to: 'card_overdraft_suspense', reason: 'no_rate' });
    const event = await testApp.context.db
      .selectFrom('card_network_events')
      .select('outcome')
      .where('event_id', '=', `evt_${eventId}`)
      .executeTakeFirstOrThrow();
    expect(event.outcome).toBe(UNPRICED_FORCE_POST_OUTCOME);
    expect(testApp.notices.some((notice) => JSON.stringify(notice).includes(`evt_${eventId}`))).toBe(true);
    await expectLedgerBalanced(testApp);
  });

  it('keeps one in a currency the ledger does not carry and without the card’s amount for an operator', async () => {
    const { card } = await eurCard(5_000n);
    const eventId = crypto.randomUUID();
    expect(await forcePost(card, { amount: '100', currency: 'XAU' }, eventId)).toBe(
      UNBOOKABLE_FORCE_POST_OUTCOME,
    );
    expect(await forcePost(card, { amount: '100', currency: 'XAU' }, eventId)).toBe('duplicate');
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    expect(await cardDebitsOf(card.profileId)).toEqual([]);
    await expectLedgerBalanced(testApp);
  });
});
