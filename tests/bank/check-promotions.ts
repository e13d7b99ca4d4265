import { BANK_PROMOTION_RULES, type PromotionRules } from './bank-promotions';
import { minorToText } from './bank-random';
import type { DatabaseSnapshot, TransactionRow } from './bank-snapshot';
import type { Violation } from './check-history';

/** A friend's deposit that earns its referrer REF_DEPOSIT (money that came in from outside). */
const DEPOSIT_TYPES = ['PAYIN', 'UDEPOSIT', 'AUTOPAYIN', 'PAYIN_CONVERT', 'AUTOPAYIN_CONVERT'];
/** A friend's exchange or conversion whose fee earns its referrer REF_CONVERT's share. */
const CONVERT_TYPES = [
  'EXCHANGE',
  'CONVERT',
  'UCONVERT',
  'PAYIN_CONVERT',
  'AUTOPAYIN_CONVERT',
  'AUTOEXCHANGE',
];
const REWARD_TYPES = ['REF_DEPOSIT', 'REF_CONVERT'];
const PAID_FROM_PROMOTIONS = [...REWARD_TYPES, 'FARM_REWARD'];

/** Money that came into Ferry from outside: not a transfer's or a chat card's credit. */
function isDepositFromOutside(row: TransactionRow, ofChatCards: ReadonlySet<string | null>): boolean {
  return DEPOSIT_TYPES.includes(row.type) && row.payway !== 'balance' && !ofChatCards.has(row.externalId);
}

/** The referrer's share of a fee, rounded down to the fee currency's minor unit. */
export function shareOf(feeMinor: bigint, rules: PromotionRules): bigint {
  return (feeMinor * rules.convertSharePerMillion) / 1_000_000n;
}

/** The referral rewards' transactions: accounted for by their reward rows, not by an answer. */
export function promotionTransactionIds(snapshot: DatabaseSnapshot): Set<string> {
  const ids = new Set<string>();
  for (const reward of snapshot.promotions?.rewards ?? []) {
    if (reward.rewardExternalId) ids.add(reward.rewardExternalId);
    if (reward.clawbackExternalId) ids.add(reward.clawbackExternalId);
  }
  return ids;
}

/** The snapshot's transactions by external id and each profile's user, as both checks read them. */
export function indexesOf(
  snapshot: DatabaseSnapshot,
  promotions: NonNullable<DatabaseSnapshot['promotions']>,
) {
  const rows = new Map(snapshot.transactions.map((row) => [row.externalId, row]));
  const userOfProfile = new Map<string, string>();
  for (const user of promotions.users) for (const id of user.profileIds) userOfProfile.set(id, user.userId);
  return { rows, userOfProfile };
}

/**
 * Referral rewards (issue 29), after the run has let the rewards worker settle: every reward
 * stands on a real friend's DONE deposit or fee-paying exchange, at the published bonus or share;
 * each friend's deposit bonus and each exchange's share is recorded once and paid once, to a
 * profile of the referrer, as one REF_* transaction of the reward's amount; no REF_* transaction
 * exists without its reward; every qualifying transaction of a friend has its reward.
 */
