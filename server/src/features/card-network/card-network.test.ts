import { listCardAuthorizations } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  driveCardAtmWithdrawal,
  driveCardAuthorization,
  driveCardBalanceInquiry,
  driveCardCapture,
  driveCardCashback,
  driveCardExpiry,
  driveCardForcePost,
  driveCardIncrement,
  driveCardRefund,
  driveCardReversal,
} from './card-network.contracts';

let testApp: CardNetworkApp;
let clockMs = Date.parse('2026-11-28T12:00:00Z');
const DAY_MS = 86_400_000;

beforeAll(async () => {
  testApp = await createCardNetworkApp({ nowMs: () => clockMs });
});
afterAll(async () => {
  await testApp.dispose();
});

async function eurCard(balanceMinor: bigint, options: Parameters<typeof testCard>[2] = {}) {
  const owner = await cardOwner(testApp, { USD: 50_000n });
  const card = await testCard(testApp, owner, { balanceMinor, ...options });
  return { owner, card };
}

function authorize(card: TestCard, amount: string, extra: Record<string, unknown> = {}) {
  return testApp.client.ok(driveCardAuthorization, {
    body: {
      card_id: card.id,
      amount,
      currency: 'EUR',
      merchant_name: 'Corner Coffee',
      merchant_category: 'restaurants',
      ...extra,
    },
  });
}

