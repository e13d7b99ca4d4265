import { describe, expect, it } from 'vitest';
import type { DatabaseSnapshot, PromotionsSnapshot, TransactionRow } from './bank-snapshot';
import { checkFarm } from './check-farm';
import { checkPromotionsAccount, checkReferralRewards } from './check-promotions';

const REFERRER = 'user-referrer';
const FRIEND = 'user-friend';
const REFERRER_PROFILE = 'profile-referrer';
const FRIEND_PROFILE = 'profile-friend';

function tx(
  externalId: string,
  type: string,
  profileId: string,
  amountMinor: bigint,
  extra: Partial<TransactionRow> = {},
): TransactionRow {
  return {
    externalId,
    profileId,
    type,
    direction: 'PAYIN',
    status: 'DONE',
    parentExternalId: null,
    reproducedExternalId: null,
    currency: 'USDT',
    amountMinor,
    feeMinor: 0n,
    feeCurrency: null,
    toCurrency: null,
    toAmountMinor: null,
    paidAmountMinor: null,
    payway: 'ton',
    ...extra,
  };
}

/** A friend's deposit and exchange, both rewarded once, and one farm conversion, all in the books. */
function booksOf(): DatabaseSnapshot {
  const transactions = [
    tx('DEP', 'PAYIN', FRIEND_PROFILE, 100_000_000n),
    tx('EXC', 'EXCHANGE', FRIEND_PROFILE, 50_000_000n, { feeMinor: 1_000_000n, feeCurrency: 'USDT' }),
    tx('RD', 'REF_DEPOSIT', REFERRER_PROFILE, 5_000_000n, { payway: 'balance' }),
    tx('RC', 'REF_CONVERT', REFERRER_PROFILE, 200_000n, { payway: 'balance' }),
    tx('FR', 'FARM_REWARD', FRIEND_PROFILE, 210_000n, { payway: 'balance' }),
  ];
  const promotions: PromotionsSnapshot = {
    users: [
      { userId: REFERRER, profileIds: [REFERRER_PROFILE], telegramId: '100', referrerTelegramId: null },
      { userId: FRIEND, profileIds: [FRIEND_PROFILE], telegramId: '101', referrerTelegramId: '100' },
    ],
    rewards: [
      {
        id: 'r1',
        kind: 'REF_DEPOSIT',
        status: 'paid',
        referrerUserId: REFERRER,
        friendUserId: FRIEND,
        sourceExternalId: 'DEP',
        amountMinor: 5_000_000n,
        currency: 'USDT',
        rewardExternalId: 'RD',
        clawbackExternalId: null,
      },
      {
        id: 'r2',
        kind: 'REF_CONVERT',
        status: 'paid',
        referrerUserId: REFERRER,
        friendUserId: FRIEND,
        sourceExternalId: 'EXC',
        amountMinor: 200_000n,
        currency: 'USDT',
        rewardExternalId: 'RC',
        clawbackExternalId: null,
      },
    ],
    farmConversions: [
      {
        userId: FRIEND,
        profileId: FRIEND_PROFILE,
        localDay: '2026-11-29',
        points: 210,
        currency: 'USDT',
        amountMinor: 210_000n,
        transactionExternalId: 'FR',
      },
    ],
    farmPoints: [{ userId: FRIEND, points: 200, earned: 410 }],
    transfers: [
      {
        kind: 'referral_reward',
        transactionExternalId: 'RD',
        currency: 'USDT',
        amountMinor: 5_000_000n,
        isPaidOut: true,
      },
      {
        kind: 'referral_reward',
        transactionExternalId: 'RC',
        currency: 'USDT',
        amountMinor: 200_000n,
        isPaidOut: true,
      },
      {
        kind: 'farm_reward',
        transactionExternalId: 'FR',
        currency: 'USDT',
        amountMinor: 210_000n,
        isPaidOut: true,
      },
    ],
    balances: new Map([['USDT', -5_410_000n]]),
  };
  return {
    audit: { isBalanced: true, findings: [] },
    storedAnswers: [],
    transactions,
    userBalances: [],
    promotions,
  };
}