export function checkReferralRewards(
  snapshot: DatabaseSnapshot,
  rules: PromotionRules = BANK_PROMOTION_RULES,
): Violation[] {
  const promotions = snapshot.promotions;
  if (!promotions) return [];
  const violations: Violation[] = [];
  const fail = (check: string, detail: string) => violations.push({ check, detail });
  const { rows, userOfProfile } = indexesOf(snapshot, promotions);
  const users = new Map(promotions.users.map((user) => [user.userId, user]));
  const ofChatCards = new Set(
    (snapshot.chatPayments ?? []).flatMap((card) => [card.holdExternalId, card.settleExternalId]),
  );

  const rewardsBySource = new Map<string, number>();
  const depositBonuses = new Map<string, number>();
  const rewardOf = new Map<string, string>();
  for (const reward of promotions.rewards) {
    const what = `${reward.kind} ${reward.id} (${reward.status})`;
    const friend = users.get(reward.friendUserId);
    const referrer = users.get(reward.referrerUserId);
    if (
      !friend ||
      !referrer ||
      friend.userId === referrer.userId ||
      referrer.telegramId === null ||
      friend.referrerTelegramId !== referrer.telegramId
    )
      fail('a reward goes to the friend’s own referrer', what);
    const source = reward.sourceExternalId ? rows.get(reward.sourceExternalId) : undefined;
    const sourceKey = `${reward.kind} ${reward.sourceExternalId}`;
    rewardsBySource.set(sourceKey, (rewardsBySource.get(sourceKey) ?? 0) + 1);
    if (source?.status !== 'DONE' || userOfProfile.get(source.profileId) !== reward.friendUserId) {
      fail(
        'a reward stands on a DONE transaction of the friend',
        `${what}: ${source?.type} ${source?.status}`,
      );
    } else if (reward.kind === 'REF_DEPOSIT') {
      if (!isDepositFromOutside(source, ofChatCards))
        fail('REF_DEPOSIT stands on a deposit from outside', `${what}: ${source.type}`);
      if (reward.amountMinor !== rules.depositBonusMinor || reward.currency !== rules.bonusCurrency)
        fail('REF_DEPOSIT is the published bonus', `${what}: ${reward.amountMinor} ${reward.currency}`);
      if (['pending', 'paid', 'refused', 'clawed_back'].includes(reward.status))
        depositBonuses.set(reward.friendUserId, (depositBonuses.get(reward.friendUserId) ?? 0) + 1);
    } else if (reward.kind === 'REF_CONVERT') {
      const want = shareOf(source.feeMinor, rules);
      if (!CONVERT_TYPES.includes(source.type))
        fail('REF_CONVERT stands on an exchange or conversion', `${what}: ${source.type}`);
      if (reward.amountMinor !== want || reward.currency !== (source.feeCurrency ?? source.currency))
        fail(
          'REF_CONVERT is the published share of the fee',
          `${what}: ${reward.amountMinor} ${reward.currency}, fee ${source.feeMinor} → ${want}`,
        );
    } else {
      fail('a reward is REF_DEPOSIT or REF_CONVERT', what);
    }
    const paid = reward.rewardExternalId ? rows.get(reward.rewardExternalId) : undefined;
    if (reward.status === 'paid' || reward.status === 'clawed_back') {
      if (
        !paid ||
        paid.type !== reward.kind ||
        paid.status !== 'DONE' ||
        paid.amountMinor !== reward.amountMinor ||
        paid.currency !== reward.currency ||
        userOfProfile.get(paid.profileId) !== reward.referrerUserId
      )
        fail(
          'a paid reward is one DONE transaction of its amount to the referrer',
          `${what}: ${paid?.type} ${paid?.status} ${paid?.amountMinor}`,
        );
      if (reward.rewardExternalId) rewardOf.set(reward.rewardExternalId, reward.id);
    } else if (reward.rewardExternalId !== null) {
      fail('an unpaid reward has no transaction', what);
    }
    if ((reward.status === 'clawed_back') !== (reward.clawbackExternalId !== null))
      fail('a reward is clawed back by exactly one transaction when its source is refunded', what);
    // Every friend is a person of their own and verified, the window is 0 days: all are paid.
    if (reward.status !== 'paid') fail('every reward of the run is paid once the worker settles', what);
  }
  for (const [source, count] of rewardsBySource)
    if (count > 1) fail('one reward per qualifying transaction', `${source}: ${count} rewards`);
  for (const [friend, count] of depositBonuses)
    if (count > 1) fail('one deposit bonus per friend', `friend ${friend}: ${count}`);

  const paidTransactions = new Map<string, number>();
  for (const row of snapshot.transactions) {
    if (!REWARD_TYPES.includes(row.type)) continue;
    paidTransactions.set(row.externalId, (paidTransactions.get(row.externalId) ?? 0) + 1);
    if (!rewardOf.has(row.externalId))
      fail('every REF_* transaction pays a reward', `${row.type} ${row.externalId} ${row.status}`);
  }
  for (const [id, count] of paidTransactions)
    if (count > 1) fail('a reward is paid by one transaction', `${id}: ${count} rows`);

  // What should have earned a reward: each friend's first deposit, each friend's fee-paying exchange.
  const friendsOf = new Map<string, string>();
  for (const friend of promotions.users) {
    const referrer = promotions.users.find(
      (candidate) =>
        candidate.telegramId !== null &&
        candidate.telegramId === friend.referrerTelegramId &&
        candidate.userId !== friend.userId,
    );
    if (referrer) friendsOf.set(friend.userId, referrer.userId);
  }
  const depositsOf = new Map<string, TransactionRow[]>();
  for (const row of snapshot.transactions) {
    const friend = userOfProfile.get(row.profileId);
    if (!friend || !friendsOf.has(friend) || row.status !== 'DONE') continue;
    if (isDepositFromOutside(row, ofChatCards))
      depositsOf.set(friend, [...(depositsOf.get(friend) ?? []), row]);
    if (CONVERT_TYPES.includes(row.type) && shareOf(row.feeMinor, rules) > 0n) {
      if ((rewardsBySource.get(`REF_CONVERT ${row.externalId}`) ?? 0) !== 1)
        fail('every fee-paying exchange of a friend earns its share once', `${row.type} ${row.externalId}`);
    }
  }
  for (const [friend, deposits] of depositsOf)
    if (deposits.length > 0 && depositBonuses.get(friend) !== 1)
      fail(
        'a friend’s first deposit earns the bonus once',
        `friend ${friend}: ${depositBonuses.get(friend) ?? 0}`,
      );
  return violations;
}