async function transactionsOf(profileId: string) {
  return testApp.context.db
    .selectFrom('transactions')
    .select(['type', 'status', 'amount', 'currency', 'parent_id'])
    .where('profile_id', '=', profileId)
    .orderBy('created_at')
    .orderBy('id')
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

describe('real-time authorization', () => {
  it('approves a 12.40 EUR coffee, holds it on the card at once and lists it pending', async () => {
    const { owner, card } = await eurCard(5_000n);
    const answer = await authorize(card, '12.40');
    expect(answer).toMatchObject({ approved: true, amount: '12.4', currency: 'EUR', is_timed_out: false });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_760n, held: 1_240n } });
    expect(await transactionsOf(card.profileId)).toMatchObject([
      { type: 'CARD_DEBIT', status: 'WAIT', amount: '1240', currency: 'EUR' },
    ]);
    const headers = { Authorization: `Bearer ${owner.login.access_token}` };
    const history = await testApp.client.ok(listCardAuthorizations, {
      params: { cardId: card.id },
      headers: { ...headers, 'X-Profile-Id': owner.ownerProfileId },
    });
    expect(history.authorizations).toMatchObject([
      {
        id: answer.authorization_id,
        status: 'pending',
        amount: '12.4',
        merchant_name: 'Corner Coffee',
        legs: [{ currency: 'EUR', amount: '12.4', rate: null }],
      },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('lists only the newest `limit` authorizations (never a reversal that came before its authorization), and refuses a limit out of 1..50 with VALIDATION_ERROR', async () => {
    const { owner, card } = await eurCard(5_000n);
    const ids = [];
    for (const amount of ['1.00', '2.00', '3.00', '4.00']) {
      // A second apart, so newest-first is the order they were made in.
      clockMs += 1_000;
      ids.push((await authorize(card, amount)).authorization_id);
    }
    // A reversal ahead of its authorization closes an id and held nothing: no payment to list or count.
    clockMs += 1_000;
    const early = await testApp.client.ok(driveCardReversal, {
      params: { authorizationId: `auth_${crypto.randomUUID()}` },
      body: { card_id: card.id },
    });
    expect(early.outcome).toBe('applied:reversed_before_authorization');
    const headers = {
      Authorization: `Bearer ${owner.login.access_token}`,
      'X-Profile-Id': owner.ownerProfileId,
    };
    const newest = await testApp.client.ok(listCardAuthorizations, {
      params: { cardId: card.id },
      query: { limit: 3 },
      headers,
    });
    expect(newest.authorizations.map((row) => row.id)).toEqual(ids.slice(1).reverse());
    for (const search of ['limit=0', 'limit=51', 'limit=two', 'limit=1.5']) {
      const refused = await testApp.client.call(listCardAuthorizations, {
        params: { cardId: card.id },
        search,
        headers,
      });
      expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it.each([
    ['a locked card', { state: 'locked' as const }, '5.00', 'card_locked'],
    ['a card not activated', { state: 'notActivated' as const }, '5.00', 'card_inactive'],
    ['a terminated card', { state: 'terminated' as const }, '5.00', 'card_terminated'],
    ['a blocked category', { blockedCategories: ['restaurants'] }, '5.00', 'category_blocked'],
    [
      'above the per-authorization maximum',
      { perAuthorizationMaxMinor: 1_000n },
      '10.01',
      'per_authorization_limit',
    ],
    ['more than the card has', {}, '50.01', 'insufficient_funds'],
  ])('declines %s with its reason and holds nothing', async (_name, options, amount, reason) => {
    const { card } = await eurCard(5_000n, options);
    const answer = await authorize(card, amount);
    expect(answer).toMatchObject({ approved: false, amount: '0', decline_reason: reason });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    const row = await testApp.context.db
      .selectFrom('card_authorizations')
      .select(['status', 'decline_reason'])
      .where('id', '=', answer.authorization_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'declined', decline_reason: reason });
  });

  it('declines above what the owner’s level still lets out, and approves within it with a partial approval', async () => {
    const { card } = await eurCard(50_000n);
    testApp.level.current = 'starter';
    try {
      // The starter level lets 200 EUR out a day.
      expect(await authorize(card, '200.01')).toMatchObject({
        approved: false,
        decline_reason: 'limit_exceeded',
      });
      expect(await authorize(card, '250', { partial_approval_allowed: true })).toMatchObject({
        approved: true,
        amount: '200',
      });
    } finally {
      testApp.level.current = 'full';
    }
  });

  it('tells the owner a spend and a decline through the notify port, once each', async () => {
    const { card } = await eurCard(5_000n, { blockedCategories: ['gambling'] });
    const before = testApp.notices.length;
    const spend = await authorize(card, '3.00');
    await authorize(card, '3.00', { event_id: spend.event_id, authorization_id: spend.authorization_id });
    await authorize(card, '4.00', { merchant_category: 'gambling' });
    expect(testApp.notices.slice(before).map((notice) => [notice.kind, notice.amount])).toEqual([
      ['cardSpent', '3'],
      ['cardDeclined', '4'],
    ]);
  });

  it('approves part of a spend when the merchant allows a partial approval', async () => {
    const { card } = await eurCard(3_000n);
    const answer = await authorize(card, '45.00', { partial_approval_allowed: true });
    expect(answer).toMatchObject({ approved: true, amount: '30' });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 0n, held: 3_000n } });
  });

  it('converts a USD spend from the EUR card balance at the live quote, the rate on the leg', async () => {
    const { card } = await eurCard(5_000n);
    const answer = await authorize(card, '10.00', { currency: 'USD' });
    expect(answer).toMatchObject({ approved: true, amount: '10', currency: 'USD' });
    const row = await testApp.context.db
      .selectFrom('card_authorizations')
      .select('legs')
      .where('id', '=', answer.authorization_id)
      .executeTakeFirstOrThrow();
    const [leg] = row.legs;
    expect(leg).toMatchObject({ currency: 'EUR', covers: '1000' });
    expect(Number(leg?.rate)).toBeGreaterThan(0);
    const held = (await balancesOf(testApp, card.profileId)).EUR?.held ?? 0n;
    expect(held).toBe(BigInt(leg?.held ?? '0'));
    expect(held).toBeGreaterThan(0n);
    await expectLedgerBalanced(testApp);
  });

  it('spends the owner’s USD balance for a USD spend when the card draws on it first', async () => {
    const { owner, card } = await eurCard(5_000n, { spendFrom: ['USD', 'EUR'] });
    const answer = await authorize(card, '20.00', { currency: 'USD' });
    expect(answer.approved).toBe(true);
    expect((await balancesOf(testApp, owner.ownerProfileId)).USD).toEqual({
      available: 48_000n,
      held: 2_000n,
    });
    expect((await balancesOf(testApp, card.profileId)).EUR).toEqual({ available: 5_000n, held: 0n });
  });

  it('answers a replayed authorization as the first time and holds once', async () => {
    const { card } = await eurCard(5_000n);
    const first = await authorize(card, '7.00', {
      event_id: 'evt_replay_1',
      authorization_id: 'auth_replay_1',
    });
    const again = await authorize(card, '7.00', {
      event_id: 'evt_replay_1',
      authorization_id: 'auth_replay_1',
    });
    expect(again).toMatchObject({ approved: first.approved, amount: first.amount });
    // The same authorization id under a new event id is refused: it never holds twice.
    const reused = await authorize(card, '7.00', {
      event_id: 'evt_replay_2',
      authorization_id: 'auth_replay_1',
    });
    expect(reused).toMatchObject({ approved: false, decline_reason: 'authorization_exists' });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 4_300n, held: 700n } });
  });

  it('holds more on an incremental authorization and tells the balance on an inquiry', async () => {
    const { card } = await eurCard(5_000n);
    const first = await authorize(card, '10.00');
    const more = await testApp.client.ok(driveCardIncrement, {
      params: { authorizationId: first.authorization_id },
      body: { card_id: card.id, amount: '5.00', currency: 'EUR' },
    });
    expect(more).toMatchObject({ approved: true, amount: '5' });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_500n, held: 1_500n } });
    const inquiry = await testApp.client.ok(driveCardBalanceInquiry, { body: { card_id: card.id } });
    expect(inquiry).toMatchObject({ balance: '35', currency: 'EUR' });
    const { card: locked } = await eurCard(5_000n, { state: 'locked' });
    expect(await testApp.client.ok(driveCardBalanceInquiry, { body: { card_id: locked.id } })).toMatchObject({
      balance: null,
    });
    await expectLedgerBalanced(testApp);
  });
});

