import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { decimalString, transactionSchema } from './transactions';

/**
 * Custodial TON deposits that arrived without a memo, or with one nobody owns: credited to nobody
 * until their sender claims them by signing a text with the sending wallet's key.
 */
const tonAddress = z.string().trim().min(1).max(128);
const txHash = z.string().regex(/^[0-9a-f]{64}$/, 'validation.invalid');

export const unclaimedTonDepositSchema = z.object({
  /** Hash of the chain transaction that took the money in. */
  id: z.string(),
  currency: z.string(),
  amount: decimalString,
  /** The sending wallet, user-friendly form. */
  sender: z.string(),
  /** The comment the transfer carried (one no profile owns), or null. */
  comment: z.string().nullable(),
  created_at: z.string(),
});
export type UnclaimedTonDeposit = z.infer<typeof unclaimedTonDepositSchema>;

/** The unclaimed deposits one wallet sent, newest first. */
export const listUnclaimedTonDeposits = defineEndpoint({
  id: 'listUnclaimedTonDeposits',
  method: 'GET',
  path: 'ton-deposits/unclaimed',
  summary: 'Deposits to Ferry’s TON addresses without a known memo, sent from one wallet',
  tag: 'deposits',
  bases: ['client'],
  auth: 'user',
  query: z.object({ sender: tonAddress }),
  response: z.object({ deposits: z.array(unclaimedTonDepositSchema) }),
});

export const tonClaimChallengeSchema = z.object({
  challenge_id: z.string().uuid(),
  /** Sign exactly this text with the sending wallet (TON Connect signData `text`, or as a ton_proof payload). */
  text: z.string(),
  expires_at: z.string(),
});

export const createTonClaimChallenge = defineEndpoint({
  id: 'createTonClaimChallenge',
  method: 'POST',
  path: 'ton-deposits/unclaimed/:txHash/challenge',
  summary: 'A short-lived text for the sender of an unclaimed TON deposit to sign',
  tag: 'deposits',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  response: tonClaimChallengeSchema,
});

export const claimTonDepositBodySchema = z.object({
  challenge_id: z.string().uuid(),
  /** `sign_data`: a TON Connect signData text signature; `ton_proof`: a ton_proof with the text as payload. */
  kind: z.enum(['sign_data', 'ton_proof']),
  /** The signing wallet (any form): must be the deposit's sender. */
  address: tonAddress,
  /** The domain the wallet signed for: Ferry's own host. */
  domain: z.string().trim().min(1).max(253),
  /** Unix seconds, as signed. */
  timestamp: z.number().int().nonnegative(),
  /** Base64 (or base64url) ed25519 signature. */
  signature: z.string().trim().min(1).max(128),
});

/** Credits an unclaimed deposit to the caller's profile once its sender's signature checks out. */
export const claimTonDeposit = defineEndpoint({
  id: 'claimTonDeposit',
  method: 'POST',
  path: 'ton-deposits/unclaimed/:txHash/claim',
  summary: 'Claim an unclaimed TON deposit by proving ownership of the sending wallet',
  tag: 'deposits',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  isIdempotent: true,
  body: claimTonDepositBodySchema,
  response: z.object({ transaction: transactionSchema }),
});

export const tonDepositTxHash = txHash;
