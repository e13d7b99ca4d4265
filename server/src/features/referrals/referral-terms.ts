import {
  decimalToMinor,
  findCurrency,
  type TransactionType,
  VERIFICATION_LEVELS,
  type VerificationLevel,
} from '@ferry/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import type { ReferralSettings } from '../../config/referral-settings';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import type { ReferralRewardsTable } from './referrals.schema';

/** The house account every promotion is paid from (the farm's rewards too): docs/decisions.md. */
export const PROMOTIONS_ACCOUNT = 'promotions';

/** A friend's deposit: money that came into Ferry from outside (not a transfer from another user). */
export const DEPOSIT_TYPES: readonly TransactionType[] = [
  'PAYIN',
  'UDEPOSIT',
  'AUTOPAYIN',
  'PAYIN_CONVERT',
  'AUTOPAYIN_CONVERT',
];

/** A friend's exchange or conversion: Ferry's fee on it pays REF_CONVERT's share. */
export const CONVERT_TYPES: readonly TransactionType[] = [
  'EXCHANGE',
  'CONVERT',
  'UCONVERT',
  'PAYIN_CONVERT',
  'AUTOPAYIN_CONVERT',
  'AUTOEXCHANGE',
];

/** The level a friend's identity counts as verified at (its IDENTITY step done). */
export const VERIFIED_LEVEL: VerificationLevel = 'verified';

/** How many rewards one query of a pass reads. */
export const PAGE_SIZE = 100;

/** Shares are applied in millionths, so a fee's share is exact integer arithmetic. */
export const SHARE_PRECISION = 1_000_000n;

export const DAY_MS = 86_400_000;

/**
 * What the referrals feature asks of verification, filled by the composition root
 * (compose-referral-ports.ts): the friend's level, and the person their identity document shows,
 * as one comparable key (null until the document is read).
 */
export interface ReferralPorts {
  levelOf(db: Kysely<Schema>, profileId: string): Promise<VerificationLevel>;
  personOf(db: Kysely<Schema>, profileId: string): Promise<string | null>;
}

export type RewardRow = Selectable<ReferralRewardsTable>;

export type ReferralEngineContext = Pick<
  ModuleContext,
  'db' | 'ledger' | 'transactions' | 'users' | 'nowMs' | 'logger'
> & { settings: ReferralSettings };

export function minorOfBonus(settings: ReferralSettings): bigint | null {
  const currency = findCurrency(settings.bonusCurrency);
  if (!currency) return null;
  return decimalToMinor(settings.depositBonus, currency.scale);
}

export function perMillionOf(share: number): bigint {
  return BigInt(Math.round(share * Number(SHARE_PRECISION)));
}

/** The referrer's share of a fee, rounded down to the fee currency's minor unit. */
export function shareOfFee(feeMinor: bigint, share: number): bigint {
  return (feeMinor * perMillionOf(share)) / SHARE_PRECISION;
}

export function isAtLeast(level: VerificationLevel, floor: VerificationLevel): boolean {
  return VERIFICATION_LEVELS.indexOf(level) >= VERIFICATION_LEVELS.indexOf(floor);
}
