import {
  changePaymentCardState,
  createWalletProvisioning,
  getPaymentCard,
  getPaymentCardTerms,
  issuePaymentCard,
  listPaymentCards,
  updatePaymentCardSettings,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { house } from '../../ledger/ledger-types';
import {
  activeCard,
  type CardsApp,
  cardUser,
  createCardsApp,
  EUR_CARD,
  issueCard,
  topUp,
} from './payment-cards.test-kit';

const NOW = Date.parse('2026-11-28T10:00:00Z');
let app: CardsApp;

beforeAll(async () => {
  app = await createCardsApp({ nowMs: () => NOW });
});
afterAll(async () => {
  // Every movement of every test adds up: balances equal their entries, none is negative.
  const audit = await auditLedger(app.context.db);
  expect(audit.findings).toEqual([]);
  await app.dispose();
});

const availableOf = async (profileId: string, currency = 'EUR') =>
  (await app.context.ledger.balances(app.context.db, profileId)).find((row) => row.currency === currency)
    ?.availableMinor ?? 0n;

const messageKeyOf = (error: { details?: Record<string, unknown> } | undefined) =>
  error?.details?.message_key;
const issuePaths = (error: { details?: Record<string, unknown> } | undefined) =>
  ((error?.details?.issues ?? []) as { path: string; key: string }[]).map((issue) => [issue.path, issue.key]);

describe('terms', () => {
  it.each([
    ['a verified resident of Germany may issue', 'verified', 'DE', null],
    ['the basic level may not', 'basic', 'DE', ['ACCESS_DENIED', 'cards.refusal.verificationRequired']],
    ['no residence may not', 'verified', null, ['COUNTRY_NOT_ALLOWED', 'errors.card.notAvailableInCountry']],
  ] as const)('%s', async (_name, level, residence, refusal) => {
    const user = await cardUser(app, { residence });
    app.levels.set(user.profileId, level);
    const terms = await app.client.ok(getPaymentCardTerms, { token: user.login });
    expect(terms.refusal).toEqual(refusal ? { code: refusal[0], message_key: refusal[1] } : null);
    expect(terms.currencies).toEqual([
      {
        currency: 'EUR',
        issuance_fee: '0',
        activation_fee: '7',
        min_top_up: '20',
        cashback_percent: '0.5',
        cards_left: 3,
      },
      {
        currency: 'USD',
        issuance_fee: '0',
        activation_fee: '9',
        min_top_up: '20',
        cashback_percent: '0.5',
        cards_left: 3,
      },
    ]);
  });

  it('leaves a resident of a country Ferry does not serve to the guard’s own refusal', async () => {
    const user = await cardUser(app, { residence: 'US' });
    for (const answer of [
      await app.client.call(getPaymentCardTerms, { token: user.login }),
      await issueCard(app, user),
    ])
      expect([answer.status, answer.error?.code]).toEqual([403, 'COUNTRY_NOT_ALLOWED']);
  });

  it('counts the cards left per currency, terminated ones aside', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const first = await activeCard(app, user);
    await issueCard(app, user);
    await issueCard(app, user);
    let terms = await app.client.ok(getPaymentCardTerms, { token: user.login });
    expect(terms.currencies.map((row) => row.cards_left)).toEqual([0, 3]);
    expect(terms.refusal).toBeNull();
    await app.client.ok(changePaymentCardState, {
      token: user.login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId: first.id },
      body: { action: 'terminate', confirmation: first.last4 },
    });
    terms = await app.client.ok(getPaymentCardTerms, { token: user.login });
    expect(terms.currencies.map((row) => row.cards_left)).toEqual([1, 3]);
  });
});

