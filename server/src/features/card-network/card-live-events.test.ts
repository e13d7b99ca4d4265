import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CardNetworkApp,
  cardOwner,
  createCardNetworkApp,
  type TestCard,
  testCard,
} from '../../test-support/card-network.test-kit';
import {
  driveCardAuthorization,
  driveCardCapture,
  driveCardExpiry,
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

async function ownedCard() {
  const owner = await cardOwner(testApp);
  const card = await testCard(testApp, owner, { balanceMinor: 10_000n });
  return { owner, card };
}

async function authorize(card: TestCard, amount: string) {
  const answer = await testApp.client.ok(driveCardAuthorization, {
    body: {
      card_id: card.id,
      amount,
      currency: 'EUR',
      merchant_name: 'Corner Coffee',
      merchant_category: 'restaurants',
    },
  });
  return answer.authorization_id;
}

/** The live events the user's socket would receive, in order, as topic and transaction status. */
async function liveEventsOf(userId: string) {
  const rows = await testApp.context.db
    .selectFrom('outbox_events')
    .select(['seq', 'topic', 'payload'])
    .where('user_id', '=', userId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => {
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as {
      transaction?: { status?: string; amount?: string };
    };
    return { topic: row.topic, status: payload.transaction?.status ?? null };
  });
}

/** What `act` publishes to the user, and nothing to anyone else. */
async function publishedBy(userId: string, bystanderId: string, act: () => Promise<unknown>) {
  const before = (await liveEventsOf(userId)).length;
  const bystanderBefore = (await liveEventsOf(bystanderId)).length;
  await act();
  expect((await liveEventsOf(bystanderId)).length).toBe(bystanderBefore);
  return (await liveEventsOf(userId)).slice(before);
}

describe('the live events of a released hold', () => {
  it('a capture tells the owner once (the baseline a release is held to)', async () => {
    const { owner, card } = await ownedCard();
    const { userId: bystander } = await cardOwner(testApp);
    const authorizationId = await authorize(card, '12.40');
    const events = await publishedBy(owner.userId, bystander, () =>
      testApp.client.ok(driveCardCapture, {
        params: { authorizationId },
        body: { card_id: card.id, amount: '12.40' },
      }),
    );
    expect(events).toEqual([{ topic: 'transaction.changed', status: 'DONE' }]);
  });

  it('a full reversal tells the owner once, and its redelivery not again', async () => {
    const { owner, card } = await ownedCard();
    const { userId: bystander } = await cardOwner(testApp);
    const authorizationId = await authorize(card, '20.00');
    const reverse = () =>
      testApp.client.ok(driveCardReversal, { params: { authorizationId }, body: { card_id: card.id } });
    expect(await publishedBy(owner.userId, bystander, reverse)).toEqual([
      { topic: 'transaction.changed', status: 'CANCELLED' },
    ]);
    expect(await publishedBy(owner.userId, bystander, reverse)).toEqual([]);
  });

  it('a partial reversal, which leaves the rest held, tells the owner once too', async () => {
    const { owner, card } = await ownedCard();
    const { userId: bystander } = await cardOwner(testApp);
    const authorizationId = await authorize(card, '20.00');
    const events = await publishedBy(owner.userId, bystander, () =>
      testApp.client.ok(driveCardReversal, {
        params: { authorizationId },
        body: { card_id: card.id, amount: '5.00' },
      }),
    );
    expect(events).toEqual([{ topic: 'transaction.changed', status: 'WAIT' }]);
  });

  it('the 7-day expiry sweep tells the owner once; a second sweep and the network’s own expiry not again', async () => {
    const { owner, card } = await ownedCard();
    const { userId: bystander } = await cardOwner(testApp);
    const authorizationId = await authorize(card, '30.00');
    clockMs += 7 * DAY_MS + 1_000;
    const sweep = () => testApp.worker('card-authorization-expiry').runOnce();
    expect(await publishedBy(owner.userId, bystander, sweep)).toEqual([
      { topic: 'transaction.changed', status: 'EXPIRED' },
    ]);
    expect(await publishedBy(owner.userId, bystander, sweep)).toEqual([]);
    const networkExpiry = () =>
      testApp.client.ok(driveCardExpiry, { params: { authorizationId }, body: { card_id: card.id } });
    expect(await publishedBy(owner.userId, bystander, networkExpiry)).toEqual([]);
  });
});
