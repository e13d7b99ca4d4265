import { toNano } from '@ton/core';
import { z } from 'zod';
import { emptyToUndefined } from './setting-parsers';

/** The gasless relay's settings (issue 31; defaults: docs/decisions.md "Gasless USD₮"). */
export interface GaslessRelaySettings {
  /** Transfers a month per wallet the relay carries without a commission. */
  freePerMonth: number;
  /** Added to the relay's TON cost when it prices its commission in USD₮. */
  marginPercent: number;
  /** The relay's TON floor: below it the local chain's relay refills, and offers stop if it cannot. */
  minRelayTon: bigint;
  /** The relay wallet's words; unset, words generated once and kept in DATA_DIR. */
  relayMnemonic: string | undefined;
}

export const GASLESS_SETTING_FIELDS = {
  GASLESS_FREE_PER_MONTH: z.coerce.number().int().min(0).max(1_000).default(3),
  GASLESS_MARGIN_PERCENT: z.coerce.number().int().min(0).max(500).default(20),
  GASLESS_RELAY_MIN_TON: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,9})?$/, 'TON as a decimal, e.g. 5')
      .default('5'),
  ),
  GASLESS_RELAY_MNEMONIC: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((words) => words.split(/\s+/).length === 24, '24 words separated by spaces')
      .optional(),
  ),
};

type GaslessEnvironment = z.output<z.ZodObject<typeof GASLESS_SETTING_FIELDS>>;

export function readGaslessSettings(env: GaslessEnvironment): GaslessRelaySettings {
  return {
    freePerMonth: env.GASLESS_FREE_PER_MONTH,
    marginPercent: env.GASLESS_MARGIN_PERCENT,
    minRelayTon: toNano(env.GASLESS_RELAY_MIN_TON),
    relayMnemonic: env.GASLESS_RELAY_MNEMONIC,
  };
}