const checkAllPromotions = (snapshot: DatabaseSnapshot) => [
  ...checkReferralRewards(snapshot),
  ...checkFarm(snapshot),
  ...checkPromotionsAccount(snapshot),
];
const checksOf = (snapshot: DatabaseSnapshot) =>
  checkAllPromotions(snapshot).map((violation) => violation.check);

describe('the promotions checks', () => {
  it('hold for rewards paid once and a farm conversion within the caps', () => {
    expect(checkAllPromotions(booksOf())).toEqual([]);
  });

  it('see a reward paid twice for one source', () => {
    const books = booksOf();
    const promotions = books.promotions as PromotionsSnapshot;
    const twice = {
      ...books,
      transactions: [...books.transactions, tx('RD2', 'REF_DEPOSIT', REFERRER_PROFILE, 5_000_000n)],
      promotions: {
        ...promotions,
        rewards: [
          ...promotions.rewards,
          { ...(promotions.rewards[0] as (typeof promotions.rewards)[0]), id: 'r3', rewardExternalId: 'RD2' },
        ],
      },
    };
    expect(checksOf(twice)).toEqual(
      expect.arrayContaining(['one reward per qualifying transaction', 'one deposit bonus per friend']),
    );
  });

  it('see a friend’s exchange that earned nothing, and a REF_* transaction without its reward', () => {
    const books = booksOf();
    const promotions = books.promotions as PromotionsSnapshot;
    const missing = { ...books, promotions: { ...promotions, rewards: promotions.rewards.slice(0, 1) } };
    expect(checksOf(missing)).toEqual(
      expect.arrayContaining([
        'every fee-paying exchange of a friend earns its share once',
        'every REF_* transaction pays a reward',
      ]),
    );
  });

  it('see a share that is not the published one', () => {
    const books = booksOf();
    const promotions = books.promotions as PromotionsSnapshot;
    const rewards = promotions.rewards.map((reward) =>
      reward.kind === 'REF_CONVERT' ? { ...reward, amountMinor: 300_000n } : reward,
    );
    expect(checksOf({ ...books, promotions: { ...promotions, rewards } })).toContain(
      'REF_CONVERT is the published share of the fee',
    );
  });

  it('see the promotions account pay more than the rewards credited', () => {
    const books = booksOf();
    const promotions = books.promotions as PromotionsSnapshot;
    const extra = {
      ...books,
      promotions: {
        ...promotions,
        transfers: [
          ...promotions.transfers,
          {
            kind: 'referral_reward',
            transactionExternalId: 'RD',
            currency: 'USDT',
            amountMinor: 5_000_000n,
            isPaidOut: true,
          },
        ],
        balances: new Map([['USDT', -10_410_000n]]),
      },
    };
    expect(checksOf(extra)).toEqual(
      expect.arrayContaining([
        'the promotions account’s debits equal the rewards credited',
        'each reward is paid by one movement of the promotions account',
      ]),
    );
  });

  it('see a farm over its daily cap, and points that do not add up', () => {
    const books = booksOf();
    const promotions = books.promotions as PromotionsSnapshot;
    const conversion = promotions.farmConversions[0] as (typeof promotions.farmConversions)[0];
    const overCap = {
      ...books,
      transactions: [...books.transactions, tx('FR2', 'FARM_REWARD', FRIEND_PROFILE, 100_000n)],
      promotions: {
        ...promotions,
        farmConversions: [
          conversion,
          { ...conversion, points: 100, amountMinor: 100_000n, transactionExternalId: 'FR2' },
        ],
        transfers: [
          ...promotions.transfers,
          {
            kind: 'farm_reward',
            transactionExternalId: 'FR2',
            currency: 'USDT',
            amountMinor: 100_000n,
            isPaidOut: true,
          },
        ],
        balances: new Map([['USDT', -5_510_000n]]),
      },
    };
    expect(checksOf(overCap)).toEqual([
      'a farm converts at most the daily cap a day',
      'a farm’s points are what it earned less what it converted',
    ]);
  });
});
