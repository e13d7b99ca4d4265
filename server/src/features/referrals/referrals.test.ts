import {
  acceptTerms,
  completeSandboxVerification,
  type DeclaredPersonalData,
  depositResultSchema,
  getFrens,
  type LoginResponse,
  listTransactions,
  recordBotStartSource,
  submitDeclaredPersonalData,
  telegramRegister,
} from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../ledger/minor';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import {
  CAPTCHA_HEADERS,
  callApi,
  launchFields,
  readMailedCode,
  signInitData,
} from '../../test-support/auth.test-kit';
import {
  callSandbox,
  createDepositsClient,
  expectLedgerBalanced,
} from '../../test-support/deposits.test-kit';
import { availableOf } from '../../test-support/money.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_BOT_TOKEN } from '../../test-support/test-context';
import { PROMOTIONS_ACCOUNT, shareOfFee } from './referral-terms';

const DAY_SECONDS = 86_400;
let nowMs = Date.parse('2026-11-22T10:00:00Z');
let testApp: TestApp;
let nextTelegramId = 7_100_000_000;

beforeAll(async () => {
  testApp = await createTestApp({
    nowMs: () => nowMs,
    environment: { BOT_USERNAME: 'ferry_test_bot', MINIAPP_SHORT_NAME: 'app' },
  });
}, 60_000);
afterAll(() => testApp?.dispose());

const advanceDays = (days: number) => {
  nowMs += days * DAY_SECONDS * 1000;
};
const newTelegramId = () => {
  nextTelegramId += 1;
  return nextTelegramId;
};
const rewards = () => testApp.worker('referral-rewards');
const settings = () => testApp.config.referrals;

/** What the bot sends for `/start ref_<referrer>` (bot/src/features/start.ts). */
async function startBot(telegramId: number, referrer: number) {
  const answer = await testApp.client.ok(recordBotStartSource, {
    body: {
      telegram_user_id: String(telegramId),
      referrer_telegram_id: String(referrer),
      utm_s: null,
      utm_m: null,
      utm_c: null,
      utm_t: null,
    },
    headers: { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) },
  });
  expect(answer.is_recorded).toBe(true);
}

/** Opens the mini-app for the first time: registers from Telegram's signed init data. */
async function register(telegramId: number, firstName: string, extra: Record<string, string> = {}) {
  const fields = launchFields(telegramId, Math.floor(nowMs / 1000) - 5, extra);
  const user = JSON.parse(fields.user as string) as Record<string, unknown>;
  fields.user = JSON.stringify({ ...user, first_name: firstName, last_name: 'Test' });
  const login = await testApp.client.ok(telegramRegister, {
    body: { init_data: signInitData(fields, TEST_BOT_TOKEN) },
  });
  // Terms accepted, as the app asks before any money moves: the answer is the full login.
  const full = await testApp.client.ok(acceptTerms, {
    token: login,
    body: { version: testApp.config.terms.version },
  });
  return { login: full, profileId: full.profiles_id[0] as string };
}

/** Verifies identity through the sandbox provider, the document showing `person` (or the sandbox's own). */
async function verify(member: { login: LoginResponse; profileId: string }, person?: DeclaredPersonalData) {
  if (person)
    await testApp.client.ok(submitDeclaredPersonalData, { token: await freshLogin(member), body: person });
  await testApp.client.ok(completeSandboxVerification, {
    params: { profileId: member.profileId },
    body: { level: 'verified' },
  });
}

const personNamed = (first: string, last: string): DeclaredPersonalData => ({
  first_name: first,
  last_name: last,
  date_of_birth: '1991-03-04',
  country: 'PL',
  city: 'Kraków',
  street: 'ul. Długa 1',
  postal_code: '30-001',
});

/** A bank transfer deposit credited by the sandbox bank: answers the transaction's row id. */
async function deposit(member: { login: LoginResponse; profileId: string }, amount: string) {
  return (await depositWithIds(member, amount)).rowId;
}

/** The sandbox provider's chargeback or bank recall of a credited deposit, by its API id. */
async function reverseDeposit(externalId: string, reason: 'chargeback' | 'recall') {
  const answer = await callSandbox(testApp, 'deposit-reversals', { transaction_id: externalId, reason });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ outcome: 'reversed', transaction: { parent_id: externalId } });
}

