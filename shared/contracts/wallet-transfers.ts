import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * A self-custody wallet transfer the app asks the bot to report: only public facts —
 * the external message's hash (as the wallet tracks it, TEP-467 normalised), the sending wallet
 * and what it moved. The server follows the hash on the chain and, when the transfer is final or
 * failed, the bot tells the user.
 */
export const walletTransferMessageHash = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'validation.invalid')
  .transform((value) => value.toLowerCase());

/** A TON address, raw (`0:<hex>`) or user-friendly (48 base64/base64url characters). */
const walletAddress = z
  .string()
  .trim()
  .regex(/^(-?\d{1,3}:[0-9a-fA-F]{64}|[A-Za-z0-9_+/-]{48})$/, 'validation.invalid');

export const registerWalletTransferBodySchema = z.object({
  message_hash: walletTransferMessageHash,
  address: walletAddress,
  /** Smallest units (nanotons, or the jetton's units). */
  amount: z.string().regex(/^\d+$/, 'validation.amount').max(40, 'validation.amount.tooLarge'),
  /** 'TON' or the jetton's symbol as the wallet shows it (USD₮). */
  symbol: z
    .string()
    .trim()
    .min(1)
    .max(12)
    .regex(/^[\p{L}\p{N}\p{Sc}._-]+$/u, 'validation.invalid'),
  decimals: z.number().int().min(0).max(18),
});
export type RegisterWalletTransferBody = z.infer<typeof registerWalletTransferBodySchema>;

export const registerWalletTransferResponseSchema = z.object({
  message_hash: z.string(),
  /** `pending` until the chain settles it; then the outcome (`expired`: it never landed in time). */
  status: z.enum(['pending', 'final', 'failed', 'expired']),
});
export type RegisterWalletTransferResponse = z.infer<typeof registerWalletTransferResponseSchema>;

export const registerWalletTransfer = defineEndpoint({
  id: 'registerWalletTransfer',
  method: 'POST',
  path: 'wallet/transfers',
  summary: 'Ask the bot to tell when a published wallet transfer is final or failed',
  tag: 'wallet',
  bases: ['client'],
  auth: 'user',
  successStatus: 202,
  body: registerWalletTransferBodySchema,
  response: registerWalletTransferResponseSchema,
});