describe('issue', () => {
  it('issues a card not activated yet, its own profile hidden from the user’s profiles', async () => {
    const user = await cardUser(app);
    const answer = await issueCard(app, user, {
      cardholder_name: '  anna   kowalska ',
      card_name: ' Travel ',
    });
    expect(answer.status).toBe(200);
    const card = answer.body;
    expect(card).toMatchObject({
      currency: 'EUR',
      state: 'notActivated',
      design: 'classic',
      cardholder_name: 'ANNA KOWALSKA',
      card_name: 'Travel',
      balance: { available: '0', held: '0' },
      overdraft: '0',
      spend_from: ['EUR'],
      controls: { per_authorization_max: null, blocked_categories: [] },
      is_activation_fee_charged: false,
      terminated_at: null,
      expiry: '11 / 29',
    });
    expect(card?.last4).toMatch(/^\d{4}$/);
    expect(await app.context.users.profileIds(user.login.uuid)).toEqual([user.profileId]);
    expect((await app.context.users.listProfiles(user.login.uuid)).map((profile) => profile.id)).toEqual([
      user.profileId,
    ]);
    expect(await app.context.users.findProfile(card?.profile_id ?? '', user.login.uuid)).toBeUndefined();
    expect(card?.profile_id).not.toBe(user.profileId);
    // The card's profile is never one the user acts as.
    const asCard = await app.client.call(listPaymentCards, {
      token: user.login,
      profileId: card?.profile_id ?? '',
    });
    expect(asCard.error?.code).toBe('ACCESS_DENIED');
  });

  it('keeps the number and CVV with the issuer: the answer and the card row hold the last four only', async () => {
    const user = await cardUser(app);
    const card = await app.client.ok(issuePaymentCard, {
      token: user.login,
      idempotencyKey: crypto.randomUUID(),
      body: EUR_CARD,
    });
    const row = await app.context.db
      .selectFrom('payment_cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const issued = await app.context.db
      .selectFrom('sandbox_issuer_cards')
      .selectAll()
      .where('issuer_card_id', '=', row.issuer_card_id)
      .executeTakeFirstOrThrow();
    expect(issued.pan).toMatch(/^\d{16}$/);
    expect(issued.pan.endsWith(card.last4)).toBe(true);
    for (const text of [JSON.stringify(card), JSON.stringify(row)]) {
      expect(text).not.toContain(issued.pan);
      expect(text).not.toContain(`"${issued.cvv}"`);
    }
  });

  it('answers the same card to a repeated request (one idempotency key)', async () => {
    const user = await cardUser(app);
    const key = crypto.randomUUID();
    const request = { token: user.login, idempotencyKey: key, body: EUR_CARD };
    const first = await app.client.ok(issuePaymentCard, request);
    const again = await app.client.call(issuePaymentCard, request);
    expect(again.body?.id).toBe(first.id);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await app.client.ok(listPaymentCards, { token: user.login })).cards).toHaveLength(1);
  });

  it.each([
    [
      'a cardholder in Cyrillic',
      { cardholder_name: 'Олена Петренко' },
      [['cardholder_name', 'cards.validation.cardholderLatin']],
    ],
    ['a one-letter cardholder', { cardholder_name: 'A' }, [['cardholder_name', 'validation.minLength']]],
    ['an empty card name', { card_name: '  ' }, [['card_name', 'validation.required']]],
    [
      'both at once',
      { cardholder_name: 'Agent 007', card_name: 'x'.repeat(25) },
      [
        ['cardholder_name', 'cards.validation.cardholderLatin'],
        ['card_name', 'validation.maxLength'],
      ],
    ],
  ])('refuses %s with VALIDATION_ERROR naming the field', async (_name, body, issues) => {
    const user = await cardUser(app);
    const answer = await issueCard(app, user, body);
    expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(issuePaths(answer.error)).toEqual(issues);
  });

  it.each([
    ['a currency other than EUR or USD', { currency: 'GBP' }],
    ['an unknown design', { design: 'gold' }],
    ['no cardholder', { cardholder_name: undefined }],
  ])('refuses %s as a bad body', async (_name, body) => {
    const user = await cardUser(app);
    const answer = await app.client.call(issuePaymentCard, {
      token: user.login,
      idempotencyKey: crypto.randomUUID(),
      invalidBody: { ...EUR_CARD, ...body },
    });
    expect(answer.error?.code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['an unverified user', 'basic', 'DE', 403, 'ACCESS_DENIED', 'cards.refusal.verificationRequired'],
    [
      'a user with no residence',
      'verified',
      null,
      403,
      'COUNTRY_NOT_ALLOWED',
      'errors.card.notAvailableInCountry',
    ],
  ] as const)(
    'refuses %s with the spec code and text',
    async (_name, level, residence, status, code, key) => {
      const user = await cardUser(app, { residence });
      app.levels.set(user.profileId, level);
      const answer = await issueCard(app, user);
      expect([answer.status, answer.error?.code, messageKeyOf(answer.error)]).toEqual([status, code, key]);
      expect(
        await app.context.db
          .selectFrom('payment_cards')
          .select('id')
          .where('user_id', '=', user.login.uuid)
          .execute(),
      ).toEqual([]);
    },
  );

  it('refuses a fourth card of a currency with the limit, and still issues the other currency', async () => {
    const user = await cardUser(app);
    for (let index = 0; index < 3; index += 1) expect((await issueCard(app, user)).status).toBe(200);
    const fourth = await issueCard(app, user);
    expect([fourth.status, fourth.error?.code, messageKeyOf(fourth.error)]).toEqual([
      409,
      'CONFLICT_ERROR',
      'errors.card.limitReached',
    ]);
    expect((await issueCard(app, user, { currency: 'USD' })).body?.currency).toBe('USD');
  });
});

