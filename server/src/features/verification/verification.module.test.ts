import { getVerification, submitDeclaredPersonalData } from '@ferry/shared/contracts';
import { findCurrency } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

const clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: VerificationTestApp;

beforeAll(async () => {
  testApp = await createVerificationTestApp(() => clockMs);
}, 60_000);
afterAll(() => testApp?.dispose());

const DECLARED = {
  first_name: 'Olena',
  last_name: 'Koval',
  date_of_birth: '1991-04-12',
  country: 'PL',
  city: 'Kraków',
  street: 'ul. Długa 1',
  postal_code: '31-147',
};

async function addMovement(profileId: string, values: Record<string, unknown>) {
  await testApp.context.db
    .insertInto('transactions')
    .values({
      external_id: `ext-${Math.random().toString(36).slice(2)}`,
      profile_id: profileId,
      direction: 'PAYOUT',
      status: 'DONE',
      created_at: new Date(clockMs - 60_000),
      ...values,
    } as never)
    .execute();
}

describe('getVerification', () => {
  it('starts at the first level with its limits, every step NONE, and the next level', async () => {
    const { login } = await testApp.user();
    const state = await testApp.client.ok(getVerification, { token: login });
    expect(state.level).toBe('starter');
    expect(state.steps.map((step) => [step.kind, step.status, step.can_start])).toEqual([
      ['PHONE', 'NONE', true],
      ['ADDRESS', 'NONE', true],
      ['IDENTITY', 'NONE', true],
      ['DECLARED_ADDRESS', 'NONE', true],
    ]);
    expect(state.limits.out.day).toEqual({ limit: '200', used: '0', left: '200' });
    expect(state.next_level).toEqual({
      level: 'basic',
      missing_steps: ['PHONE', 'DECLARED_ADDRESS'],
      limits: { in: { day: '1000', month: '5000' }, out: { day: '1000', month: '5000' } },
    });
    expect(state).toMatchObject({ residence_country: null, is_country_allowed: true, block: null });
  });

  it('counts what was moved today and this month from the transactions, failed ones left out', async () => {
    const { login, profileId } = await testApp.user();
    await addMovement(profileId, { type: 'PAYOUT', amount: '4550', currency: 'EUR' });
    await addMovement(profileId, {
      type: 'PAYOUT',
      amount: '10000',
      currency: 'EUR',
      created_at: new Date('2026-11-02T09:00:00Z'),
    });
    await addMovement(profileId, { type: 'PAYOUT', amount: '9900', currency: 'EUR', status: 'FAIL' });
    await addMovement(profileId, {
      type: 'PAYIN',
      direction: 'PAYIN',
      amount: '2000',
      currency: 'EUR',
      created_at: new Date('2026-10-31T23:59:00Z'),
    });
    const state = await testApp.client.ok(getVerification, { token: login });
    expect(state.limits.out.day).toEqual({ limit: '200', used: '45.5', left: '154.5' });
    expect(state.limits.out.month).toEqual({ limit: '500', used: '145.5', left: '354.5' });
    expect(state.limits.in.month.used).toBe('0');
  });

  it('values a movement in another currency at the mid rate of its moment, rounded up to cents', async () => {
    const { login, profileId } = await testApp.user();
    const atMs = clockMs - 3_600_000;
    const usdt = findCurrency('USDT');
    if (!usdt) throw new Error('USDT is in the catalogue');
    await addMovement(profileId, {
      type: 'PAYOUT',
      amount: (25n * 10n ** BigInt(usdt.scale)).toString(),
      currency: 'USDT',
      created_at: new Date(atMs),
    });
    const rate = Number(await testApp.context.rates.price('USDT', 'EUR', atMs, 'mid'));
    const state = await testApp.client.ok(getVerification, { token: login });
    const used = Number(state.limits.out.day.used);
    expect(used).toBeGreaterThanOrEqual(25 * rate);
    expect(used - 25 * rate).toBeLessThan(0.01);
    expect(state.limits.out.day.used).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(Number(state.limits.out.day.left)).toBeCloseTo(200 - used, 2);
  });

  it("refuses another user's profile (BOLA) and reads nothing of it", async () => {
    const owner = await testApp.user();
    await testApp.client.ok(submitDeclaredPersonalData, { token: owner.login, body: DECLARED });
    const stranger = await testApp.user();
    const answer = await testApp.client.call(getVerification, {
      token: stranger.login,
      profileId: owner.profileId,
    });
    expect(answer.isOk).toBe(false);
    expect([403, 404]).toContain(answer.status);
    expect(JSON.stringify(answer.error)).not.toContain('Koval');
    const write = await testApp.client.call(submitDeclaredPersonalData, {
      token: stranger.login,
      profileId: owner.profileId,
      body: { ...DECLARED, country: 'US' },
    });
    expect(write.isOk).toBe(false);
    const own = await testApp.client.ok(getVerification, { token: owner.login });
    expect(own.residence_country).toBe('PL');
  });
});

