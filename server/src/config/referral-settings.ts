import { z } from 'zod';

/**
 * The published rules of the referral rewards (issue 29, docs/decisions.md "Frens: referral
 * rewards"): REF_DEPOSIT's fixed bonus and its currency, REF_CONVERT's share of Ferry's fee and
 * for how many months after the friend signed up, and how long a friend's transaction waits
 * before it can no longer be refunded and the reward is paid.
 */
export interface ReferralSettings {
  /** The bonus for a friend's first deposit, in whole units of `bonusCurrency` (a decimal string). */
  depositBonus: string;
  bonusCurrency: string;
  /** The referrer's share of Ferry's fee on a friend's exchange or conversion, 0–0.5. */
  convertShare: number;
  /** How many months after the friend signed up their exchanges pay the share. */
  convertMonths: number;
  /** Days after a friend's transaction is DONE before its reward is paid (its refund window). */
  holdDays: number;
}

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  depositBonus: '5',
  bonusCurrency: 'USDT',
  convertShare: 0.2,
  convertMonths: 6,
  holdDays: 14,
};

/** The REFERRAL_* variables as the config's schema reads them. */
export const REFERRAL_SETTING_FIELDS = {
  REFERRAL_DEPOSIT_BONUS: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,8})?$/, 'a decimal amount, e.g. 5 or 2.50')
    .default(DEFAULT_REFERRAL_SETTINGS.depositBonus),
  REFERRAL_BONUS_CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,10}$/, 'a currency code, e.g. USDT')
    .default(DEFAULT_REFERRAL_SETTINGS.bonusCurrency),
  REFERRAL_CONVERT_SHARE: z.coerce.number().min(0).max(0.5).default(DEFAULT_REFERRAL_SETTINGS.convertShare),
  REFERRAL_CONVERT_MONTHS: z.coerce
    .number()
    .int()
    .min(0)
    .max(120)
    .default(DEFAULT_REFERRAL_SETTINGS.convertMonths),
  REFERRAL_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_REFERRAL_SETTINGS.holdDays),
};

type ReferralEnvironment = z.output<z.ZodObject<typeof REFERRAL_SETTING_FIELDS>>;

export function readReferralSettings(env: ReferralEnvironment): ReferralSettings {
  return {
    depositBonus: env.REFERRAL_DEPOSIT_BONUS,
    bonusCurrency: env.REFERRAL_BONUS_CURRENCY.toUpperCase(),
    convertShare: env.REFERRAL_CONVERT_SHARE,
    convertMonths: env.REFERRAL_CONVERT_MONTHS,
    holdDays: env.REFERRAL_HOLD_DAYS,
  };
}