describe('the hold’s lifecycle in the ledger', () => {
  it('captures into the CARD_DEBIT, refunds 2.00 as CARD_REFUND and pays cashback as CARD_BONUS', async () => {
    const { card } = await eurCard(5_000n);
    const clearingBefore = await testApp.context.ledger.houseBalance(
      testApp.context.db,
      'provider_clearing',
      'EUR',
      'card-network',
    );
    const { authorization_id } = await authorize(card, '12.40');
    const capture = await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id, amount: '12.40', event_id: `cap_${authorization_id}` },
    });
    expect(capture.outcome).toBe('applied');
    // The network's retry of the same capture posts nothing.
    const retried = await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id, amount: '12.40', event_id: `cap_${authorization_id}` },
    });
    expect(retried.outcome).toBe('duplicate');
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_760n, held: 0n } });
    const clearingAfter = await testApp.context.ledger.houseBalance(
      testApp.context.db,
      'provider_clearing',
      'EUR',
      'card-network',
    );
    expect(clearingAfter - clearingBefore).toBe(1_240n);

    const refund = await testApp.client.ok(driveCardRefund, {
      body: { card_id: card.id, amount: '2.00', currency: 'EUR', authorization_id },
    });
    expect(refund.outcome).toBe('applied');
    const cashback = await testApp.client.ok(driveCardCashback, {
      body: { card_id: card.id, authorization_id },
    });
    expect(cashback.outcome).toBe('applied');
    // 0.5 % of what the card paid (12.40 less the 2.00 refunded), cut to whole cents: 0.05.
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_965n, held: 0n } });
    expect(await transactionsOf(card.profileId)).toMatchObject([
      { type: 'CARD_DEBIT', status: 'DONE', amount: '1240' },
      { type: 'CARD_REFUND', status: 'DONE', amount: '200' },
      { type: 'CARD_BONUS', status: 'DONE', amount: '5' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('over-captures beyond the balance into an overdraft the card owes, never a negative balance', async () => {
    const { card } = await eurCard(2_000n);
    const { authorization_id } = await authorize(card, '15.00');
    await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id, amount: '25.00' },
    });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 0n, held: 0n } });
    expect(await owedOf(card.id)).toEqual({ EUR: 500n });
    expect(
      await testApp.context.ledger.houseBalance(testApp.context.db, 'suspense', 'EUR', 'card-overdraft'),
    ).toBeLessThanOrEqual(-500n);
    await expectLedgerBalanced(testApp);
  });

  it('over-captures a converted USD spend on the EUR balance it drew on, at the leg’s rate', async () => {
    const { card } = await eurCard(2_000n);
    const answer = await authorize(card, '10', { currency: 'USD' });
    expect(answer.approved).toBe(true);
    const heldEur = (await balancesOf(testApp, card.profileId)).EUR?.held ?? 0n;
    await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: answer.authorization_id },
      body: { card_id: card.id, amount: '40' },
    });
    const after = await balancesOf(testApp, card.profileId);
    expect(after.EUR).toEqual({ available: 0n, held: 0n });
    // Four times the spend is about four times the EUR it held, beyond the 20.00 the card had.
    const owed = (await owedOf(card.id)).EUR ?? 0n;
    expect(owed + 2_000n).toBeGreaterThanOrEqual(heldEur * 4n - 4n);
    expect(owed + 2_000n).toBeLessThanOrEqual(heldEur * 4n + 4n);
    await expectLedgerBalanced(testApp);
  });

  it('force-posts a spend never authorized, taking the rest as an overdraft', async () => {
    const { card } = await eurCard(1_000n);
    const posted = await testApp.client.ok(driveCardForcePost, {
      body: { card_id: card.id, amount: '12.00', currency: 'EUR' },
    });
    expect(posted.outcome).toBe('applied:overdraft');
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 0n, held: 0n } });
    expect(await owedOf(card.id)).toEqual({ EUR: 200n });
    expect(await transactionsOf(card.profileId)).toMatchObject([
      { type: 'CARD_DEBIT', status: 'DONE', amount: '1200' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('reverses part of a hold, then the rest, and the CARD_DEBIT is cancelled', async () => {
    const { card } = await eurCard(5_000n);
    const { authorization_id } = await authorize(card, '20.00');
    await testApp.client.ok(driveCardReversal, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id, amount: '5.00' },
    });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_500n, held: 1_500n } });
    await testApp.client.ok(driveCardReversal, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id },
    });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    expect(await transactionsOf(card.profileId)).toMatchObject([{ type: 'CARD_DEBIT', status: 'CANCELLED' }]);
    await expectLedgerBalanced(testApp);
  });

  it('expires a hold after 7 days (the sweep, and the network’s own expiry once) and a late capture still posts', async () => {
    const { card } = await eurCard(5_000n);
    const { authorization_id } = await authorize(card, '30.00');
    const early = await testApp.client.ok(driveCardExpiry, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id },
    });
    expect(early.outcome).toBe('retry:not_yet_expired');
    clockMs += 7 * DAY_MS + 1_000;
    expect(await testApp.worker('card-authorization-expiry').runOnce()).toBeGreaterThanOrEqual(1);
    const again = await testApp.client.ok(driveCardExpiry, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id },
    });
    expect(again.outcome).toBe('ignored:not_pending');
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    const late = await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id, amount: '30.00' },
    });
    expect(late.outcome).toMatch(/^applied/);
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 2_000n, held: 0n } });
    expect(await transactionsOf(card.profileId)).toMatchObject([
      { type: 'CARD_DEBIT', status: 'EXPIRED' },
      { type: 'CARD_DEBIT', status: 'DONE', amount: '3000' },
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('credits an unlinked refund as CARD_CREDIT and pays an ATM withdrawal as CARD_WITHDRAWAL', async () => {
    const { card } = await eurCard(5_000n);
    const credit = await testApp.client.ok(driveCardRefund, {
      body: { card_id: card.id, amount: '3.00', currency: 'EUR' },
    });
    expect(credit.outcome).toBe('applied');
    const atm = await testApp.client.ok(driveCardAtmWithdrawal, {
      body: { card_id: card.id, amount: '40.00', currency: 'EUR' },
    });
    expect(atm).toMatchObject({ approved: true, capture_outcome: 'applied' });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 1_300n, held: 0n } });
    expect(await transactionsOf(card.profileId)).toMatchObject([
      { type: 'CARD_CREDIT', status: 'DONE', amount: '300' },
      { type: 'CARD_WITHDRAWAL', status: 'DONE', amount: '4000' },
    ]);
    await expectLedgerBalanced(testApp);
  });
});