describe('submitDeclaredPersonalData', () => {
  it('completes DECLARED_ADDRESS and sets the residence country', async () => {
    const { login } = await testApp.user();
    const state = await testApp.client.ok(submitDeclaredPersonalData, { token: login, body: DECLARED });
    expect(state.steps.find((step) => step.kind === 'DECLARED_ADDRESS')).toMatchObject({
      status: 'COMPLETED',
      user_state: 'verified',
      can_start: false,
    });
    expect(state).toMatchObject({ residence_country: 'PL', is_country_allowed: true, level: 'starter' });
  });

  it.each([
    ['1899-12-31', 'errors.verification.dateOfBirthYear'],
    ['2027-01-01', 'errors.verification.dateOfBirthYear'],
    ['2026-12-01', 'errors.verification.dateOfBirthFuture'],
    ['1990-02-30', null],
    ['2001-02-29', null],
    ['1990-13-01', null],
  ])('refuses the date of birth %s', async (date, key) => {
    const { login } = await testApp.user();
    const answer = await testApp.client.call(submitDeclaredPersonalData, {
      token: login,
      invalidBody: { ...DECLARED, date_of_birth: date },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.code).toBe('VALIDATION_ERROR');
    const issues = answer.error?.details?.issues as { path: string; key?: string }[];
    expect(issues[0]?.path).toBe('date_of_birth');
    if (key) expect(issues[0]?.key).toBe(key);
  });

  it.each(['1900-01-01', '2000-02-29', '2026-11-28'])('takes the date of birth %s', async (date) => {
    const { login } = await testApp.user();
    const answer = await testApp.client.call(submitDeclaredPersonalData, {
      token: login,
      body: { ...DECLARED, date_of_birth: date },
    });
    expect(answer.status).toBe(200);
  });

  it.each(['US', 'ru', 'IR'])('refuses the restricted country %s and ends the step', async (country) => {
    const { login } = await testApp.user();
    const answer = await testApp.client.call(submitDeclaredPersonalData, {
      token: login,
      body: { ...DECLARED, country },
    });
    expect(answer.error?.code).toBe('COUNTRY_NOT_ALLOWED');
    const state = await testApp.client.ok(getVerification, { token: login });
    expect(state.steps.find((step) => step.kind === 'DECLARED_ADDRESS')?.status).toBe('NOT_ALLOWED');
    expect(state.is_country_allowed).toBe(false);
    const again = await testApp.client.call(submitDeclaredPersonalData, { token: login, body: DECLARED });
    expect(again.error?.code).toBe('COUNTRY_NOT_ALLOWED');
  });

  it('refuses a code that is no country', async () => {
    const { login } = await testApp.user();
    const answer = await testApp.client.call(submitDeclaredPersonalData, {
      token: login,
      body: { ...DECLARED, country: 'XX' },
    });
    expect(answer.error?.code).toBe('VALIDATION_ERROR');
  });
});
