import { SendMode } from '@ton/core';

/** TON wallet constants: a transfer's lifetime, TON's decimals, default amounts (spec 001 §9). */

/** How long a signed transfer stays valid (55 minutes); it goes into the message's valid-until. */
export const TRANSFER_MESSAGE_LIFETIME_S = 3300;

/**
 * A message must reach the chain before it expires, so an indexer lagging behind by nearly
 * the whole lifetime is treated as down; 30 s are kept for sending and inclusion.
 */
export const INDEXER_LATENCY_MARGIN_S = 30;
export const INDEXER_LATENCY_LIMIT_S = TRANSFER_MESSAGE_LIFETIME_S - INDEXER_LATENCY_MARGIN_S;

export const MNEMONIC_WORD_COUNT = 24;
export const TON_DECIMALS = 9;

/** 1 TON: the value attached to a jetton transfer message when the caller gives none. */
export const DEFAULT_JETTON_TRANSFER_AMOUNT_NANOTON = 1_000_000_000n;

/**
 * 0.05 TON. The spec defines it without naming a use; we take it as the TON a wallet keeps
 * back for fees, e.g. so a "send all" still leaves enough to pay for the message.
 */
export const TON_FEE_RESERVE_NANOTON = 50_000_000n;

/** The sender pays the fees on top of the amount, and a failed action does not bounce the rest. */
export const DEFAULT_SEND_MODE = SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS;