/** A credited bank transfer deposit: its row id and the id the API shows. */
async function depositWithIds(member: { login: LoginResponse; profileId: string }, amount: string) {
  const client = createDepositsClient(testApp, await freshLogin(member));
  const started = await client.post('deposits', { payway: 'sepa', currency: 'EUR', amount });
  expect(started.status).toBe(200);
  const result = depositResultSchema.parse(started.body);
  const credited = await callSandbox(testApp, 'bank-transfers', {
    reference: result.transaction.bank_details?.reference,
  });
  expect(credited.body).toMatchObject({ outcome: 'credited' });
  const row = await testApp.context.transactions.findByExternalId(
    testApp.context.db,
    member.profileId,
    result.transaction.id,
  );
  return { rowId: row?.id as string, externalId: result.transaction.id };
}

async function rewardRows(referrerUserId: string) {
  return testApp.context.db
    .selectFrom('referral_rewards')
    .selectAll()
    .where('referrer_user_id', '=', referrerUserId)
    .orderBy('created_at')
    .execute();
}

/** A login issued now: the test's clock moves by days, past an access token's life. */
async function freshLogin(member: { login: LoginResponse }): Promise<LoginResponse> {
  const user = await testApp.context.users.findById(member.login.uuid);
  if (!user) throw new Error('The member is gone');
  return testApp.context.loginIssuer.issue({
    user,
    base: 'client',
    signInMethod: 'telegram',
    isNewUser: false,
  });
}

async function referralTransactions(member: { login: LoginResponse; profileId: string }) {
  const page = await testApp.client.ok(listTransactions, {
    token: await freshLogin(member),
    query: { limit: 50 },
  });
  return page.transactions.filter((row) =>
    ['REF_DEPOSIT', 'REF_CONVERT', 'REF_CLAWBACK', 'SERVICE_PAYMENT'].includes(row.type),
  );
}

const promotions = (currency: string) =>
  testApp.context.ledger.houseBalance(testApp.context.db, 'fees', currency, PROMOTIONS_ACCOUNT);

