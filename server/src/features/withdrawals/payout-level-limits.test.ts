import {
  convertMinorDown,
  minorToDecimal,
  requiredFromMinor,
  type VerificationLevel,
} from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { evmAddressEndingIn } from '../../test-support/withdrawals.test-kit';
import {
  createFakeLevelSource,
  levelLimitedPayouts,
  type PayoutOutcome,
  sepaEur,
} from './payout-level-limits.test-kit';
import { balancesOf, expectBalancedLedger, fundedUser } from './withdrawals.test-kit';

// Mid-month, mid-day (UTC): the payouts before it are placed by moving the clock.
const NOW = Date.UTC(2026, 10, 16, 12);
let clockMs = NOW;
let testApp: TestApp;
const levels = createFakeLevelSource();
let payOut: ReturnType<typeof levelLimitedPayouts>;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
  payOut = levelLimitedPayouts(testApp, levels.source);
});
afterAll(() => testApp.dispose());

/**
 * A funded profile at `level` that paid out these EUR amounts at these instants. The database
 * stamps a transaction with its own clock, so each payout's time is set after it is made.
 */
async function profileThatPaid(level: VerificationLevel, before: ReadonlyArray<[number, string]>) {
  const { profileId } = await fundedUser(testApp, { EUR: 10_000_000n, USDT: 10_000_000_000n });
  levels.setLevel(profileId, level);
  for (const [atMs, amount] of before) {
    clockMs = atMs;
    const paid = await payOut(profileId, sepaEur(amount));
    if (paid.code !== 'OK' || !('id' in paid)) throw new Error(`A payout before refused: ${paid.code}`);
    await testApp.context.db
      .updateTable('transactions')
      .set({ created_at: new Date(atMs) })
      .where('external_id', '=', paid.id)
      .execute();
  }
  clockMs = NOW;
  return profileId;
}

const day = (date: number, hour = 12) => Date.UTC(2026, 10, date, hour);
const refused = (code: string, figures: Record<string, string>) => ({
  code,
  details: expect.objectContaining({ limit_kind: 'verification_level', currency: 'EUR', ...figures }),
});

interface EdgeCase {
  name: string;
  level: VerificationLevel;
  before: ReadonlyArray<[number, string]>;
  ask: string;
  outcome: Partial<PayoutOutcome> | ReturnType<typeof refused>;
}

const EDGES: EdgeCase[] = [
  {
    name: 'reaching the daily limit exactly passes',
    level: 'starter',
    before: [[day(16, 9), '150']],
    ask: '50',
    outcome: { code: 'OK', amount: '50' },
  },
  {
    name: 'a cent over the daily limit is refused, naming the limit, the used, the left and the asked',
    level: 'starter',
    before: [[day(16, 9), '150']],
    ask: '50.01',
    outcome: refused('PAYOUT_DAILY_LIMIT_VIOLATION', {
      level: 'starter',
      period: 'day',
      limit: '200',
      used: '150',
      left: '50',
      amount: '50.01',
    }),
  },
  {
    name: 'reaching the monthly limit exactly passes',
    level: 'starter',
    before: [
      [day(3), '200'],
      [day(10), '200'],
    ],
    ask: '100',
    outcome: { code: 'OK', amount: '100' },
  },
  {
    name: 'a cent over the monthly limit is refused while the day still has room',
    level: 'starter',
    before: [
      [day(3), '200'],
      [day(10), '200'],
    ],
    ask: '100.01',
    outcome: refused('PAYOUT_MONTHLY_LIMIT_VIOLATION', {
      period: 'month',
      limit: '500',
      used: '400',
      left: '100',
      amount: '100.01',
    }),
  },
  {
    name: 'yesterday’s last second does not count for today',
    level: 'starter',
    before: [[Date.UTC(2026, 10, 15, 23, 59, 59), '200']],
    ask: '200',
    outcome: { code: 'OK', amount: '200' },
  },
  {
    name: 'last month does not count for this month',
    level: 'starter',
    before: [
      [Date.UTC(2026, 9, 30, 12), '200'],
      [Date.UTC(2026, 9, 31, 23), '200'],
    ],
    ask: '200',
    outcome: { code: 'OK', amount: '200' },
  },
  {
    name: 'a higher level has its own figures: basic pays 1000 a day',
    level: 'basic',
    before: [[day(16, 9), '600']],
    ask: '400',
    outcome: { code: 'OK', amount: '400' },
  },
  {
    name: 'a cent over the basic day is refused with the basic figures',
    level: 'basic',
    before: [[day(16, 9), '600']],
    ask: '400.01',
    outcome: refused('PAYOUT_DAILY_LIMIT_VIOLATION', { level: 'basic', limit: '1000', used: '600' }),
  },
];

