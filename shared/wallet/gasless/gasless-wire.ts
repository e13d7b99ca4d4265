import { z } from 'zod';

/**
 * The relay's wire: tonapi's `/v2/gasless/*` shapes (so a wallet could use tonapi's own relay
 * through the proxy), plus Ferry's free-transfer count (`free_left`, `free_per_month`) and the
 * relay's message hash in the send answer, by which the wallet follows the transfer.
 */
export const gaslessConfigSchema = z.object({
  relay_address: z.string(),
  gas_jettons: z.array(z.object({ master_id: z.string() })),
  free_per_month: z.number().int().nonnegative().optional(),
});

export const gaslessMessageSchema = z.object({
  address: z.string(),
  /** Nanotons as a decimal string. */
  amount: z.string().regex(/^\d+$/),
  /** The body, a BoC in hex. */
  payload: z.string().optional(),
  state_init: z.string().optional(),
});

export const gaslessEstimateSchema = z.object({
  protocol_name: z.string(),
  relay_address: z.string(),
  /** The relay's fee in the jetton's smallest unit, as a decimal string. */
  commission: z.string().regex(/^\d+$/),
  from: z.string(),
  valid_until: z.number().int(),
  messages: z.array(gaslessMessageSchema).min(1).max(4),
  free_left: z.number().int().nonnegative().optional(),
  free_per_month: z.number().int().nonnegative().optional(),
});

export const gaslessSendAnswerSchema = z.object({
  /** Hash of the relay's external message: the event is found by it. */
  message_hash: z.string().optional(),
});

export type GaslessConfig = z.output<typeof gaslessConfigSchema>;
export type GaslessEstimate = z.output<typeof gaslessEstimateSchema>;
export type GaslessMessage = z.output<typeof gaslessMessageSchema>;

export interface GaslessEstimateRequest {
  wallet_address: string;
  wallet_public_key: string;
  /** The transfers the wallet wants, each a MessageRelaxed BoC in hex. */
  messages: { boc: string }[];
}

export interface GaslessSendRequest {
  wallet_public_key: string;
  /** The wallet's external message (with its state init while undeployed) whose body is the signed internal. */
  boc: string;
}

/** The relay's refusals by `code`, as the wallet names them. */
export const GASLESS_REFUSAL_CODES = [
  'GASLESS_QUOTE_EXPIRED',
  'GASLESS_FREE_USED',
  'GASLESS_UNAVAILABLE',
  'GASLESS_REFUSED',
] as const;
export type GaslessRefusalCode = (typeof GASLESS_REFUSAL_CODES)[number];