describe('frens: referral rewards through the ledger', () => {
  it('/start ref_<A> → B signs up, deposits, verifies → A gets REF_DEPOSIT once, after the refund window', async () => {
    const aId = newTelegramId();
    const bId = newTelegramId();
    const a = await register(aId, 'Anna');
    await verify(a, personNamed('Anna', 'Alpha'));
    await startBot(bId, aId);
    const b = await register(bId, 'Bohdan');
    expect((await testApp.context.users.findById(b.login.uuid))?.referrer_tg_id?.toString()).toBe(
      String(aId),
    );

    const depositId = await deposit(b, '100');
    expect(await rewards().runOnce()).toBe(1); // found, waiting for B's identity and the window
    const [found] = await rewardRows(a.login.uuid);
    expect(found).toMatchObject({ kind: 'REF_DEPOSIT', status: 'pending', source_transaction_id: depositId });

    // The window has passed but B is not verified: nothing is paid.
    advanceDays(settings().holdDays);
    expect(await rewards().runOnce()).toBe(0);
    expect(await referralTransactions(a)).toEqual([]);

    await verify(b, personNamed('Bohdan', 'Beta'));
    const promotionsBefore = await promotions('USDT');
    // Two passes at once (two servers): the reward's row lock lets one of them pay.
    const passes = await Promise.all([rewards().runOnce(), rewards().runOnce()]);
    expect(passes[0] + passes[1]).toBe(1);
    // Replayed: a second and a third pass pay nothing more.
    expect(await rewards().runOnce()).toBe(0);
    expect(await rewards().runOnce()).toBe(0);

    const paid = await referralTransactions(a);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      type: 'REF_DEPOSIT',
      direction: 'PAYIN',
      status: 'DONE',
      currency: 'USDT',
      amount: '5',
    });
    const bonusMinor = 5_000_000n;
    expect((await availableOf(testApp, a.profileId)).USDT).toBe(bonusMinor);
    expect(await promotions('USDT')).toBe(promotionsBefore - bonusMinor);
    await expectLedgerBalanced(testApp);

    // A second deposit earns no second deposit bonus.
    await deposit(b, '50');
    await rewards().runOnce();
    advanceDays(settings().holdDays);
    await rewards().runOnce();
    expect((await referralTransactions(a)).filter((row) => row.type === 'REF_DEPOSIT')).toHaveLength(1);

    const frens = await testApp.client.ok(getFrens, { token: await freshLogin(a) });
    expect(frens.link.telegram).toBe(`https://t.me/ferry_test_bot/app?startapp=ref_${aId}`);
    expect(frens.link.web).toContain(`?ref=${aId}`);
    expect(frens.friends).toEqual([
      {
        display_name: 'Bohdan Test',
        joined_at: expect.any(String),
        is_verified: true,
        earned: [{ amount: '5', currency: 'USDT' }],
        waiting: [],
      },
    ]);
    expect(frens.stats).toEqual({
      transactions: 1,
      total_amount: [{ amount: '100', currency: 'EUR' }],
      reward: [{ amount: '5', currency: 'USDT' }],
    });
    expect(frens.rules).toEqual({
      bonus: { amount: '5', currency: 'USDT' },
      share: '0.2',
      months: 6,
      hold_days: 14,
    });
  });

  it('B’s exchange pays A a share of Ferry’s fee as REF_CONVERT; a refunded deposit claws A’s bonus back', async () => {
    const aId = newTelegramId();
    const bId = newTelegramId();
    const a = await register(aId, 'Alina');
    await verify(a, personNamed('Alina', 'Gamma'));
    // The mini-app's signed start parameter, without the bot's /start.
    const b = await register(bId, 'Borys', { start_param: `ref_${aId}` });
    await verify(b, personNamed('Borys', 'Delta'));
    const firstDeposit = await depositWithIds(b, '150');
    await deposit(b, '100');

    const priced = await testApp.context.quotes.create(testApp.context.db, {
      profileId: b.profileId,
      kind: 'exchange',
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 5_000n,
      fromPayway: 'balance',
      toPayway: 'balance',
    });
    expect(priced.feeMinor).toBeGreaterThan(0n);
    const response = await testApp.app.request('/api/client/v1/exchanges', {
      method: 'POST',
      headers: {
        ...bearer(await freshLogin(b)),
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ quote_id: priced.id }),
    });
    expect(response.status).toBe(200);

    expect(await rewards().runOnce()).toBe(2); // the first deposit and the exchange
    advanceDays(settings().holdDays);
    expect(await rewards().runOnce()).toBe(2);
    const paid = await referralTransactions(a);
    const share = shareOfFee(priced.feeMinor, settings().convertShare);
    expect(paid.map((row) => [row.type, row.currency])).toEqual(
      expect.arrayContaining([
        ['REF_DEPOSIT', 'USDT'],
        ['REF_CONVERT', priced.feeCurrency],
      ]),
    );
    const convert = paid.find((row) => row.type === 'REF_CONVERT');
    expect(convert?.status).toBe('DONE');
    expect((await availableOf(testApp, a.profileId))[priced.feeCurrency]).toBe(
      priced.feeCurrency === 'USDT' ? share + 5_000_000n : share,
    );

    // B's bank recalls the deposit after the reward was paid: A's bonus is taken back once.
    await reverseDeposit(firstDeposit.externalId, 'recall');
    const before = (await availableOf(testApp, a.profileId)).USDT ?? 0n;
    const usageBefore = await testApp.context.levelLimits.usage(
      testApp.context.db,
      a.profileId,
      new Date(nowMs),
    );
    expect(await rewards().runOnce()).toBe(1); // the clawback
    expect((await availableOf(testApp, a.profileId)).USDT ?? 0n).toBe(before - 5_000_000n);
    // B's other deposit is now B's first that stands: found, and waiting its own window.
    expect(await rewards().runOnce()).toBe(1);
    expect(await rewards().runOnce()).toBe(0);
    const rows = await rewardRows(a.login.uuid);
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['REF_CONVERT', 'paid'],
      ['REF_DEPOSIT', 'clawed_back'],
      ['REF_DEPOSIT', 'pending'],
    ]);
    // Ferry taking its promotion back: a REF_CLAWBACK under the reward, no spend of A's.
    const history = await referralTransactions(a);
    const reward = history.find((row) => row.type === 'REF_DEPOSIT');
    const clawback = history.find((row) => row.type === 'REF_CLAWBACK');
    expect(clawback).toMatchObject({
      direction: 'PAYOUT',
      status: 'DONE',
      amount: '5',
      currency: 'USDT',
      parent_id: reward?.id,
      requisite: { referral: 'clawback', reward_of: reward?.id },
    });
    expect(history.filter((row) => row.type === 'SERVICE_PAYMENT')).toEqual([]);
    // The bot's feed tells A of each (bot-notifications/referral-reward-feed.test.ts): the reward
    // paid and the one taken back each wrote their change DONE to A's outbox.
    const told = await testApp.context.db
      .selectFrom('outbox_events')
      .select(sql<string>`payload -> 'transaction' ->> 'type'`.as('type'))
      .where('user_id', '=', a.login.uuid)
      .where('topic', '=', 'transaction.changed')
      .where(sql<boolean>`payload -> 'transaction' ->> 'status' = 'DONE'`)
      .execute();
    expect(told.map((row) => row.type).sort()).toEqual(['REF_CLAWBACK', 'REF_CONVERT', 'REF_DEPOSIT']);
    expect(await testApp.context.levelLimits.usage(testApp.context.db, a.profileId, new Date(nowMs))).toEqual(
      usageBefore,
    );
    await expectLedgerBalanced(testApp);
  });

  it('a web sign-up from ?ref=<A> is attributed as the mini-app’s ref_<A> is, and earns A the bonus', async () => {
    const aId = newTelegramId();
    const a = await register(aId, 'Ada');
    await verify(a, personNamed('Ada', 'Sigma'));
    const email = `web-friend-${aId}@example.com`;
    /** The web's email sign-in, with the tags the page kept (the code step sends none of its own). */
    const signInByEmail = async (ref: string | null) => {
      const query = ref === null ? 'method=email' : `method=email&ref=${ref}`;
      const sent = await callApi(testApp.app, 'POST', `login?${query}`, {
        body: { email },
        headers: CAPTCHA_HEADERS,
      });
      expect(sent.status).toBe(200);
      const confirmed = await callApi(testApp.app, 'PUT', 'login?method=email', {
        body: { email, code: await readMailedCode(testApp.context, email) },
      });
      expect(confirmed.status).toBe(200);
      return confirmed.body as unknown as LoginResponse;
    };
    const login = await signInByEmail(String(aId));
    expect(login.is_new_user).toBe(true);
    const referrerOf = async () =>
      (await testApp.context.users.findById(login.uuid))?.referrer_tg_id?.toString() ?? null;
    expect(await referrerOf()).toBe(String(aId));

    // A later sign-in through another inviter's link never replaces the attribution.
    advanceDays(1);
    const other = await register(newTelegramId(), 'Oleh');
    const again = await signInByEmail(String(other.login.tg_id));
    expect(again).toMatchObject({ is_new_user: false, uuid: login.uuid });
    expect(await referrerOf()).toBe(String(aId));

    const b = {
      login: await testApp.client.ok(acceptTerms, {
        token: again,
        body: { version: testApp.config.terms.version },
      }),
      profileId: login.profiles_id[0] as string,
    };
    await verify(b, personNamed('Wiktor', 'Tau'));
    await deposit(b, '70');
    await rewards().runOnce();
    advanceDays(settings().holdDays);
    await rewards().runOnce();
    expect((await referralTransactions(a)).map((row) => [row.type, row.amount])).toEqual([
      ['REF_DEPOSIT', '5'],
    ]);
    const frens = await testApp.client.ok(getFrens, { token: await freshLogin(a) });
    expect(frens.friends).toHaveLength(1);
    expect(frens.link.web).toBe(`${testApp.config.publicUrl}/?ref=${aId}`);
  });

  it('refuses a malformed ?ref= at the contract, and a web sign-up without one has no referrer', async () => {
    const email = `web-plain-${newTelegramId()}@example.com`;
    for (const ref of ['abc', '0123', '1'.repeat(17)]) {
      const refused = await callApi(testApp.app, 'POST', `login?method=email&ref=${ref}`, {
        body: { email },
        headers: CAPTCHA_HEADERS,
      });
      expect([refused.status, refused.body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    await callApi(testApp.app, 'POST', 'login?method=email', { body: { email }, headers: CAPTCHA_HEADERS });
    const confirmed = await callApi(testApp.app, 'PUT', 'login?method=email', {
      body: { email, code: await readMailedCode(testApp.context, email) },
    });
    const user = await testApp.context.users.findById((confirmed.body as unknown as LoginResponse).uuid);
    expect(user?.referrer_tg_id).toBeNull();
  });

  it('pays REF_CONVERT only on exchanges within the months after the friend joined', async () => {
    const aId = newTelegramId();
    const a = await register(aId, 'Anton');
    await verify(a, personNamed('Anton', 'Iota'));
    const b = await register(newTelegramId(), 'Basia', { start_param: `ref_${aId}` });
    await verify(b, personNamed('Basia', 'Kappa'));
    await deposit(b, '120');
    // B joined longer ago than the months REF_CONVERT runs for.
    await testApp.context.db
      .updateTable('users')
      .set({ created_at: sql<Date>`now() - make_interval(months => ${settings().convertMonths + 1}::int)` })
      .where('id', '=', b.login.uuid)
      .execute();
    const priced = await testApp.context.quotes.create(testApp.context.db, {
      profileId: b.profileId,
      kind: 'convert',
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 5_000n,
    });
    expect(priced.feeMinor).toBeGreaterThan(0n);
    const response = await testApp.app.request('/api/client/v1/conversions', {
      method: 'POST',
      headers: {
        ...bearer(await freshLogin(b)),
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ quote_id: priced.id }),
    });
    expect(response.status).toBe(200);
    await rewards().runOnce();
    expect((await rewardRows(a.login.uuid)).map((row) => row.kind)).toEqual(['REF_DEPOSIT']);
  });

  it('a deposit refunded inside the window pays nothing', async () => {
    const aId = newTelegramId();
    const a = await register(aId, 'Alla');
    await verify(a, personNamed('Alla', 'Epsilon'));
    const b = await register(newTelegramId(), 'Bela', { start_param: `ref_${aId}` });
    await verify(b, personNamed('Bela', 'Zeta'));
    const { externalId } = await depositWithIds(b, '80');
    await rewards().runOnce();
    await reverseDeposit(externalId, 'chargeback');
    advanceDays(settings().holdDays);
    await rewards().runOnce();
    expect((await rewardRows(a.login.uuid)).map((row) => row.status)).toEqual(['void']);
    expect(await referralTransactions(a)).toEqual([]);
    await expectLedgerBalanced(testApp);
  });

  it('A referring themself through a second Telegram account with the same identity earns nothing', async () => {
    const aId = newTelegramId();
    const a = await register(aId, 'Artem');
    await verify(a, personNamed('Artem', 'Omega'));
    // A's second Telegram account, invited by A's own link, verified with A's own document.
    const secondId = newTelegramId();
    await startBot(secondId, aId);
    const second = await register(secondId, 'Artem2');
    await verify(second, personNamed('ARTEM', 'Omega'));
    await deposit(second, '100');
    await rewards().runOnce();
    advanceDays(settings().holdDays);
    expect(await rewards().runOnce()).toBe(1);
    const rows = await rewardRows(a.login.uuid);
    expect(rows.map((row) => [row.status, row.refusal_reason])).toEqual([['refused', 'same_identity']]);
    expect(await referralTransactions(a)).toEqual([]);
    expect((await availableOf(testApp, a.profileId)).USDT ?? 0n).toBe(0n);
    // The screen shows the friend, and that nothing was earned.
    const frens = await testApp.client.ok(getFrens, { token: await freshLogin(a) });
    expect(frens.stats).toEqual({ transactions: 0, total_amount: [], reward: [] });
  });

  it('refuses a friend whose payouts went to the referrer’s IBAN', async () => {
    const aId = newTelegramId();
    const a = await register(aId, 'Aurelia');
    await verify(a, personNamed('Aurelia', 'Eta'));
    const b = await register(newTelegramId(), 'Bruno', { start_param: `ref_${aId}` });
    await verify(b, personNamed('Bruno', 'Theta'));
    // B's payouts went to the IBAN A's did (a shared bank account).
    const iban = 'LT121000011101001000';
    for (const member of [a, b])
      await runMoneyTransaction(testApp.context.db, (trx) =>
        testApp.context.transactions.create(trx, {
          profileId: member.profileId,
          type: 'PAYOUT',
          status: 'CANCELLED',
          amountMinor: 1_000n,
          currency: 'EUR',
          payway: 'sepa',
          requisite: { iban },
        }),
      );
    await deposit(b, '60');
    await rewards().runOnce();
    advanceDays(settings().holdDays);
    await rewards().runOnce();
    expect((await rewardRows(a.login.uuid)).map((row) => row.refusal_reason)).toEqual([
      'same_payout_details',
    ]);
    expect(toMinor((await rewardRows(a.login.uuid))[0]?.amount ?? '0')).toBe(5_000_000n);
  });
});
