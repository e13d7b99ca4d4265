import { randomUUID } from 'node:crypto';
import { getTransaction, listTransactions, type TransactionView } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardAccounts } from './compose-card-network-ports';
import { createCardStatementPorts } from './compose-card-statement-ports';
import {
  driveCardAuthorization,
  driveCardCapture,
  driveCardRefund,
  driveCardReversal,
} from './features/card-network/card-network.contracts';
import { createCardNetworkModule } from './features/card-network/card-network.module';
import { createPaymentCardCheck } from './features/payment-cards/profile-row-checks';
import { createTransactionsModule } from './features/transactions/transactions.module';
import { available, house } from './ledger/ledger-types';
import { cardOwner, type TestCard, testCard } from './test-support/card-network.test-kit';
import { createFeatureApp, type FeatureApp } from './test-support/feature-app';

// The statement, a detail page and a card's own list reach the rows of the cards issued from the
// acting profile (issue 28): the card network writes them on the card's own profile.
let testApp: FeatureApp;
beforeAll(async () => {
  const cardStatement = createCardStatementPorts();
  let appFetch: ((request: Request) => Promise<Response>) | undefined;
  testApp = await createFeatureApp((context) => ({
    modules: [
      createCardNetworkModule(context, {
        cards: createCardAccounts(),
        notify: async () => {},
        levelSource: { levelOf: async () => 'full', holdOf: async () => null },
        transport: async (request) => {
          if (!appFetch) throw new Error('The app is not built yet');
          return appFetch(request);
        },
      }),
      createTransactionsModule(context, { payouts: null, cards: cardStatement }),
    ],
    ports: {
      profileRows: { paymentCard: createPaymentCardCheck(context.db) },
      cardProfilesOf: (profileId) => cardStatement.cardProfilesOf(context.db, profileId),
    },
  }));
  appFetch = async (request) => testApp.app.fetch(request);
});
afterAll(() => testApp.dispose());

type Owner = Awaited<ReturnType<typeof cardOwner>>;

const as = (owner: Owner) => ({
  Authorization: `Bearer ${owner.login.access_token}`,
  'Profile-Id': owner.ownerProfileId,
});

async function coffeeCaptured(card: TestCard, amount = '12.40') {
  const authorization = await testApp.client.ok(driveCardAuthorization, {
    body: {
      card_id: card.id,
      amount,
      currency: 'EUR',
      merchant_name: 'Corner Coffee',
      merchant_category: 'eating_places_restaurants',
      merchant_country: 'DE',
    },
  });
  expect(authorization.approved).toBe(true);
  await testApp.client.ok(driveCardCapture, {
    params: { authorizationId: authorization.authorization_id },
    body: { card_id: card.id, amount },
  });
  return authorization.authorization_id;
}

function list(owner: Owner, query: Record<string, string | number> = {}) {
  return testApp.client.ok(listTransactions, { headers: as(owner), query: { limit: 50, ...query } });
}