/**
 * The house promotions account pays exactly the rewards: each of its movements is one DONE
 * REF_* or FARM_REWARD transaction paid out (or a clawback paid back) of the same amount; what
 * it paid out per currency equals what those transactions credited, and its balance is what came
 * back less what went out.
 */
export function checkPromotionsAccount(snapshot: DatabaseSnapshot): Violation[] {
  const promotions = snapshot.promotions;
  if (!promotions) return [];
  const violations: Violation[] = [];
  const fail = (check: string, detail: string) => violations.push({ check, detail });
  const rows = new Map(snapshot.transactions.map((row) => [row.externalId, row]));
  const clawbacks = new Set(promotions.rewards.flatMap((reward) => reward.clawbackExternalId ?? []));
  const movedBy = new Map<string, number>();
  const paidOut = new Map<string, bigint>();
  const paidBack = new Map<string, bigint>();
  const add = (totals: Map<string, bigint>, currency: string, amount: bigint) =>
    totals.set(currency, (totals.get(currency) ?? 0n) + amount);
  for (const transfer of promotions.transfers) {
    const id = transfer.transactionExternalId ?? '';
    const row = rows.get(id);
    const what = `${transfer.kind} ${transfer.amountMinor} ${transfer.currency} for ${row?.type} ${id}`;
    movedBy.set(id, (movedBy.get(id) ?? 0) + 1);
    const isRightKind = transfer.isPaidOut
      ? row !== undefined && PAID_FROM_PROMOTIONS.includes(row.type)
      : clawbacks.has(id);
    if (!row || !isRightKind || row.status !== 'DONE')
      fail('the promotions account moves only for rewards and their clawbacks', what);
    else if (row.amountMinor !== transfer.amountMinor || row.currency !== transfer.currency)
      fail('the promotions account moves a reward’s own amount', what);
    add(transfer.isPaidOut ? paidOut : paidBack, transfer.currency, transfer.amountMinor);
  }
  const credited = new Map<string, bigint>();
  for (const row of snapshot.transactions) {
    if (!PAID_FROM_PROMOTIONS.includes(row.type) || row.status !== 'DONE') continue;
    add(credited, row.currency, row.amountMinor);
    if (movedBy.get(row.externalId) !== 1)
      fail('each reward is paid by one movement of the promotions account', `${row.type} ${row.externalId}`);
  }
  for (const currency of new Set([...credited.keys(), ...paidOut.keys(), ...promotions.balances.keys()])) {
    const out = paidOut.get(currency) ?? 0n;
    const back = paidBack.get(currency) ?? 0n;
    if (out !== (credited.get(currency) ?? 0n))
      fail(
        'the promotions account’s debits equal the rewards credited',
        `${currency}: paid out ${out}, rewards ${credited.get(currency) ?? 0n}`,
      );
    const balance = promotions.balances.get(currency) ?? 0n;
    if (balance !== back - out)
      fail('the promotions account’s balance is its movements', `${currency}: ${balance} ≠ ${back} − ${out}`);
  }
  return violations;
}

/** Rewards by kind and how much each paid, for the run's summary ("REF_DEPOSIT 9 = 45.000000 USDT, …"). */
export function formatPromotions(snapshot: DatabaseSnapshot): string {
  const totals = new Map<string, { count: number; minor: bigint }>();
  for (const row of snapshot.transactions) {
    if (!PAID_FROM_PROMOTIONS.includes(row.type) || row.status !== 'DONE') continue;
    const key = `${row.type} ${row.currency}`;
    const total = totals.get(key) ?? { count: 0, minor: 0n };
    totals.set(key, { count: total.count + 1, minor: total.minor + row.amountMinor });
  }
  return (
    [...totals]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, { count, minor }]) => {
        const [type, currency = ''] = key.split(' ');
        return `${type} ${count} = ${minorToText(minor, currency === 'USDT' ? 6 : 2)} ${currency}`;
      })
      .join(', ') || 'none'
  );
}
