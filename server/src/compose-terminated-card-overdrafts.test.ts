import { changePaymentCardState, type PaymentCard } from '@ferry/shared/contracts';
import { residenceRulesWith } from '@ferry/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAccounts } from './compose-card-network-ports';
import {
  driveCardAuthorization,
  driveCardCapture,
  driveCardForcePost,
  driveCardReversal,
} from './features/card-network/card-network.contracts';
import { createCardNetworkModule } from './features/card-network/card-network.module';
import { createPaymentCardsModule } from './features/payment-cards/payment-cards.module';
import { activeCard, type CardUser, cardUser } from './features/payment-cards/payment-cards.test-kit';
import { createPaymentCardCheck } from './features/payment-cards/profile-row-checks';
import { fund } from './ledger/ledger.test-kit';
import { auditLedger } from './ledger/ledger-audit';
import { house } from './ledger/ledger-types';
import { createSandboxCardIssuer } from './providers/card-issuer/sandbox-card-issuer';
import { createFeatureApp, type FeatureApp } from './test-support/feature-app';

/** The card's feature and the card network over one database, as the server composes them. */
async function createCardsWithNetwork() {
  let appFetch: ((request: Request) => Promise<Response>) | undefined;
  const app = await createFeatureApp((context) => ({
    modules: [
      createPaymentCardsModule(context, {
        issuer: createSandboxCardIssuer(context),
        levelOf: async () => 'verified',
        residenceRules: residenceRulesWith([]),
      }),
      createCardNetworkModule(context, {
        cards: createCardAccounts(),
        notify: async () => {},
        levelSource: { levelOf: async () => 'full', holdOf: async () => null },
        transport: async (request) => {
          if (!appFetch) throw new Error('The app is not built yet');
          return appFetch(request);
        },
      }),
    ],
    ports: { profileRows: { paymentCard: createPaymentCardCheck(context.db) } },
  }));
  appFetch = async (request) => app.app.fetch(request);
  return app;
}

let app: FeatureApp;
beforeAll(async () => {
  app = await createCardsWithNetwork();
});
afterAll(async () => {
  expect((await auditLedger(app.context.db)).findings).toEqual([]);
  await app.dispose();
});

const collection = () => {
  const worker = app.workers.find((candidate) => candidate.name === 'card-overdraft-collection');
  if (!worker) throw new Error('No overdraft collection worker');
  return worker;
};

function terminate(user: CardUser, card: PaymentCard) {
  return app.client.call(changePaymentCardState, {
    token: user.login,
    idempotencyKey: crypto.randomUUID(),
    params: { cardId: card.id },
    body: { action: 'terminate', confirmation: card.last4 },
  });
}

async function availableOf(profileId: string, currency = 'EUR') {
  const rows = await app.context.ledger.balances(app.context.db, profileId);
  return rows.find((row) => row.currency === currency)?.availableMinor ?? 0n;
}

async function debtsOf(cardId: string) {
  const rows = await app.context.db
    .selectFrom('card_overdrafts')
    .select(['currency', 'owed', 'status'])
    .where('card_id', '=', cardId)
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({ currency: row.currency, owed: BigInt(row.owed), status: row.status }));
}

/** What the overdraft suspense account lent the card's transactions, less what they repaid. */
async function lentNetTo(cardProfileId: string, currency: string) {
  const { rows } = await sql<{ net: string | null }>`
    SELECT sum(CASE WHEN d.kind = 'suspense' THEN t.amount ELSE -t.amount END)::text AS net
    FROM ledger_transfers t
    JOIN ledger_accounts d ON d.id = t.debit_account_id
    JOIN ledger_accounts c ON c.id = t.credit_account_id
    JOIN transactions x ON x.id = t.transaction_id
    WHERE x.profile_id = ${cardProfileId} AND t.currency = ${currency}
      AND ((d.kind = 'suspense' AND d.name = 'card-overdraft') OR (c.kind = 'suspense' AND c.name = 'card-overdraft'))`.execute(
    app.context.db,
  );
  return BigInt(rows[0]?.net ?? '0');
}

