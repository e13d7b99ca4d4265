import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAccounts } from '../../compose-card-network-ports';
import { unrestrictedLevelSource } from '../../level-limits/level-source-port';
import {
  type CardNetworkApp,
  cardOwner,
  createCardNetworkApp,
  testCard,
} from '../../test-support/card-network.test-kit';
import { statementCounter } from '../../test-support/statement-counter';
import { createCardAuthorizer } from './authorize-card';
import { createCardNotices } from './card-notices';

let testApp: CardNetworkApp;
beforeAll(async () => {
  testApp = await createCardNetworkApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const coffee = { name: 'Corner Coffee', category: 'restaurants', country: null };

async function countStatements(input: {
  amount: string;
  currency: string;
  /** The decision starts this long after the request arrived. */
  waitedMs?: number;
}) {
  const owner = await cardOwner(testApp);
  const target = await testCard(testApp, owner, { balanceMinor: 5_000n });
  const counter = statementCounter();
  const ports = { cards: createCardAccounts(), notify: async () => {}, levelSource: unrestrictedLevelSource };
  const ctx = { ...testApp.context, db: testApp.context.db.withPlugin(counter.plugin) };
  const authorizer = createCardAuthorizer({
    ctx,
    ports,
    notices: createCardNotices({ notify: ports.notify, ledger: ctx.ledger }),
    monotonicMs: () => input.waitedMs ?? 0,
  });
  const request = {
    event_id: `evt_${crypto.randomUUID()}`,
    type: 'authorization' as const,
    authorization_id: `auth_${crypto.randomUUID()}`,
    card_token: target.token,
    kind: 'purchase' as const,
    amount: input.amount,
    currency: input.currency,
    merchant: coffee,
    partial_approval_allowed: false,
  };
  const { outcome, answer } = await authorizer.authorize(request, 0);
  return { outcome, answer, statements: counter.seen.length, request };
}

// Each statement is a round trip under the card's and the owner's locks (BEGIN and COMMIT come on
// top). Before issue 28's speed-up an approval sent 17, a converted one 20 and a decline 9: the
// event lookup, the profile lock, the authorization lookup and four balance reads went one by one;
// then the hold's posting and its row, and the owner's and the card's level usage, went apart.
// The level usage now comes with the one read after the locks. These ports plan no notice, so
// every decision here takes the locked path; with the app's ports an approval takes two statements
// in all (compose-card-authorization-one-call.test.ts).
describe('the statements one authorization decision sends', () => {
  it('approves in 6: both locks at once, one read (event, id, balances, top-up, the level usage of owner and card), the transaction and its announcement, the hold with its row, the authorization with its event', async () => {
    const approved = await countStatements({ amount: '1240', currency: 'EUR' });
    expect(approved.outcome).toBe('approved');
    expect(approved.statements).toBe(6);
  });

  it('approves a converted USD spend in 9 (the live quote reads 3)', async () => {
    const converted = await countStatements({ amount: '500', currency: 'USD' });
    expect(converted.outcome).toBe('approved');
    expect(converted.statements).toBe(9);
  });

  it('declines short funds in 3, holding nothing', async () => {
    const declined = await countStatements({ amount: '9000', currency: 'EUR' });
    expect(declined.outcome).toBe('declined:insufficient_funds');
    expect(declined.statements).toBe(3);
  });

  it('declines a blocked category in 3: no balance, level usage or rate is read', async () => {
    const owner = await cardOwner(testApp);
    const target = await testCard(testApp, owner, { balanceMinor: 5_000n });
    await testApp.context.db
      .updateTable('payment_cards')
      .set({ blocked_categories: ['restaurants'] })
      .where('id', '=', target.id)
      .execute();
    const counter = statementCounter();
    const ports = {
      cards: createCardAccounts(),
      notify: async () => {},
      levelSource: unrestrictedLevelSource,
    };
    const ctx = { ...testApp.context, db: testApp.context.db.withPlugin(counter.plugin) };
    const authorizer = createCardAuthorizer({
      ctx,
      ports,
      notices: createCardNotices({ notify: ports.notify, ledger: ctx.ledger }),
    });
    const { outcome } = await authorizer.authorize({
      event_id: `evt_${crypto.randomUUID()}`,
      type: 'authorization',
      authorization_id: `auth_${crypto.randomUUID()}`,
      card_token: target.token,
      kind: 'purchase',
      amount: '1240',
      currency: 'EUR',
      merchant: coffee,
      partial_approval_allowed: false,
    });
    expect(outcome).toBe('declined:category_blocked');
    expect(counter.seen).toHaveLength(3);
  });

  it('sheds a request that waited too long to be answered in time: no statement at all, no hold, no event', async () => {
    const shed = await countStatements({ amount: '1240', currency: 'EUR', waitedMs: 1_800 });
    expect(shed).toMatchObject({ outcome: 'shed', statements: 0 });
    expect(shed.answer).toMatchObject({ approved: false, decline_reason: 'issuer_timeout' });
    const event = await testApp.context.db
      .selectFrom('card_network_events')
      .select('event_id')
      .where('event_id', '=', shed.request.event_id)
      .executeTakeFirst();
    expect(event).toBeUndefined();
    const authorization = await testApp.context.db
      .selectFrom('card_authorizations')
      .select('id')
      .where('id', '=', shed.request.authorization_id)
      .executeTakeFirst();
    expect(authorization).toBeUndefined();
  });
});