describe('top-up', () => {
  it('activates with the first top-up: the fee once to the house, the rest on the card', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = (await issueCard(app, user)).body;
    if (!card) throw new Error('not issued');
    const feesBefore = await app.context.ledger.houseBalance(app.context.db, 'fees', 'EUR', 'card');

    const below = await topUp(app, user, card.id, '19.99');
    expect([below.status, below.error?.code, messageKeyOf(below.error)]).toEqual([
      400,
      'VALIDATION_ERROR',
      'cards.refusal.topUpBelowMinimum',
    ]);
    expect(below.error?.details).toMatchObject({ amount: '20', currency: 'EUR' });
    expect(await availableOf(user.profileId)).toBe(10_000n);

    const first = await topUp(app, user, card.id, '20');
    expect(first.status).toBe(200);
    expect(first.body?.card).toMatchObject({
      state: 'active',
      balance: { available: '13', held: '0' },
      is_activation_fee_charged: true,
    });
    // What left the balance is amount + fee, as the statement shows the top-up: 13 + 7 = 20.
    expect(first.body?.transaction).toMatchObject({
      type: 'UPAYOUT',
      status: 'DONE',
      amount: '13',
      fee: '7',
      fee_currency: 'EUR',
      currency: 'EUR',
    });
    expect(await availableOf(user.profileId)).toBe(8_000n);

    const second = await topUp(app, user, card.id, '5.50');
    expect(second.body?.card.balance.available).toBe('18.5');
    expect(second.body?.transaction).toMatchObject({ amount: '5.5', fee: '0' });
    expect(await availableOf(user.profileId)).toBe(7_450n);
    const feesAfter = await app.context.ledger.houseBalance(app.context.db, 'fees', 'EUR', 'card');
    expect(feesAfter - feesBefore).toBe(700n);
  });

  it('charges a USD card its own fee', async () => {
    const user = await cardUser(app, { funds: { USD: 5_000n } });
    const card = await activeCard(app, user, '30', { currency: 'USD' });
    expect(card.balance.available).toBe('21');
  });

  it('moves once for a repeated request (one idempotency key)', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, user, '20');
    const key = crypto.randomUUID();
    const first = await topUp(app, user, card.id, '10', key);
    const again = await topUp(app, user, card.id, '10', key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body?.transaction.id).toBe(first.body?.transaction.id);
    expect(await availableOf(user.profileId)).toBe(7_000n);
    expect(
      (await app.client.ok(getPaymentCard, { token: user.login, params: { cardId: card.id } })).balance
        .available,
    ).toBe('23');
  });

  it.each([
    ['more than the balance', '200.01', 'INSUFFICIENT_BALANCE'],
    ['zero', '0', 'VALIDATION_ERROR'],
    ['a third decimal', '20.001', 'VALIDATION_ERROR'],
    ['not a number', 'twenty', 'VALIDATION_ERROR'],
    ['a negative amount', '-20', 'VALIDATION_ERROR'],
  ])('refuses %s and moves nothing', async (_name, amount, code) => {
    const user = await cardUser(app, { funds: { EUR: 20_000n } });
    const card = (await issueCard(app, user)).body;
    const answer = await topUp(app, user, card?.id ?? '', amount);
    expect(answer.error?.code).toBe(code);
    expect(await availableOf(user.profileId)).toBe(20_000n);
  });

  it('repays the overdraft first (OVERDRAFT_REPAY), in part when the top-up is smaller', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, user, '20');
    await owe(card.id, 'EUR', 1_500n);
    expect(
      (await app.client.ok(getPaymentCard, { token: user.login, params: { cardId: card.id } })).overdraft,
    ).toBe('15');

    const partial = await topUp(app, user, card.id, '10');
    expect(partial.body?.card).toMatchObject({ overdraft: '5', balance: { available: '13' } });
    const rest = await topUp(app, user, card.id, '8');
    expect(rest.body?.card).toMatchObject({ overdraft: '0', balance: { available: '16' } });
    const repaid = await app.context.db
      .selectFrom('transactions')
      .select(['type', 'amount', 'currency', 'status'])
      .where('profile_id', '=', card.profile_id)
      .where('type', '=', 'OVERDRAFT_REPAY')
      .orderBy('created_at')
      .orderBy('amount', 'desc')
      .execute();
    expect(repaid).toEqual([
      { type: 'OVERDRAFT_REPAY', amount: '1000', currency: 'EUR', status: 'DONE' },
      { type: 'OVERDRAFT_REPAY', amount: '500', currency: 'EUR', status: 'DONE' },
    ]);
  });

  it('repays a debt in another currency at the live rate (OVERDRAFT_CONVERT_REPAY)', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, user, '20');
    await owe(card.id, 'USD', 500n);
    const done = await topUp(app, user, card.id, '20');
    expect(done.status).toBe(200);
    const row = await app.context.db
      .selectFrom('transactions')
      .select(['type', 'currency', 'to_currency', 'to_amount', 'rate'])
      .where('profile_id', '=', card.profile_id)
      .where('type', '=', 'OVERDRAFT_CONVERT_REPAY')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ currency: 'EUR', to_currency: 'USD', to_amount: '500' });
    expect(Number(row.rate)).toBeGreaterThan(0);
    const owed = await app.context.db
      .selectFrom('card_overdrafts')
      .select('owed')
      .where('card_id', '=', card.id)
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    expect(owed.owed).toBe('0');
  });

  it('refuses a top-up of a terminated card', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, user, '20');
    await app.client.ok(changePaymentCardState, {
      token: user.login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId: card.id },
      body: { action: 'terminate', confirmation: card.last4 },
    });
    const answer = await topUp(app, user, card.id, '20');
    expect([answer.error?.code, messageKeyOf(answer.error)]).toEqual([
      'CONFLICT_ERROR',
      'cards.refusal.terminated',
    ]);
  });
});

