import type { ApiKeyType } from '../transactions/account-enums';

/**
 * What each kind of API key may be allowed to do (spec 001 §6), as switches that are on or off.
 * "Read data" in the spec covers the listed record kinds, so each becomes its own read switch.
 */
const EXCHANGER_PERMISSIONS = [
  'read_withdrawals',
  'read_exchanges',
  'read_converts',
  'read_payins',
  'read_deposits',
  'create_crypto_addresses',
  'create_sell_swap_order',
  'create_buy_order',
  'customer_verification_check',
  'customer_verification_import',
  'customer_verification_initialize',
  'customer_verification_manage',
  'customer_verification_confirm',
  'get_currencies',
  'get_exchanges',
  'get_payment_methods',
  'prevalidate_order',
  'get_order_details',
  'get_convert_directions',
] as const;

const WALLET_PERMISSIONS = [
  'read_payouts',
  'read_exchanges',
  'read_converts',
  'read_payins',
  'read_deposits',
  'create_crypto_address',
  'add_address_requisites',
  'read_profile',
  'read_balances',
  'read_transactions',
  'read_transaction_details',
  'read_payment_details',
  'create_balance_statement',
] as const;

/** What an embedded widget calls: the catalogue, quotes and its own orders. */
const WIDGET_PERMISSIONS = [
  'get_currencies',
  'get_payment_methods',
  'get_convert_directions',
  'prevalidate_order',
  'create_sell_swap_order',
  'create_buy_order',
  'get_order_details',
] as const;

export type ApiKeyPermission =
  | (typeof EXCHANGER_PERMISSIONS)[number]
  | (typeof WALLET_PERMISSIONS)[number]
  | (typeof WIDGET_PERMISSIONS)[number];

/** A white-label key runs a branded exchanger, so it carries the exchanger's switches. */
export const API_KEY_PERMISSIONS: Readonly<Record<ApiKeyType, readonly ApiKeyPermission[]>> = {
  exchanger: EXCHANGER_PERMISSIONS,
  wallet: WALLET_PERMISSIONS,
  'white-label': EXCHANGER_PERMISSIONS,
  widget: WIDGET_PERMISSIONS,
};

export const ALL_API_KEY_PERMISSIONS: readonly ApiKeyPermission[] = [
  ...new Set([...EXCHANGER_PERMISSIONS, ...WALLET_PERMISSIONS, ...WIDGET_PERMISSIONS]),
];

/** Only a widget key is tied to the site that embeds it. */
export function isDomainBound(type: ApiKeyType): boolean {
  return type === 'widget';
}

/** Switches a key of this type may carry; anything else in a request is refused. */
export function isPermissionAllowed(type: ApiKeyType, permission: string): permission is ApiKeyPermission {
  return (API_KEY_PERMISSIONS[type] as readonly string[]).includes(permission);
}
