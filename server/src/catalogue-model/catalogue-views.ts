import type { Fee, Limits } from '@ferry/shared/domain';
import type { ConvertDirection, Country, Payway, PaywayCurrency } from './catalogue-types';

function viewFee(fee: Fee) {
  return { type: fee.type ?? 'COOPERATE', add: fee.add, mult: fee.mult };
}

export function viewLimits(limits: Limits) {
  return {
    min: limits.min ?? null,
    max: limits.max ?? null,
    mult: limits.mult ?? null,
    currency: limits.currency,
  };
}

export function viewPayway(payway: Payway) {
  return {
    code: payway.code,
    kind: payway.kind,
    method: payway.method,
    wallet_pay: [...payway.walletPay],
    is_active: payway.isActive,
    sort_order: payway.sortOrder,
  };
}

export function viewPwCurrency(row: PaywayCurrency) {
  return {
    payway: row.payway,
    currency: row.currency,
    network: row.network,
    direction: row.direction,
    fee: viewFee(row.fee),
    limits: viewLimits(row.limits),
    network_fee: row.networkFee,
    confirmations: row.confirmations,
    is_available: row.isAvailable,
  };
}

export function viewConvertDirection(row: ConvertDirection) {
  return {
    from: row.from,
    to: row.to,
    fee: viewFee(row.fee),
    limits: viewLimits(row.limits),
    is_available: row.isAvailable,
  };
}

export function viewCountry(country: Country) {
  return { code: country.code, name: country.name, is_supported: country.isSupported };
}
