import { decimalToMinor, type Fee, type Limits, minorToDecimal } from '@ferry/shared/domain';
import type { Selectable } from 'kysely';
import type { ConvertDirectionsTable, PaywayCurrenciesTable, PaywaysTable } from '../db/schema-catalogue';
import type { ConvertDirection, Payway, PaywayCurrency, WalletPay } from './catalogue-types';

/** numeric keeps the scale it was written with ("0.30", "1.500000"); the wire wants "0.3", "1.5". */
export function normalizeDecimal(text: string): string {
  const digits = text.split('.')[1]?.length ?? 0;
  const minor = decimalToMinor(text, digits);
  if (minor === null) throw new RangeError(`Catalogue decimal expected, got "${text}"`);
  return minorToDecimal(minor, digits);
}

function normalizeNullable(text: string | null): string | null {
  return text === null ? null : normalizeDecimal(text);
}

export function toPayway(row: Selectable<PaywaysTable>): Payway {
  return {
    code: row.code,
    kind: row.kind,
    method: row.method,
    walletPay: row.wallet_pay as WalletPay[],
    isActive: row.is_active,
    sortOrder: row.sort_order,
  };
}

function toFee(row: { fee_type: Fee['type']; fee_add: string; fee_mult: string }): Fee {
  return { type: row.fee_type, add: normalizeDecimal(row.fee_add), mult: normalizeDecimal(row.fee_mult) };
}

function toLimits(
  row: { min_amount: string | null; max_amount: string | null; step: string | null },
  currency: string,
): Limits {
  return {
    min: normalizeNullable(row.min_amount),
    max: normalizeNullable(row.max_amount),
    mult: normalizeNullable(row.step),
    currency,
  };
}

export function toPaywayCurrency(row: Selectable<PaywayCurrenciesTable>): PaywayCurrency {
  return {
    payway: row.payway,
    currency: row.currency,
    network: row.network,
    direction: row.direction,
    fee: toFee(row),
    limits: toLimits(row, row.currency),
    networkFee: normalizeDecimal(row.network_fee),
    confirmations: row.confirmations,
    isAvailable: row.is_available,
  };
}

export function toConvertDirection(row: Selectable<ConvertDirectionsTable>): ConvertDirection {
  return {
    from: row.from_currency,
    to: row.to_currency,
    fee: toFee(row),
    limits: toLimits(row, row.from_currency),
    isAvailable: row.is_available,
  };
}
