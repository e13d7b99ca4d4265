import { completeSandboxVerification } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFields, signInitData } from '../../test-support/auth.test-kit';
import { createTestApp, TEST_BOT_TOKEN, type TestApp } from '../../test-support/test-app';
import { codeAt, createManualClock, enableTwoFactorFor } from '../../test-support/two-factor.test-kit';
import { cardEndingIn, sepaIbanEndingIn } from '../../test-support/withdrawals.test-kit';
import {
  asksToConfirmDetails,
  balancesOf,
  type CallResult,
  callAs,
  confirmDetailsOf,
  expectBalancedLedger,
  fundedUser,
  withdraw,
  withdrawOnce,
} from './withdrawals.test-kit';

/**
 * Money goes to details never used before only after a one-time confirmation
 * (the mailed code, Telegram, or the 2FA code), in the user's own name; confirmed details go
 * without. Every refusal leaves the ledger, the transactions and the payout orders as they were.
 */
const clock = createManualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.read, environment: { ACCESS_TOKEN_TTL_SECONDS: '86400' } });
});
afterAll(() => testApp.dispose());

const FUNDS = { EUR: 100_000n };

function sepa(iban: string, extra: Record<string, unknown> = {}) {
  return { payway: 'sepa', currency: 'EUR', amount: '100', requisite: { value: iban }, ...extra };
}