/**
 * What a capture above the hold leaves (the card network's move): the card owes `owedMinor`, lent
 * from the overdraft house account to the network's settlement.
 */
async function owe(cardId: string, currency: string, owedMinor: bigint) {
  await app.context.db.transaction().execute(async (trx) => {
    await app.context.ledger.post(trx, [
      {
        id: crypto.randomUUID(),
        kind: 'card_overdraft',
        debit: house('suspense', currency, 'card-overdraft'),
        credit: house('provider_clearing', currency, 'card-network'),
        amountMinor: owedMinor,
      },
    ]);
    await trx
      .insertInto('card_overdrafts')
      .values({ card_id: cardId, currency, owed: owedMinor, updated_at: new Date(NOW) })
      .execute();
  });
}

describe('state', () => {
  const change = (
    user: Awaited<ReturnType<typeof cardUser>>,
    cardId: string,
    action: 'lock' | 'unlock' | 'terminate',
    confirmation?: string,
  ) =>
    app.client.call(changePaymentCardState, {
      token: user.login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId },
      body: { action, ...(confirmation === undefined ? {} : { confirmation }) },
    });

  it('locks and unlocks an active card, with the spec failures when it is already there', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, user, '20');
    const steps: ['lock' | 'unlock', string, string | null][] = [
      ['unlock', 'CONFLICT_ERROR', 'errors.card.unlockFailed'],
      ['lock', 'locked', null],
      ['lock', 'CONFLICT_ERROR', 'errors.card.lockFailed'],
      ['unlock', 'unlocked', null],
      ['lock', 'locked', null],
    ];
    for (const [action, expected, key] of steps) {
      const answer = await change(user, card.id, action);
      if (key === null) expect(answer.body?.state).toBe(expected);
      else expect([answer.error?.code, messageKeyOf(answer.error)]).toEqual([expected, key]);
    }
  });

  it('refuses to lock a card that is not activated', async () => {
    const user = await cardUser(app);
    const card = (await issueCard(app, user)).body;
    const answer = await change(user, card?.id ?? '', 'lock');
    expect([answer.error?.code, messageKeyOf(answer.error)]).toEqual([
      'CARD_INACTIVE',
      'errors.card.inactive',
    ]);
  });

  it.each([
    ['no confirmation', undefined],
    ['the wrong digits', '0000x'],
  ])('refuses to terminate with %s', async (_name, confirmation) => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, user, '20');
    const answer = await change(user, card.id, 'terminate', confirmation);
    expect([answer.error?.code, issuePaths(answer.error)]).toEqual([
      'VALIDATION_ERROR',
      [['confirmation', 'cards.validation.confirmationMismatch']],
    ]);
  });

  it('terminates for good, returning the money on the card to the owner', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, user, '50');
    expect(await availableOf(user.profileId)).toBe(5_000n);
    const done = await change(user, card.id, 'terminate', card.last4);
    expect(done.body).toMatchObject({
      state: 'terminated',
      balance: { available: '0' },
      terminated_at: new Date(NOW).toISOString(),
    });
    expect(await availableOf(user.profileId)).toBe(9_300n);
    const issuer = await app.context.db
      .selectFrom('sandbox_issuer_cards')
      .innerJoin('payment_cards', 'payment_cards.issuer_card_id', 'sandbox_issuer_cards.issuer_card_id')
      .select('sandbox_issuer_cards.state')
      .where('payment_cards.id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(issuer.state).toBe('closed');
    for (const action of ['unlock', 'lock', 'terminate'] as const) {
      const again = await change(user, card.id, action, card.last4);
      expect([again.error?.code, messageKeyOf(again.error)]).toEqual([
        'CONFLICT_ERROR',
        'cards.refusal.terminated',
      ]);
    }
    const list = await app.client.ok(listPaymentCards, { token: user.login });
    expect(list.cards.map((row) => row.state)).toEqual(['terminated']);
  });
});

