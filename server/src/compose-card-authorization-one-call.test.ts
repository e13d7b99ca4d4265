/** The card network's one-call approval against its locked path, with the bot's own notice ports (composed here). */
import type { CardNotice } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAccounts } from './compose-card-network-ports';
import { createCardNotices as createBotCardNotices } from './features/bot-notifications/card-notices';
import { createCardAuthorizer } from './features/card-network/authorize-card';
import type { CardNetworkPorts, CardNoticePlanner } from './features/card-network/card-network-ports';
import { createCardNotices } from './features/card-network/card-notices';
import { createVerificationLevelSource } from './features/verification/verification-level-source';
import type { LevelSource } from './level-limits/level-source-port';
import { writtenBy } from './test-support/card-approval-written.test-kit';
import {
  balancesOf,
  type CardNetworkApp,
  cardOwner,
  createCardNetworkApp,
  expectLedgerBalanced,
  type TestCard,
  testCard,
} from './test-support/card-network.test-kit';
import { statementCounter } from './test-support/statement-counter';

let testApp: CardNetworkApp;
beforeAll(async () => {
  testApp = await createCardNetworkApp();
});
afterAll(async () => {
  await testApp.dispose();
});

const coffee = { name: 'Corner Coffee', category: 'restaurants', country: 'PL' };

// The bot's own notice ports: both paths write the notices' rows and events as the app does.
const botNotices = createBotCardNotices({ cardOf: async () => null });
const planNotice: CardNoticePlanner = botNotices.plan;

/** An authorizer over the test app: in one call when `isOneCall`, else on the locked path only. */
function authorizerFor(options: {
  isOneCall: boolean;
  levelSource?: LevelSource;
  monotonicMs?: () => number;
}) {
  const counter = statementCounter();
  const told: CardNotice[] = [];
  const ports: CardNetworkPorts = {
    cards: createCardAccounts(),
    notify: async (trx, notice, card) => {
      told.push(notice);
      await botNotices.notify(trx, notice, card);
    },
    levelSource: options.levelSource ?? { levelOf: async () => 'full', holdOf: async () => null },
    ...(options.isOneCall
      ? {
          planNotice: (notice, card) => {
            told.push(notice);
            return planNotice(notice, card);
          },
        }
      : {}),
  };
  const ctx = { ...testApp.context, db: testApp.context.db.withPlugin(counter.plugin) };
  const authorizer = createCardAuthorizer({
    ctx,
    ports,
    notices: createCardNotices({ notify: ports.notify, ledger: ctx.ledger }),
    // The question arrives at 0 and no time passes unless the test says.
    monotonicMs: options.monotonicMs ?? (() => 0),
  });
  return { authorizer, statements: counter.seen, told };
}

function requestFor(card: TestCard, amount: string, currency = 'EUR') {
  return {
    event_id: `evt_${crypto.randomUUID()}`,
    type: 'authorization' as const,
    authorization_id: `auth_${crypto.randomUUID()}`,
    card_token: card.token,
    kind: 'purchase' as const,
    amount,
    currency,
    merchant: coffee,
    partial_approval_allowed: false,
  };
}

