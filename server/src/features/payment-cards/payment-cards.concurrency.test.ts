import { getPaymentCard, listPaymentCards } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { type CardsApp, cardUser, createCardsApp, issueCard, topUp } from './payment-cards.test-kit';

let app: CardsApp;
beforeAll(async () => {
  app = await createCardsApp();
});
afterAll(async () => {
  expect((await auditLedger(app.context.db)).findings).toEqual([]);
  await app.dispose();
});

describe('at once (meaningful on PostgreSQL)', () => {
  it('issues at most three cards of a currency however many requests race', async () => {
    const user = await cardUser(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => issueCard(app, user)));
    expect(answers.filter((answer) => answer.isOk)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.isOk).map((answer) => answer.error?.code)).toEqual([
      'CONFLICT_ERROR',
      'CONFLICT_ERROR',
      'CONFLICT_ERROR',
    ]);
    expect((await app.client.ok(listPaymentCards, { token: user.login })).cards).toHaveLength(3);
  });

  it('charges the activation fee once when first top-ups race, and moves each top-up once', async () => {
    const user = await cardUser(app, { funds: { EUR: 100_000n } });
    const card = (await issueCard(app, user)).body;
    const cardId = card?.id ?? '';
    const answers = await Promise.all(Array.from({ length: 5 }, () => topUp(app, user, cardId, '20')));
    expect(answers.every((answer) => answer.isOk)).toBe(true);
    const read = await app.client.ok(getPaymentCard, { token: user.login, params: { cardId } });
    expect(read).toMatchObject({
      state: 'active',
      balance: { available: '93' },
      is_activation_fee_charged: true,
    });
    const owner = await app.context.ledger.balances(app.context.db, user.profileId);
    expect(owner.find((row) => row.currency === 'EUR')?.availableMinor).toBe(90_000n);
  });
});