/** A debt as the network's over-capture leaves it: lent from the suspense account to the network. */
async function owe(card: PaymentCard, currency: string, owedMinor: bigint) {
  await app.context.db.transaction().execute(async (trx) => {
    const row = await app.context.transactions.create(trx, {
      profileId: card.profile_id,
      type: 'CARD_DEBIT',
      status: 'DONE',
      amountMinor: owedMinor,
      currency,
    });
    await app.context.ledger.post(trx, [
      {
        id: crypto.randomUUID(),
        kind: 'card_overdraft',
        transactionId: row.id,
        debit: house('suspense', currency, 'card-overdraft'),
        credit: house('provider_clearing', currency, 'card-network'),
        amountMinor: owedMinor,
      },
    ]);
    await trx.insertInto('card_overdrafts').values({ card_id: card.id, currency, owed: owedMinor }).execute();
  });
}

async function addFunds(profileId: string, currency: string, amountMinor: bigint) {
  await app.context.db
    .transaction()
    .execute((trx) => app.context.ledger.post(trx, [fund(profileId, currency, amountMinor)]));
}

/** A EUR card with 13.00 on it (a 20.00 first top-up less the 7.00 fee). */
async function cardOf(ownerEurMinor: bigint, extra: Record<string, bigint> = {}) {
  const user = await cardUser(app, { funds: { EUR: ownerEurMinor, ...extra } });
  const card = await activeCard(app, user, '20');
  expect(await availableOf(card.profile_id)).toBe(1_300n);
  return { user, card };
}

describe('termination settles what the card owes', () => {
  it('repays the debt from the card’s balance, then the owner’s, and returns the rest', async () => {
    const { user, card } = await cardOf(10_000n);
    await owe(card, 'EUR', 1_500n);
    expect((await terminate(user, card)).status).toBe(200);
    expect(await availableOf(card.profile_id)).toBe(0n);
    // 100.00 − 20.00 top-up − 2.00 the card's 13.00 did not cover.
    expect(await availableOf(user.profileId)).toBe(7_800n);
    expect(await debtsOf(card.id)).toEqual([{ currency: 'EUR', owed: 0n, status: 'closed' }]);
    expect(await lentNetTo(card.profile_id, 'EUR')).toBe(0n);
    const repaid = await app.context.db
      .selectFrom('transactions')
      .select(['amount'])
      .where('profile_id', '=', card.profile_id)
      .where('type', '=', 'OVERDRAFT_REPAY')
      .orderBy('amount', 'desc')
      .execute();
    expect(repaid.map((row) => row.amount)).toEqual(['1300', '200']);
  });

  it('returns what is left once a smaller debt is repaid', async () => {
    const { user, card } = await cardOf(10_000n);
    await owe(card, 'EUR', 300n);
    expect((await terminate(user, card)).status).toBe(200);
    expect(await availableOf(card.profile_id)).toBe(0n);
    expect(await availableOf(user.profileId)).toBe(9_000n);
    expect(await debtsOf(card.id)).toEqual([{ currency: 'EUR', owed: 0n, status: 'closed' }]);
  });

  it('keeps what no balance covers as collecting, and collects it once the owner has money again', async () => {
    const { user, card } = await cardOf(2_000n, { USD: 100n });
    await owe(card, 'EUR', 1_500n);
    await owe(card, 'USD', 400n);
    expect((await terminate(user, card)).status).toBe(200);
    expect(await availableOf(user.profileId)).toBe(0n);
    expect(await availableOf(user.profileId, 'USD')).toBe(0n);
    expect(await debtsOf(card.id)).toEqual([
      { currency: 'EUR', owed: 200n, status: 'collecting' },
      { currency: 'USD', owed: 300n, status: 'collecting' },
    ]);
    // Nothing to take: the pass says so, and the debt stays as it was.
    expect(await collection().runOnce()).toBe(0);
    await addFunds(user.profileId, 'EUR', 500n);
    expect(await collection().runOnce()).toBe(1);
    expect(await collection().runOnce()).toBe(0);
    expect(await availableOf(user.profileId)).toBe(300n);
    expect(await debtsOf(card.id)).toEqual([
      { currency: 'EUR', owed: 0n, status: 'closed' },
      { currency: 'USD', owed: 300n, status: 'collecting' },
    ]);
    expect(await lentNetTo(card.profile_id, 'EUR')).toBe(0n);
    expect(await lentNetTo(card.profile_id, 'USD')).toBe(300n);
  });
});