/** Everything a refused withdrawal must leave untouched. */
async function moneyState(profileId: string) {
  const { db } = testApp.context;
  const transactions = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  const orders = await db
    .selectFrom('payout_orders')
    .innerJoin('transactions', 'transactions.id', 'payout_orders.transaction_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('transactions.profile_id', '=', profileId)
    .executeTakeFirstOrThrow();
  return {
    balances: await balancesOf(testApp, profileId),
    transactions: Number(transactions.count),
    orders: Number(orders.count),
  };
}

function tokenOf(result: CallResult): string {
  const details = result.body.error?.details as { details_token?: string } | undefined;
  if (!details?.details_token) throw new Error(`no details token in ${JSON.stringify(result.body)}`);
  return details.details_token;
}

async function verifyIdentity(profileId: string, fullName: string) {
  await testApp.context.db
    .insertInto('identity_verifications')
    .values({
      profile_id: profileId,
      status: 'COMPLETED',
      provider: 'sandbox',
      full_name: fullName,
      verified_at: new Date(clock.read()),
    })
    .execute();
}

describe('a payout to details never used before', () => {
  it('is refused with AUTH_2FA_REQUIRED (scope payout_details) and nothing moves', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const before = await moneyState(profileId);
    const refused = await withdrawOnce(testApp, login, sepa(sepaIbanEndingIn('1001')));
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('AUTH_2FA_REQUIRED');
    expect(refused.body.error?.details).toMatchObject({
      scope: 'payout_details',
      channel: 'email',
      requisite: sepaIbanEndingIn('1001'),
    });
    expect(await moneyState(profileId)).toEqual(before);
    // A card is never shown or sealed into the answer in clear.
    const card = cardEndingIn('4242');
    const cardRefusal = await withdrawOnce(testApp, login, {
      payway: 'card',
      currency: 'EUR',
      amount: '100',
      requisite: { value: card },
    });
    expect(asksToConfirmDetails(cardRefusal)).toBe(true);
    expect(JSON.stringify(cardRefusal.body)).not.toContain(card);
    expect(await moneyState(profileId)).toEqual(before);
    await expectBalancedLedger(testApp);
  });

  it('goes through once confirmed by the mailed code; the same details then go without', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    // Its payouts add up past the starter level's daily limit.
    await testApp.client.ok(completeSandboxVerification, {
      params: { profileId },
      body: { level: 'verified' },
    });
    const iban = sepaIbanEndingIn('1002');
    const key = { 'Idempotency-Key': `wd-${crypto.randomUUID()}` };
    const refused = await withdrawOnce(testApp, login, sepa(iban, { save_requisite: true }), key);
    expect(asksToConfirmDetails(refused)).toBe(true);

    const asked = await callAs(testApp, login, 'POST', 'withdrawals/confirmations', {
      body: { details_token: tokenOf(refused) },
    });
    expect(asked.body).toMatchObject({ status: 'code_sent', channel: 'email' });
    const [mail] = await testApp.context.outbox.list((login.email as string).toLowerCase(), 1);
    expect(mail?.body).toContain(iban);

    // A wrong code confirms nothing.
    const wrong = await callAs(testApp, login, 'POST', 'withdrawals/confirmations/confirm', {
      body: {
        details_token: tokenOf(refused),
        code: '000000' === mailCode(mail?.body) ? '111111' : '000000',
      },
    });
    expect(wrong.body.error?.code).toBe('VALIDATION_ERROR');
    expect(asksToConfirmDetails(await withdrawOnce(testApp, login, sepa(iban)))).toBe(true);

    const code = mailCode(mail?.body);
    const confirm = () =>
      callAs(testApp, login, 'POST', 'withdrawals/confirmations/confirm', {
        body: { details_token: tokenOf(refused), code },
      });
    expect((await confirm()).body).toEqual({ status: 'confirmed' });
    // Idempotent: the used code confirms the same details again without a new record.
    expect((await confirm()).body).toEqual({ status: 'confirmed' });
    const records = await testApp.context.db
      .selectFrom('payout_details_confirmations')
      .selectAll()
      .where('profile_id', '=', profileId)
      .execute();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ user_id: login.uuid, method: 'email' });
    expect(JSON.stringify(records)).not.toContain(iban);

    // The same request (same key) now goes through and holds amount + fee.
    const sent = await withdrawOnce(testApp, login, sepa(iban, { save_requisite: true }), key);
    expect(sent.status).toBe(200);
    const saved = sent.body.requisite as { id: string };
    // Typed in again, or picked from the saved details: no confirmation asked.
    expect((await withdrawOnce(testApp, login, sepa(iban))).status).toBe(200);
    const bySaved = await withdrawOnce(testApp, login, {
      payway: 'sepa',
      currency: 'EUR',
      amount: '100',
      requisite: { id: saved.id },
    });
    expect(bySaved.status).toBe(200);
    await expectBalancedLedger(testApp);
  });

  it('keeps a confirmation to its user and profile: another user’s token is refused', async () => {
    const owner = await fundedUser(testApp, FUNDS);
    const other = await fundedUser(testApp, FUNDS);
    const refused = await withdrawOnce(testApp, owner.login, sepa(sepaIbanEndingIn('1003')));
    const stolen = await callAs(testApp, other.login, 'POST', 'withdrawals/confirmations', {
      body: { details_token: tokenOf(refused) },
    });
    expect(stolen.body.error?.code).toBe('VALIDATION_ERROR');
    const forged = await callAs(testApp, owner.login, 'POST', 'withdrawals/confirmations/confirm', {
      body: { details_token: `${tokenOf(refused)}x`, code: '123456' },
    });
    expect(forged.body.error?.code).toBe('VALIDATION_ERROR');
    // Confirmed by the owner, the details are still new for the other user.
    await confirmDetailsOf(testApp, owner.login, refused);
    expect(
      asksToConfirmDetails(await withdrawOnce(testApp, other.login, sepa(sepaIbanEndingIn('1003')))),
    ).toBe(true);
    expect((await withdrawOnce(testApp, owner.login, sepa(sepaIbanEndingIn('1003')))).status).toBe(200);
  });

  it('goes through with the 2FA code when 2FA is on, and records the details as confirmed', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    const secret = await enableTwoFactorFor(testApp, login, clock);
    const iban = sepaIbanEndingIn('1004');
    const withCode = await withdrawOnce(testApp, login, sepa(iban), {
      'Auth-2FA-Token': await codeAt(secret, clock.read()),
    });
    expect(withCode.status).toBe(200);
    const record = await testApp.context.db
      .selectFrom('payout_details_confirmations')
      .select('method')
      .where('profile_id', '=', profileId)
      .executeTakeFirstOrThrow();
    expect(record.method).toBe('two_factor');
  });

  it('confirms by Telegram for an account without mail: only the same Telegram user’s signed init data', async () => {
    const telegramId = 770_000_000 + Math.floor(Math.random() * 1_000_000);
    const login = await testApp.signIn({ email: null, tgId: BigInt(telegramId) });
    const profileId = login.profiles_id[0] as string;
    const { fund } = await import('../../ledger/ledger.test-kit');
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', FUNDS.EUR)]));
    const refused = await withdrawOnce(testApp, login, sepa(sepaIbanEndingIn('1005')));
    expect(refused.body.error?.details).toMatchObject({ scope: 'payout_details', channel: 'telegram' });
    const asked = await callAs(testApp, login, 'POST', 'withdrawals/confirmations', {
      body: { details_token: tokenOf(refused) },
    });
    expect(asked.body).toMatchObject({ status: 'telegram', channel: 'telegram' });
    const nowSeconds = Math.floor(clock.read() / 1000);
    const someoneElse = signInitData(launchFields(telegramId + 1, nowSeconds - 5), TEST_BOT_TOKEN);
    const refusedOther = await callAs(testApp, login, 'POST', 'withdrawals/confirmations/confirm', {
      body: { details_token: tokenOf(refused), init_data: someoneElse },
    });
    expect(refusedOther.body.error?.code).toBe('ACCESS_DENIED');
    const own = signInitData(launchFields(telegramId, nowSeconds - 5), TEST_BOT_TOKEN);
    const confirmed = await callAs(testApp, login, 'POST', 'withdrawals/confirmations/confirm', {
      body: { details_token: tokenOf(refused), init_data: own },
    });
    expect(confirmed.body).toEqual({ status: 'confirmed' });
    expect((await withdrawOnce(testApp, login, sepa(sepaIbanEndingIn('1005')))).status).toBe(200);
  });
});

