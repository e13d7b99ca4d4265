import { z } from 'zod';
import { ALL_BASES, defineEndpoint } from './endpoint';
import { decimalString } from './transactions';

const isoDateTime = z.string().datetime({ offset: true });

/** An amount in one currency; the stats and a friend's earnings add up per currency. */
export const currencyAmountSchema = z.object({ amount: decimalString, currency: z.string() });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

/** A friend the user invited, as the referrer may see them (issue 29: the name and nothing more). */
export const frenSchema = z.object({
  /** The name Telegram shows for the friend; null when Ferry never saw it (a sign-up outside Telegram). */
  display_name: z.string().nullable(),
  joined_at: isoDateTime,
  /** The friend's identity is verified: their rewards can be paid. */
  is_verified: z.boolean(),
  /** What the friend earned the user, paid (not waiting, not taken back), per currency. */
  earned: z.array(currencyAmountSchema),
  /** Rewards found but waiting for the friend's verification or the transaction's refund window. */
  waiting: z.array(currencyAmountSchema),
});
export type Fren = z.infer<typeof frenSchema>;

/**
 * The user's referral page (`/frens`, spec 001 §1 "A referral reward, with stats: number of
 * transactions, total amount, reward"; issue 29). One level only: friends of friends earn nothing.
 */
export const frensSchema = z.object({
  /**
   * The user's invite links: the mini-app's `t.me/<bot>/<app>?startapp=ref_<telegram id>` (null
   * without the bot's username) and the web app's `?ref=<telegram id>`. Both null for an account
   * without Telegram: the referrer is known by their Telegram id (spec 001 §7, user-source).
   */
  link: z.object({ telegram: z.string().url().nullable(), web: z.string().url().nullable() }),
  stats: z.object({
    /** The friends' transactions that earned a reward (paid or waiting). */
    transactions: z.number().int().nonnegative(),
    /** Their amounts, per currency. */
    total_amount: z.array(currencyAmountSchema),
    /** What the user was paid for them, per currency. */
    reward: z.array(currencyAmountSchema),
  }),
  friends: z.array(frenSchema),
  /** The published rules, from the settings (docs/decisions.md, "Frens: referral rewards"). */
  rules: z.object({
    /** REF_DEPOSIT: the bonus for a friend's first deposit. */
    bonus: currencyAmountSchema,
    /** REF_CONVERT: the share of Ferry's fee on a friend's exchanges, a fraction (0.2 = 20%). */
    share: decimalString,
    /** For how many months after the friend joined their exchanges pay the share. */
    months: z.number().int().nonnegative(),
    /** Days a transaction stays done before its reward is paid. */
    hold_days: z.number().int().nonnegative(),
  }),
});
export type Frens = z.infer<typeof frensSchema>;

export const getFrens = defineEndpoint({
  id: 'getFrens',
  method: 'GET',
  path: 'frens',
  summary:
    'The user’s referral page: the invite links, the stats (transactions, total amount, reward), the invited friends and the published rules',
  tag: 'frens',
  bases: ALL_BASES,
  auth: 'user',
  response: frensSchema,
});