describe('a capture after termination', () => {
  it('opens a debt that the owner’s balance repays, and no balance goes negative', async () => {
    const { user, card } = await cardOf(10_000n);
    const { authorization_id } = await app.client.ok(driveCardAuthorization, {
      body: {
        card_id: card.id,
        amount: '10.00',
        currency: 'EUR',
        merchant_name: 'Hotel',
        merchant_category: 'hotels',
      },
    });
    expect((await terminate(user, card)).status).toBe(200);
    // The 3.00 not held went back; the 10.00 held stays for the capture.
    expect(await availableOf(user.profileId)).toBe(8_300n);
    const captured = await app.client.ok(driveCardCapture, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id, amount: '11.50' },
    });
    expect(captured.outcome).toBe('applied:overdraft');
    expect(await debtsOf(card.id)).toEqual([{ currency: 'EUR', owed: 150n, status: 'open' }]);
    expect(await collection().runOnce()).toBe(1);
    expect(await debtsOf(card.id)).toEqual([{ currency: 'EUR', owed: 0n, status: 'closed' }]);
    expect(await availableOf(user.profileId)).toBe(8_150n);
    expect(await lentNetTo(card.profile_id, 'EUR')).toBe(0n);

    // A force post later still posts, and is collected the same way.
    await app.client.ok(driveCardForcePost, { body: { card_id: card.id, amount: '2.00', currency: 'EUR' } });
    expect(await collection().runOnce()).toBe(1);
    expect(await debtsOf(card.id)).toEqual([{ currency: 'EUR', owed: 0n, status: 'closed' }]);
    expect(await availableOf(user.profileId)).toBe(7_950n);
  });
});

describe('a hold released after termination', () => {
  it('goes back to the owner with the next collection, once', async () => {
    const { user, card } = await cardOf(10_000n);
    const { authorization_id } = await app.client.ok(driveCardAuthorization, {
      body: {
        card_id: card.id,
        amount: '10.00',
        currency: 'EUR',
        merchant_name: 'Car rental',
        merchant_category: 'car_rental',
      },
    });
    expect((await terminate(user, card)).status).toBe(200);
    expect(await availableOf(user.profileId)).toBe(8_300n);
    await app.client.ok(driveCardReversal, {
      params: { authorizationId: authorization_id },
      body: { card_id: card.id },
    });
    expect(await availableOf(card.profile_id)).toBe(1_000n);
    expect(await collection().runOnce()).toBe(1);
    expect(await collection().runOnce()).toBe(0);
    expect(await availableOf(card.profile_id)).toBe(0n);
    expect(await availableOf(user.profileId)).toBe(9_300n);
  });
});

describe('termination racing a capture (meaningful on PostgreSQL)', () => {
  it('settles every card whichever comes first: each debt repaid once, nothing negative', async () => {
    const cards = await Promise.all(Array.from({ length: 4 }, () => cardOf(10_000n)));
    const authorizations = await Promise.all(
      cards.map(({ card }) =>
        app.client.ok(driveCardAuthorization, {
          body: {
            card_id: card.id,
            amount: '10.00',
            currency: 'EUR',
            merchant_name: 'Hotel',
            merchant_category: 'hotels',
          },
        }),
      ),
    );
    const answers = await Promise.all(
      cards.flatMap(({ user, card }, index) => [
        terminate(user, card),
        app.client.ok(driveCardCapture, {
          params: { authorizationId: authorizations[index]?.authorization_id ?? '' },
          body: { card_id: card.id, amount: '15.00' },
        }),
      ]),
    );
    expect(answers.filter((answer) => 'status' in answer && answer.status !== 200)).toEqual([]);
    await collection().runOnce();
    for (const { user, card } of cards) {
      expect(await debtsOf(card.id)).toEqual([{ currency: 'EUR', owed: 0n, status: 'closed' }]);
      expect(await availableOf(card.profile_id)).toBe(0n);
      // 100.00 − 20.00 top-up (7.00 fee, 13.00 on the card) − the 2.00 the 15.00 took beyond it.
      expect(await availableOf(user.profileId)).toBe(7_800n);
      expect(await lentNetTo(card.profile_id, 'EUR')).toBe(0n);
    }
    const negative = await app.context.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', 'in', ['user_available', 'user_held'])
      .where('balance', '<', '0')
      .execute();
    expect(negative).toEqual([]);
  });
});
