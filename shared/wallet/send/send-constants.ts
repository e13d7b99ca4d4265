import { SendMode, toNano } from '@ton/core';

/** A signed transfer is valid for 55 minutes of chain time (001 §9). */
export const MESSAGE_LIFETIME_SECONDS = 3300;

/**
 * The indexer must be fresher than the lifetime minus 30 s (001 §8/§9): a message sent while the
 * indexer lags more than that could expire before the wallet ever sees it land.
 */
export const MAX_INDEXING_LATENCY_SECONDS = MESSAGE_LIFETIME_SECONDS - 30;

/**
 * How long a send waits for the wallet's earlier transfer to be final before it is refused with
 * TRANSFER_IN_PROGRESS: a transfer is final within seconds when the network is well, and a person
 * looking at a spinner should not wait longer than this.
 */
export const TRANSFER_LOCK_WAIT_MS = 60_000;

/** 001 §9: the wallet pays forwarding fees on top of the amount, and a failing action does not abort the others. */
export const DEFAULT_SEND_MODE = SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS;

/** Sending the whole balance: the contract sends what remains after its own fees. */
export const SEND_ALL_MODE = SendMode.CARRY_ALL_REMAINING_BALANCE + SendMode.IGNORE_ERRORS;

/**
 * TON attached to a jetton transfer to pay the jetton wallets' gas; the excess comes back to the
 * sender (response_destination), so only the fees are spent. 001 §9 names 1 TON as the default;
 * a wallet holding less sends with the 0.05 TON constant, which covers a standard jetton transfer
 * with a notification (docs/decisions.md "Wallet send").
 */
export const JETTON_TRANSFER_TON = toNano('1');
export const JETTON_TRANSFER_TON_MIN = toNano('0.05');

/** One nanoton forwarded with the transfer makes the recipient's wallet notify its owner (with the comment). */
export const JETTON_FORWARD_TON = 1n;

/** TEP-74 `transfer` op. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
