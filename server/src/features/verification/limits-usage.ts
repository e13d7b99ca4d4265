import {
  findCurrency,
  LEVEL_LIMITS_CURRENCY,
  type LimitDirection,
  minorToDecimal,
  type PeriodUsage,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { LIMIT_VALUE_SCALE, readLevelUsage } from '../../level-limits/level-usage';
import type { RatesProvider } from '../../providers/rates/rates-provider';

/** A sum written in cents, rounded up: what is shown as used is never less than what was. */
function writeUsed(minor: bigint): string {
  const scale = findCurrency(LEVEL_LIMITS_CURRENCY)?.scale ?? 2;
  const step = 10n ** BigInt(LIMIT_VALUE_SCALE - scale);
  return minorToDecimal((minor + step - 1n) / step, scale);
}

/**
 * What the profile moved in and out today and this month (UTC), valued in the limits currency:
 * the money core's own sums (level-limits/level-usage.ts), so the screens show what the core
 * enforces. A currency the rates cannot price counts nothing here rather than failing the view.
 */
export async function readLimitsUsage(
  db: Kysely<Schema>,
  rates: RatesProvider,
  profileId: string,
  now: Date,
): Promise<Record<LimitDirection, PeriodUsage>> {
  const usage = await readLevelUsage(db, rates, profileId, now, { isStrict: false });
  return {
    in: { today: writeUsed(usage.in.todayMinor), thisMonth: writeUsed(usage.in.thisMonthMinor) },
    out: { today: writeUsed(usage.out.todayMinor), thisMonth: writeUsed(usage.out.thisMonthMinor) },
  };
}