describe('the approval in one call', () => {
  it('approves in two statements (the read and the call), where the locked path sends six and BEGIN and COMMIT', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    const oneCall = authorizerFor({ isOneCall: true });
    const { outcome } = await oneCall.authorizer.authorize(requestFor(card, '1240'), 0);
    expect(outcome).toBe('approved');
    expect(oneCall.statements).toHaveLength(2);
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_760n, held: 1_240n } });
  });

  it('reads the owner’s verification level in the same statement, and decides on it as the locked path does', async () => {
    const levelSource = createVerificationLevelSource(testApp.context.db);
    const outcomes = [];
    for (const [isOneCall, amount] of [
      [false, '1240'],
      [true, '1240'],
      [false, '900000'],
      [true, '900000'],
    ] as const) {
      const owner = await cardOwner(testApp);
      const card = await testCard(testApp, owner, { balanceMinor: 1_000_000n });
      const { authorizer, statements } = authorizerFor({ isOneCall, levelSource });
      const { outcome } = await authorizer.authorize(requestFor(card, amount), 0);
      if (isOneCall && outcome === 'approved') expect(statements).toHaveLength(2);
      outcomes.push(outcome);
    }
    // A new user's level lets a coffee out, not 9 000 EUR.
    expect(outcomes).toEqual(['approved', 'approved', 'declined:limit_exceeded', 'declined:limit_exceeded']);
  });

  it('writes what the locked path writes: the CARD_DEBIT and its history, the hold, the authorization and its event, the notices and the events', async () => {
    // The same spend on two cards alike, one each way; the second crosses the low-balance line.
    const written = [];
    for (const isOneCall of [false, true]) {
      const owner = await cardOwner(testApp);
      const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
      const { authorizer, statements } = authorizerFor({ isOneCall });
      const request = requestFor(card, '4950');
      const { answer, outcome } = await authorizer.authorize(request, 0);
      expect({ answer, outcome }).toEqual({
        answer: { approved: true, amount: '4950', currency: 'EUR', decline_reason: null, balance: null },
        outcome: 'approved',
      });
      if (isOneCall) expect(statements).toHaveLength(2);
      written.push(await writtenBy(testApp, request.authorization_id));
    }
    const [locked, oneCall] = written;
    expect(oneCall).toEqual(locked);
    expect(oneCall?.told.map((row) => row.kind)).toEqual(['cardLowBalance', 'cardSpent']);
    expect(oneCall?.events.map((event) => event.topic)).toEqual([
      'transaction.changed',
      'card.notice',
      'card.notice',
    ]);
    await expectLedgerBalanced(testApp);
  });

  it('converts a USD spend from the EUR balance in one call as the locked path does, the rate on the leg', async () => {
    const written = [];
    for (const isOneCall of [false, true]) {
      const owner = await cardOwner(testApp);
      const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
      const { authorizer } = authorizerFor({ isOneCall });
      const request = requestFor(card, '500', 'USD');
      expect((await authorizer.authorize(request, 0)).outcome).toBe('approved');
      written.push(await writtenBy(testApp, request.authorization_id));
    }
    expect(written[1]).toEqual(written[0]);
  });

  it('decides again on the locked path when what it read changed before its locks: never more than the balance', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    const other = authorizerFor({ isOneCall: false });
    let isFirst = true;
    // Between the read and the call, another spend takes 40.00 of the 50.00.
    const levelSource: LevelSource = {
      levelOf: async () => {
        if (isFirst) {
          isFirst = false;
          expect((await other.authorizer.authorize(requestFor(card, '4000'), 0)).outcome).toBe('approved');
        }
        return 'full';
      },
      holdOf: async () => null,
    };
    const oneCall = authorizerFor({ isOneCall: true, levelSource });
    const request = requestFor(card, '3000');
    const { answer, outcome } = await oneCall.authorizer.authorize(request, 0);
    expect(outcome).toBe('declined:insufficient_funds');
    expect(answer).toMatchObject({ approved: false, decline_reason: 'insufficient_funds' });
    // Its plan's notice was built, and only the locked path's decline was written.
    const told = await testApp.context.db
      .selectFrom('card_notices_told')
      .select('kind')
      .where('event_id', '=', request.event_id)
      .execute();
    expect(told.map((row) => row.kind)).toEqual(['cardDeclined']);
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 1_000n, held: 4_000n } });
    await expectLedgerBalanced(testApp);
  });

  it('replays a redelivered approval from its event, holding once', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    const { authorizer } = authorizerFor({ isOneCall: true });
    const request = requestFor(card, '1240');
    const first = await authorizer.authorize(request, 0);
    const again = await authorizer.authorize(request, 0);
    expect(again).toEqual({ answer: first.answer, outcome: 'duplicate' });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 3_760n, held: 1_240n } });
  });

  it('writes nothing and answers the timeout when the deadline leaves the call no time', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    let now = 0;
    // The decision itself ends 1.8 s after the question arrived (its level is read last).
    const levelSource: LevelSource = {
      levelOf: async () => {
        now = 1_840;
        return 'full';
      },
      holdOf: async () => null,
    };
    const { authorizer } = authorizerFor({ isOneCall: true, levelSource, monotonicMs: () => now });
    const request = requestFor(card, '1240');
    const { answer, outcome } = await authorizer.authorize(request, 0);
    expect(outcome).toBe('past_deadline');
    expect(answer).toMatchObject({ approved: false, decline_reason: 'issuer_timeout' });
    expect(await balancesOf(testApp, card.profileId)).toEqual({ EUR: { available: 5_000n, held: 0n } });
    const event = await testApp.context.db
      .selectFrom('card_network_events')
      .select('event_id')
      .where('event_id', '=', request.event_id)
      .executeTakeFirst();
    expect(event).toBeUndefined();
  });
});