describe('settings', () => {
  it.each([
    ['the spend-from order', { spend_from: ['USD', 'EUR', 'USDT'] }, { spend_from: ['USD', 'EUR', 'USDT'] }],
    [
      'a per-authorization maximum',
      { per_authorization_max: '50.5' },
      { controls: { per_authorization_max: '50.5', blocked_categories: [] } },
    ],
    [
      'blocked categories',
      { blocked_categories: ['betting_casino_gambling'] },
      { controls: { per_authorization_max: null, blocked_categories: ['betting_casino_gambling'] } },
    ],
    ['the card name', { card_name: ' Groceries ' }, { card_name: 'Groceries' }],
  ])('changes %s', async (_name, body, expected) => {
    const user = await cardUser(app);
    const card = (await issueCard(app, user)).body;
    const answer = await app.client.call(updatePaymentCardSettings, {
      token: user.login,
      params: { cardId: card?.id ?? '' },
      body,
    });
    expect(answer.body).toMatchObject(expected);
  });

  it.each([
    ['spend-from without the card’s currency', { spend_from: ['USD'] }, 'spend_from'],
    ['spend-from naming a currency twice', { spend_from: ['EUR', 'EUR'] }, 'spend_from'],
    ['spend-from naming an unknown currency', { spend_from: ['EUR', 'XYZ'] }, 'spend_from'],
    ['a zero maximum', { per_authorization_max: '0' }, 'per_authorization_max'],
    ['a maximum with a third decimal', { per_authorization_max: '1.234' }, 'per_authorization_max'],
    ['a category in capitals', { blocked_categories: ['Betting'] }, 'blocked_categories'],
    ['an empty name', { card_name: '' }, 'card_name'],
  ])('refuses %s with VALIDATION_ERROR naming the field', async (_name, body, path) => {
    const user = await cardUser(app);
    const card = (await issueCard(app, user)).body;
    const answer = await app.client.call(updatePaymentCardSettings, {
      token: user.login,
      params: { cardId: card?.id ?? '' },
      body,
    });
    expect(answer.error?.code).toBe('VALIDATION_ERROR');
    expect(issuePaths(answer.error).map(([field]) => field)).toEqual([path]);
  });

  it('refuses an empty change and a malformed body', async () => {
    const user = await cardUser(app);
    const card = (await issueCard(app, user)).body;
    for (const invalidBody of [
      {},
      { spend_from: 'EUR' },
      { spend_from: ['eur'] },
      { per_authorization_max: -1 },
    ]) {
      const answer = await app.client.call(updatePaymentCardSettings, {
        token: user.login,
        params: { cardId: card?.id ?? '' },
        invalidBody,
      });
      expect(answer.error?.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('wallet provisioning', () => {
  const provision = (user: Awaited<ReturnType<typeof cardUser>>, cardId: string) =>
    app.client.call(createWalletProvisioning, {
      token: user.login,
      params: { cardId },
      body: { wallet: 'google_pay' },
    });

  it('gives a six-digit code for ten minutes for an active card only', async () => {
    const user = await cardUser(app, { funds: { EUR: 10_000n } });
    const fresh = (await issueCard(app, user)).body;
    const inactive = await provision(user, fresh?.id ?? '');
    expect([inactive.error?.code, messageKeyOf(inactive.error)]).toEqual([
      'CARD_INACTIVE',
      'errors.card.inactive',
    ]);

    const card = await activeCard(app, user, '20');
    const answer = await provision(user, card.id);
    expect(answer.body).toEqual({
      wallet: 'google_pay',
      code: expect.stringMatching(/^\d{6}$/),
      expires_at: new Date(NOW + 10 * 60_000).toISOString(),
    });
    await app.client.ok(changePaymentCardState, {
      token: user.login,
      idempotencyKey: crypto.randomUUID(),
      params: { cardId: card.id },
      body: { action: 'lock' },
    });
    expect((await provision(user, card.id)).error?.code).toBe('CARD_INACTIVE');
  });
});

describe('ownership', () => {
  it('keeps a user’s card from everyone else', async () => {
    const owner = await cardUser(app, { funds: { EUR: 10_000n } });
    const stranger = await cardUser(app, { funds: { EUR: 10_000n } });
    const card = await activeCard(app, owner, '20');
    expect(
      (await app.client.call(getPaymentCard, { token: stranger.login, params: { cardId: card.id } })).error
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await topUp(app, stranger, card.id, '20')).error?.code).toBe('NOT_FOUND');
    expect(
      (await app.client.call(getPaymentCard, { token: owner.login, params: { cardId: 'not-a-uuid' } })).error
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await app.client.ok(listPaymentCards, { token: stranger.login })).cards).toEqual([]);
  });
});
