import { BANK_PROMOTION_RULES, type PromotionRules } from './bank-promotions';
import type { DatabaseSnapshot } from './bank-snapshot';
import type { Violation } from './check-history';
import { indexesOf } from './check-promotions';

/**
 * The farm: each FARM_REWARD is one conversion of the user's own points into a profile of theirs,
 * worth no more than the points spent (rounded up), within the daily and the total cap; a farm's
 * points are what its check-ins and tasks earned less what it converted, never below zero.
 */
export function checkFarm(
  snapshot: DatabaseSnapshot,
  rules: PromotionRules = BANK_PROMOTION_RULES,
): Violation[] {
  const promotions = snapshot.promotions;
  if (!promotions) return [];
  const violations: Violation[] = [];
  const fail = (check: string, detail: string) => violations.push({ check, detail });
  const { rows, userOfProfile } = indexesOf(snapshot, promotions);
  const unit = 10n ** BigInt(rules.farmCurrencyScale);
  const conversionsOf = new Map<string, number>();
  const perDay = new Map<string, bigint>();
  const perFarm = new Map<string, bigint>();
  const spent = new Map<string, number>();
  for (const conversion of promotions.farmConversions) {
    const what = `${conversion.userId} ${conversion.localDay} ${conversion.amountMinor} ${conversion.currency}`;
    const id = conversion.transactionExternalId ?? '';
    conversionsOf.set(id, (conversionsOf.get(id) ?? 0) + 1);
    const row = rows.get(id);
    if (
      row?.type !== 'FARM_REWARD' ||
      row.status !== 'DONE' ||
      row.amountMinor !== conversion.amountMinor ||
      row.currency !== conversion.currency ||
      row.profileId !== conversion.profileId
    )
      fail('a farm conversion is one DONE FARM_REWARD of its amount', `${what}: ${row?.type} ${row?.status}`);
    if (userOfProfile.get(conversion.profileId) !== conversion.userId)
      fail('a farm pays a profile of its own user', what);
    if (conversion.currency !== rules.farmCurrency || conversion.amountMinor <= 0n)
      fail('a farm conversion pays a positive amount in the farm currency', what);
    const cost = conversion.amountMinor * rules.farmPointsPerUnit;
    if (BigInt(conversion.points) !== (cost + unit - 1n) / unit)
      fail('a farm conversion spends the points its amount is worth', `${what}: ${conversion.points} points`);
    const day = `${conversion.userId} ${conversion.localDay}`;
    perDay.set(day, (perDay.get(day) ?? 0n) + conversion.amountMinor);
    perFarm.set(conversion.userId, (perFarm.get(conversion.userId) ?? 0n) + conversion.amountMinor);
    spent.set(conversion.userId, (spent.get(conversion.userId) ?? 0) + conversion.points);
  }
  for (const [day, total] of perDay)
    if (total > rules.farmDailyCapMinor)
      fail('a farm converts at most the daily cap a day', `${day}: ${total}`);
  for (const [user, total] of perFarm)
    if (total > rules.farmTotalCapMinor) fail('a farm converts at most the total cap', `${user}: ${total}`);
  for (const [id, count] of conversionsOf)
    if (count > 1) fail('a FARM_REWARD pays one conversion', `${id}: ${count} conversions`);
  for (const row of snapshot.transactions)
    if (row.type === 'FARM_REWARD' && !conversionsOf.has(row.externalId))
      fail('every FARM_REWARD is a farm conversion', `${row.externalId} ${row.status}`);
  for (const farm of promotions.farmPoints) {
    const want = farm.earned - (spent.get(farm.userId) ?? 0);
    if (farm.points !== want || farm.points < 0)
      fail(
        'a farm’s points are what it earned less what it converted',
        `${farm.userId}: ${farm.points} points, earned ${farm.earned}, converted ${spent.get(farm.userId) ?? 0}`,
      );
  }
  return violations;
}