describe('the verification level’s limits on payouts', () => {
  it.each(EDGES)('$name', async ({ level, before, ask, outcome }) => {
    const profileId = await profileThatPaid(level, before);
    const balances = await balancesOf(testApp, profileId);
    const answer = await payOut(profileId, sepaEur(ask));
    expect(answer).toMatchObject(outcome);
    // A refusal holds nothing.
    if (answer.code !== 'OK') expect(await balancesOf(testApp, profileId)).toEqual(balances);
  });

  it('says the limit in the message’s parameters, in the limits currency', async () => {
    const profileId = await profileThatPaid('starter', [[day(16, 9), '200']]);
    const answer = await payOut(profileId, sepaEur('10'));
    expect(answer).toMatchObject({
      code: 'PAYOUT_DAILY_LIMIT_VIOLATION',
      details: {
        message_key: 'errors.messages.dailyLimitExceeded',
        message_params: { currency: 'EUR', amount: expect.stringMatching(/^200(\.00)?$/) },
      },
    });
  });

  it('values a USDT payout in EUR at the mid rate of the check, with the EUR already paid', async () => {
    const rate = await testApp.context.rates.price('USDT', 'EUR', NOW, 'mid');
    const legs = { fromScale: 6, toScale: 18, rate };
    // The most USDT worth 50 EUR or less at that rate; one micro-USDT more is worth more.
    const mostMinor = requiredFromMinor(50n * 10n ** 18n + 1n, legs) - 1n;
    const usdt = (amountMinor: bigint) => ({
      payway: 'crypto',
      currency: 'USDT',
      network: 'ERC20',
      amount: minorToDecimal(amountMinor, 6),
      requisite: { value: evmAddressEndingIn('4242') },
    });

    const fits = await profileThatPaid('starter', [[day(16, 9), '150']]);
    expect(await payOut(fits, usdt(mostMinor))).toMatchObject({ code: 'OK' });

    const over = await profileThatPaid('starter', [[day(16, 9), '150']]);
    expect(await payOut(over, usdt(mostMinor + 1n))).toEqual(
      refused('PAYOUT_DAILY_LIMIT_VIOLATION', {
        used: '150',
        left: '50',
        amount: minorToDecimal(convertMinorDown(mostMinor + 1n, legs), 18),
      }),
    );
    await expectBalancedLedger(testApp);
  });

  it('refuses every payout of a held profile with USER_BLOCKED and the hold’s reason', async () => {
    const profileId = await profileThatPaid('full', []);
    levels.hold(profileId, { reasonCode: 'IDENTITY_REJECTED' });
    const balances = await balancesOf(testApp, profileId);
    expect(await payOut(profileId, sepaEur('10'))).toEqual({
      code: 'USER_BLOCKED',
      details: { reason: 'verification_hold', reason_code: 'IDENTITY_REJECTED' },
    });
    const created = await testApp.context.db
      .selectFrom('transactions')
      .select('id')
      .where('profile_id', '=', profileId)
      .execute();
    expect(created).toEqual([]);
    expect(await balancesOf(testApp, profileId)).toEqual(balances);
  });

  it('without a level source of its own, pays out within the money core’s levels (the verification feature’s)', async () => {
    const appLevels = levelLimitedPayouts(testApp);
    const { profileId } = await fundedUser(testApp, { EUR: 10_000_000n });
    // Nothing verified: the starter level's 200 EUR a day.
    expect(await appLevels(profileId, sepaEur('5000'))).toEqual(
      refused('PAYOUT_DAILY_LIMIT_VIOLATION', { level: 'starter', limit: '200', amount: '5000' }),
    );
    expect(await appLevels(profileId, sepaEur('200'))).toMatchObject({ code: 'OK', amount: '200' });
  });
});
