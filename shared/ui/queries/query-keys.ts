import type { PresetStatus } from '@ferry/shared/contracts';
import { moneyQueryKeys } from './money-query-keys';

/**
 * Every query key of the screens, built here so two screens that read the same list share one
 * cache entry and an invalidation reaches them all. A key's first element is its root: a prefix
 * (`rootKey`) invalidates every key under it.
 */
export const queryKeys = {
  ...moneyQueryKeys,
  initSettings: () => ['init-settings'] as const,
  currencies: () => ['currencies'] as const,
  profiles: () => ['profiles'] as const,
  payways: () => ['payways'] as const,
  /** Currencies a payway takes, by direction (`withdraw` for payouts). */
  pwCurrencies: (direction: string, currency: string | null) =>
    ['pwcurrencies', direction, currency] as const,
  cards: (profileId: string | null) => ['cards', profileId] as const,
  requisites: (profileId: string | null) => ['requisites', profileId] as const,
  requisitesOfKind: (profileId: string | null, kind: string | null) =>
    ['requisites', profileId, kind] as const,
  payoutBeneficiary: (profileId: string | null) => ['payout-beneficiary', profileId] as const,
  convertDirections: (from: string | null) => ['convert-directions', from] as const,
  convertQuote: (profileId: string | null, request: unknown) =>
    ['convert-quote', profileId, request] as const,
  depositPayways: () => ['deposit', 'payways'] as const,
  depositPwCurrencies: (payway: string | null, currency: string | null) =>
    ['deposit', 'pwcurrencies', payway, currency] as const,
  depositAddress: (profileId: string | null, currency: string, network: string | null) =>
    ['deposit', 'address', profileId, currency, network] as const,
  depositConvertTargets: (from: string) => ['deposit', 'convert-directions', from] as const,
  /** A quote; a visitor's (`profileId` null) is the public preview, which a signed-in user sees until theirs comes. */
  exchangeQuote: (profileId: string | null | undefined, request: unknown) =>
    ['exchange-quote', profileId ?? null, request] as const,
  utransaction: (profileId: string | null, id: string | null) => ['utransaction', profileId, id] as const,
  /** The first element matches the server's cache group "presets"; without a status, every list. */
  presets: (profileId: string | null, status?: PresetStatus) =>
    status ? (['presets', profileId, status] as const) : (['presets', profileId] as const),
  apiKeys: (profileId: string | null) => ['api-keys', profileId] as const,
  webhook: (profileId: string | null, apiKeyId: string) =>
    ['api-keys', profileId, apiKeyId, 'webhook'] as const,
  webhookDeliveries: (profileId: string | null, apiKeyId: string) =>
    ['api-keys', profileId, apiKeyId, 'webhook', 'deliveries'] as const,
  twoFactor: () => ['two-factor'] as const,
  /** A secret being set up lives here until its code confirms it; logout drops the cache with it. */
  twoFactorSetup: () => ['two-factor', 'setup'] as const,
  messengerNotifications: () => ['user', 'notifications'] as const,
  sandboxApplicant: (applicantId: string) => ['sandbox-kyc', 'applicant', applicantId] as const,
  payOrder: (token: string) => ['pay-frame', 'order', token] as const,
  /** The user's referral page (frens): links, stats, friends, rules. */
  frens: () => ['frens'] as const,
  /** The user's farm: check-in, tasks, points (every farm write answers it whole). */
  farm: () => ['farm'] as const,
};

/** Roots that are invalidated as a whole (after a money movement). */
type QueryRoot =
  | 'balances'
  | 'balances-total'
  | 'transactions'
  | 'transaction'
  | 'requisites'
  | 'utransaction';

export const rootKey = (root: QueryRoot) => [root] as const;