describe('the beneficiary name', () => {
  it('refuses a name that is not the verified one with the spec’s message, before anything moves', async () => {
    const { login, profileId } = await fundedUser(testApp, FUNDS);
    await verifyIdentity(profileId, 'Anna Maria Kowalska');
    const before = await moneyState(profileId);
    const wrong = await withdrawOnce(
      testApp,
      login,
      sepa(sepaIbanEndingIn('2001'), { beneficiary_name: 'Jan Nowak' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [{ path: 'beneficiary_name', key: 'payoutCheck.accountNotOwn' }] },
    });
    const card = await withdrawOnce(testApp, login, {
      payway: 'card',
      currency: 'EUR',
      amount: '100',
      requisite: { value: cardEndingIn('4242') },
      beneficiary_name: 'Piotr Kowalski',
    });
    expect(card.body.error).toMatchObject({
      details: { issues: [{ path: 'beneficiary_name', key: 'payoutCheck.cardNotOwn' }] },
    });
    expect(await moneyState(profileId)).toEqual(before);

    // Her own name, surname first and without accents or the middle name, goes on to the payout.
    const own = await withdraw(
      testApp,
      login,
      sepa(sepaIbanEndingIn('2001'), { beneficiary_name: 'KOWALSKA anna' }),
    );
    expect(own.status).toBe(200);
    expect((own.body.transaction as { requisite: Record<string, unknown> }).requisite).toMatchObject({
      holder_name: 'KOWALSKA anna',
    });
    const prefill = await callAs(testApp, login, 'GET', 'withdrawals/beneficiary');
    expect(prefill.body).toEqual({ name: 'Anna Maria Kowalska' });
  });

  it('is not taken for a crypto address, and must be a person’s name', async () => {
    const { login } = await fundedUser(testApp, FUNDS);
    const digits = await withdrawOnce(
      testApp,
      login,
      sepa(sepaIbanEndingIn('2002'), { beneficiary_name: 'R2D2' }),
    );
    expect(digits.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [{ path: 'beneficiary_name' }] },
    });
  });
});

function mailCode(body: string | undefined): string {
  const code = body ? /\b(\d{6})\b/.exec(body)?.[1] : undefined;
  if (!code) throw new Error('no code in the mail');
  return code;
}