describe('card transactions in the statement', () => {
  it('lists the card’s spends with the owner’s own rows, each with its card and merchant', async () => {
    const owner = await cardOwner(testApp, { EUR: 10_000n });
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    await testApp.context.db.transaction().execute((trx) =>
      testApp.context.transactions.create(trx, {
        profileId: owner.ownerProfileId,
        type: 'PAYIN',
        amountMinor: 100n,
        currency: 'EUR',
      }),
    );
    const authorizationId = await coffeeCaptured(card);
    await testApp.client.ok(driveCardRefund, {
      body: { card_id: card.id, amount: '2.00', currency: 'EUR', authorization_id: authorizationId },
    });

    const { transactions } = await list(owner);
    expect(transactions.map((row) => [row.type, row.status, row.amount])).toEqual([
      ['CARD_REFUND', 'DONE', '2'],
      ['CARD_DEBIT', 'DONE', '12.4'],
      ['PAYIN', 'NEW', '1'],
    ]);
    const [refund, debit, payin] = transactions as [TransactionView, TransactionView, TransactionView];
    expect(payin.card).toBeUndefined();
    expect(debit.card).toMatchObject({
      card_id: card.id,
      profile_id: card.profileId,
      last4: '4242',
      merchant_name: 'Corner Coffee',
      merchant_category: 'eating_places_restaurants',
      merchant_country: 'DE',
    });
    // The refund follows the same authorization: its path is the whole hold → capture → refund.
    expect(refund.card?.authorization?.id).toBe(authorizationId);

    // Filters apply across the card's rows too.
    const out = await list(owner, { direction: 'PAYOUT' });
    expect(out.transactions.map((row) => row.type)).toEqual(['CARD_DEBIT']);
    // The card's own list (its spending screen) holds only its rows.
    const own = await list(owner, { profile_id: card.profileId });
    expect(own.transactions.map((row) => row.type)).toEqual(['CARD_REFUND', 'CARD_DEBIT']);
  });

  it('opens a card spend’s detail with the hold → capture path and its refund', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    const authorizationId = await coffeeCaptured(card);
    await testApp.client.ok(driveCardRefund, {
      body: { card_id: card.id, amount: '2.00', currency: 'EUR', authorization_id: authorizationId },
    });
    const debit = (await list(owner, { type: 'CARD_DEBIT' })).transactions[0] as TransactionView;
    const detail = await testApp.client.ok(getTransaction, {
      headers: as(owner),
      params: { externalId: debit.id },
    });
    expect(detail.card?.authorization).toMatchObject({
      id: authorizationId,
      kind: 'purchase',
      status: 'captured',
      currency: 'EUR',
      requested_amount: '12.4',
      approved_amount: '12.4',
      captured_amount: '12.4',
      refunded_amount: '2',
      legs: [{ currency: 'EUR', amount: '12.4', covers: '12.4', rate: null }],
    });
    expect(detail.card?.authorization?.steps.map((step) => [step.step, step.amount])).toEqual([
      ['authorized', '12.4'],
      ['captured', '12.4'],
      ['refunded', '2'],
    ]);
  });

  it('shows a reversed hold and a converted leg with its rate', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    const answer = await testApp.client.ok(driveCardAuthorization, {
      body: { card_id: card.id, amount: '10.00', currency: 'USD', merchant_name: 'Book Shop' },
    });
    expect(answer.approved).toBe(true);
    await testApp.client.ok(driveCardReversal, {
      params: { authorizationId: answer.authorization_id },
      body: { card_id: card.id },
    });
    const [row] = (await list(owner)).transactions;
    expect(row).toMatchObject({ type: 'CARD_DEBIT', status: 'CANCELLED' });
    const path = row?.card?.authorization;
    expect(path).toMatchObject({ status: 'reversed', currency: 'USD', requested_amount: '10' });
    expect(path?.steps.map((step) => step.step)).toEqual(['authorized', 'reversed']);
    const [leg] = path?.legs ?? [];
    expect(leg).toMatchObject({ currency: 'EUR', covers: '10' });
    expect(Number(leg?.rate)).toBeGreaterThan(0);
  });

  it('keeps another user’s card and an unknown profile out', async () => {
    const owner = await cardOwner(testApp);
    const card = await testCard(testApp, owner, { balanceMinor: 5_000n });
    await coffeeCaptured(card, '3.00');
    const [debit] = (await list(owner)).transactions;
    const stranger = await cardOwner(testApp);
    expect((await list(stranger)).transactions).toEqual([]);
    const opened = await testApp.client.call(getTransaction, {
      headers: as(stranger),
      params: { externalId: debit?.id ?? '' },
    });
    expect(opened.status).toBe(404);
    const named = await testApp.client.call(listTransactions, {
      headers: as(stranger),
      query: { profile_id: card.profileId },
    });
    expect(named.status).toBe(404);
    // The card's own profile is never one to act for.
    const acting = await testApp.client.call(listTransactions, {
      headers: { ...as(owner), 'Profile-Id': card.profileId },
      query: {},
    });
    expect(acting.status).toBeGreaterThanOrEqual(400);
  });

  it('shows on a top-up only the activation fee that stayed charged', async () => {
    const owner = await cardOwner(testApp, { EUR: 10_000n });
    const card = await testCard(testApp, owner, { balanceMinor: 0n });
    const { db, transactions, ledger } = testApp.context;
    // A top-up as payment-cards books it, then an issuer refusing the activation gives the fee back.
    const topUp = async (isFeeReturned: boolean) =>
      db.transaction().execute(async (trx) => {
        const sent = await transactions.create(trx, {
          profileId: owner.ownerProfileId,
          type: 'UPAYOUT',
          status: 'DONE',
          amountMinor: 2_500n,
          currency: 'EUR',
          payway: 'balance',
          requisite: { profile_id: card.profileId, payment_card_id: card.id, last4: '4242' },
        });
        const arrived = await transactions.create(trx, {
          profileId: card.profileId,
          type: 'UDEPOSIT',
          status: 'DONE',
          amountMinor: 2_500n,
          currency: 'EUR',
          feeMinor: 700n,
          feeCurrency: 'EUR',
          payway: 'balance',
          parentId: sent.id,
          requisite: { profile_id: owner.ownerProfileId, payment_card_id: card.id },
        });
        const fees = house('fees', 'EUR', 'card');
        await ledger.post(trx, [
          {
            id: randomUUID(),
            kind: 'transfer',
            transactionId: sent.id,
            debit: available(owner.ownerProfileId, 'EUR'),
            credit: available(card.profileId, 'EUR'),
            amountMinor: 2_500n,
          },
          {
            id: randomUUID(),
            kind: 'fee',
            transactionId: arrived.id,
            debit: available(card.profileId, 'EUR'),
            credit: fees,
            amountMinor: 700n,
          },
          ...(isFeeReturned
            ? [
                {
                  id: randomUUID(),
                  kind: 'fee_refund',
                  transactionId: arrived.id,
                  debit: fees,
                  credit: available(card.profileId, 'EUR'),
                  amountMinor: 700n,
                },
              ]
            : []),
        ]);
      });
    await topUp(true);
    await topUp(false);
    const { transactions: rows } = await list(owner);
    expect(rows.map((row) => [row.type, row.amount, row.fee, row.card?.last4])).toEqual([
      ['UPAYOUT', '18', '7', '4242'],
      ['UPAYOUT', '25', '0', '4242'],
    ]);
    const own = await list(owner, { profile_id: card.profileId });
    expect(own.transactions.map((row) => row.type)).toEqual(['UDEPOSIT', 'UDEPOSIT']);
  });
});