describe('what the network sends that is wrong', () => {
  it('refuses an unsigned or forged message with 401 and a body not of the network’s shape with 400', async () => {
    const path = '/api/webhooks/card-network/authorizations';
    const unsigned = await testApp.app.request(path, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
    const forged = await testApp.app.request(path, {
      method: 'POST',
      body: '{}',
      headers: { 'X-Card-Network-Signature': `t=${Math.floor(clockMs / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(forged.status).toBe(401);
    const events = await testApp.app.request('/api/webhooks/card-network/events', {
      method: 'POST',
      body: 'nope',
    });
    expect(events.status).toBe(401);
  });

  it('answers a signed message of the wrong shape 400 and one about an unknown card without moving money', async () => {
    const send = (path: string, payload: unknown) => {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return testApp.app.request(path, {
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
    };
    expect((await send('/api/webhooks/card-network/authorizations', 'not json')).status).toBe(400);
    expect((await send('/api/webhooks/card-network/authorizations', { amount: '-1' })).status).toBe(400);
    expect((await send('/api/webhooks/card-network/events', { type: 'capture' })).status).toBe(400);
    const unknown = await send('/api/webhooks/card-network/events', {
      event_id: `evt_${crypto.randomUUID()}`,
      type: 'capture',
      card_token: 'sbx_card_nobody',
      authorization_id: 'auth_nobody',
      amount: '100',
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ outcome: 'ignored:unknown_card' });
  });

  it('never holds twice for an authorization id another card already used, nor moves it from that card', async () => {
    const { card: first } = await eurCard(5_000n);
    const { card: second } = await eurCard(5_000n);
    const { authorization_id } = await authorize(first, '10.00');
    expect(await authorize(second, '10.00', { authorization_id })).toMatchObject({
      approved: false,
      decline_reason: 'authorization_exists',
    });
    const capture = await testApp.client.ok(driveCardCapture, {
      params: { authorizationId: authorization_id },
      body: { card_id: second.id, amount: '10.00' },
    });
    expect(capture.outcome).toBe('ignored:unknown_authorization');
    expect(await balancesOf(testApp, first.profileId)).toEqual({ EUR: { available: 4_000n, held: 1_000n } });
    expect(await balancesOf(testApp, second.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    await expectLedgerBalanced(testApp);
  });

  it('answers a drive route for an unknown card or a bad amount without a 500', async () => {
    const unknown = await testApp.client.call(driveCardAuthorization, {
      body: { card_id: crypto.randomUUID(), amount: '1', currency: 'EUR' },
    });
    expect(unknown.status).toBe(404);
    const { card } = await eurCard(1_000n);
    const tooPrecise = await testApp.client.call(driveCardAuthorization, {
      body: { card_id: card.id, amount: '1.001', currency: 'EUR' },
    });
    expect(tooPrecise.status).toBe(400);
    const unknownAuthorization = await testApp.client.call(driveCardCapture, {
      params: { authorizationId: 'auth_nobody' },
      body: { card_id: card.id, amount: '1.00' },
    });
    expect(unknownAuthorization.status).toBe(404);
  });
});
