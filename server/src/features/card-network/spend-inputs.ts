import {
  convertMinorDown,
  decimalToMinor,
  findCurrency,
  LEVEL_LIMITS_CURRENCY,
  levelAllowance,
  type SpendFromBalance,
  type VerificationLevel,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { LevelSource } from '../../level-limits/level-source-port';
import {
  type LevelUsageRow,
  LIMIT_VALUE_SCALE,
  valueLevelUsage,
  writeLimitValue,
} from '../../level-limits/level-usage';
import type { ModuleContext } from '../../module-context/module-context';
import { profileFor } from './card-ledger';
import type { SpendingCard } from './card-network-ports';

/** Digits kept after the point of an effective rate (units of the spend currency per unit). */
const RATE_DIGITS = 12;

type SpendContext = Pick<ModuleContext, 'ledger' | 'quotes' | 'rates' | 'nowMs'>;

/**
 * Units of `to` a user gets for one unit of `from` at the live convert quote, its fee included:
 * what a convert of `fromMinor` would deliver divided by what it takes, cut down, so a converted
 * leg never holds less than the quote asks. Null when the quote refuses (no direction, a limit).
 */
export async function effectiveRate(
  ctx: SpendContext,
  db: Kysely<Schema>,
  from: string,
  to: string,
  fromMinor: bigint,
): Promise<string | null> {
  const fromScale = findCurrency(from)?.scale;
  const toScale = findCurrency(to)?.scale;
  if (fromScale === undefined || toScale === undefined || fromMinor <= 0n) return null;
  try {
    const price = await ctx.quotes.preview(db, {
      kind: 'convert',
      fromCurrency: from,
      toCurrency: to,
      fromAmountMinor: fromMinor,
    });
    if (price.fromAmountMinor <= 0n || price.toAmountMinor <= 0n) return null;
    const scaled =
      (price.toAmountMinor * 10n ** BigInt(RATE_DIGITS + fromScale)) /
      (price.fromAmountMinor * 10n ** BigInt(toScale));
    if (scaled === 0n) return null;
    const text = scaled.toString().padStart(RATE_DIGITS + 1, '0');
    const whole = text.slice(0, -RATE_DIGITS);
    const fraction = text.slice(-RATE_DIGITS).replace(/0+$/, '');
    return fraction ? `${whole}.${fraction}` : whole;
  } catch {
    return null;
  }
}

/** The balances the card draws on, in the user's order, each priced into the spend currency. */
export async function spendFromBalances(
  ctx: SpendContext,
  trx: Kysely<Schema>,
  card: SpendingCard,
  spendCurrency: string,
  /** Available minor units of a profile's currency, as read under the decision's locks. */
  availableOf: (profileId: string, currency: string) => bigint,
): Promise<SpendFromBalance[]> {
  const balances: SpendFromBalance[] = [];
  for (const currency of card.spendFrom) {
    const scale = findCurrency(currency)?.scale;
    if (scale === undefined) continue;
    const availableMinor = availableOf(profileFor(card, currency), currency);
    if (currency === spendCurrency) {
      balances.push({ currency, scale, availableMinor });
      continue;
    }
    const rate = await effectiveRate(ctx, trx, currency, spendCurrency, availableMinor);
    balances.push({ currency, scale, availableMinor, ...(rate ? { rateToSpend: rate } : {}) });
  }
  return balances;
}

/**
 * What the owner's level still lets leave Ferry now, in minor units of the spend currency,
 * rounded down: the owner's money profile and the card's own profile count together, since the
 * card's spends are the owner's money out.
 */
export async function outAllowanceMinor(
  ctx: SpendContext,
  levelSource: LevelSource,
  trx: Kysely<Schema>,
  card: SpendingCard,
  spendCurrency: string,
  spendScale: number,
  /** The month's counted transactions of owner and card, read with the decision's state. */
  usageRows: readonly LevelUsageRow[],
  /** The owner's level when it was read with them. */
  knownLevel?: VerificationLevel,
): Promise<bigint> {
  const now = new Date(ctx.nowMs());
  const level = knownLevel ?? (await levelSource.levelOf(trx, card.ownerProfileId));
  const usage = await valueLevelUsage(ctx.rates, usageRows, now, { isStrict: false });
  const allowance = levelAllowance(level, 'out', {
    today: writeLimitValue(usage.out.todayMinor),
    thisMonth: writeLimitValue(usage.out.thisMonthMinor),
  });
  const leftMinor = decimalToMinor(allowance.now, LIMIT_VALUE_SCALE) ?? 0n;
  const rate =
    spendCurrency === LEVEL_LIMITS_CURRENCY
      ? '1'
      : await ctx.rates.price(LEVEL_LIMITS_CURRENCY, spendCurrency, now.getTime(), 'mid').catch(() => null);
  if (rate === null) return 0n;
  return convertMinorDown(leftMinor, { fromScale: LIMIT_VALUE_SCALE, toScale: spendScale, rate });
}

/** The card's per-authorization maximum (card currency) in the spend currency, at the mid rate. */
export async function perAuthorizationMaxIn(
  ctx: SpendContext,
  card: SpendingCard,
  spendCurrency: string,
  spendScale: number,
): Promise<bigint | undefined> {
  if (card.perAuthorizationMaxMinor === null) return undefined;
  if (spendCurrency === card.currency) return card.perAuthorizationMaxMinor;
  const cardScale = findCurrency(card.currency)?.scale ?? 2;
  const rate = await ctx.rates.price(card.currency, spendCurrency, ctx.nowMs(), 'mid').catch(() => null);
  // Without a rate the maximum cannot be checked, so nothing passes it.
  if (rate === null) return 0n;
  return convertMinorDown(card.perAuthorizationMaxMinor, { fromScale: cardScale, toScale: spendScale, rate });
}
