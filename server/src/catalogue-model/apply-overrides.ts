import { decimalToMinor, type Fee, type Limits } from '@ferry/shared/domain';
import type { CatalogueOverrides, FeeOverride, LimitsOverride } from './catalogue-overrides';
import type { ConvertDirection, Country, Payway, PaywayCurrency, PeriodLimits } from './catalogue-types';

/** Later overrides win over earlier ones for the same row. */
function patchFee(fee: Fee, change: FeeOverride | undefined): Fee {
  if (!change) return fee;
  return {
    type: change.type ?? fee.type ?? 'COOPERATE',
    add: change.add ?? fee.add,
    mult: change.mult ?? fee.mult,
  };
}

function patchLimits(limits: Limits, change: LimitsOverride | undefined): Limits {
  if (!change) return limits;
  return {
    ...limits,
    ...(change.min === undefined ? {} : { min: change.min }),
    ...(change.max === undefined ? {} : { max: change.max }),
    ...(change.step === undefined ? {} : { mult: change.step }),
  };
}

export function isPaywayCurrencyMatch(
  change: CatalogueOverrides['paywayCurrencies'][number],
  row: Pick<PaywayCurrency, 'payway' | 'currency' | 'direction' | 'network'>,
): boolean {
  return (
    change.payway === row.payway &&
    change.currency === row.currency &&
    (change.direction === undefined || change.direction === row.direction) &&
    (change.network === undefined || change.network === row.network)
  );
}

export function overridePayway(row: Payway, overrides: CatalogueOverrides): Payway {
  let result = row;
  for (const change of overrides.payways) {
    if (change.code !== row.code) continue;
    result = {
      ...result,
      isActive: change.isActive ?? result.isActive,
      sortOrder: change.sortOrder ?? result.sortOrder,
    };
  }
  return result;
}

export function overridePaywayCurrency(row: PaywayCurrency, overrides: CatalogueOverrides): PaywayCurrency {
  let result = row;
  for (const change of overrides.paywayCurrencies) {
    if (!isPaywayCurrencyMatch(change, row)) continue;
    result = {
      ...result,
      isAvailable: change.isAvailable ?? result.isAvailable,
      fee: patchFee(result.fee, change.fee),
      limits: patchLimits(result.limits, change.limits),
      networkFee: change.networkFee ?? result.networkFee,
      confirmations: change.confirmations ?? result.confirmations,
    };
  }
  return result;
}

export function overrideConvertDirection(
  row: ConvertDirection,
  overrides: CatalogueOverrides,
): ConvertDirection {
  let result = row;
  for (const change of overrides.convertDirections) {
    if (change.from !== row.from || change.to !== row.to) continue;
    result = {
      ...result,
      isAvailable: change.isAvailable ?? result.isAvailable,
      fee: patchFee(result.fee, change.fee),
      limits: patchLimits(result.limits, change.limits),
    };
  }
  return result;
}

export function overridePayoutLimits(
  row: PeriodLimits,
  scale: number,
  overrides: CatalogueOverrides,
): PeriodLimits {
  const toMinorCap = (text: string | null): bigint | null => {
    if (text === null) return null;
    const minor = decimalToMinor(text, scale);
    if (minor === null) throw new RangeError(`Payout cap ${text} ${row.currency} is finer than its scale`);
    return minor;
  };
  let result = row;
  for (const change of overrides.payoutLimits) {
    if (change.currency !== row.currency) continue;
    result = {
      ...result,
      dailyMinor: change.daily === undefined ? result.dailyMinor : toMinorCap(change.daily),
      monthlyMinor: change.monthly === undefined ? result.monthlyMinor : toMinorCap(change.monthly),
    };
  }
  return result;
}

export function overrideCountry(row: Country, overrides: CatalogueOverrides): Country {
  let result = row;
  for (const change of overrides.countries) {
    if (change.code === row.code) result = { ...result, isSupported: change.isSupported };
  }
  return result;
}
