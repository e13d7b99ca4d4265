import { createHash } from 'node:crypto';
import type { PayoutProvider, PayoutRequest, PayoutResult } from './payout-provider';

export const SANDBOX_PAYOUTS_NAME = 'sandbox-payouts';

/**
 * Test values of the sandbox payout provider, read from the end of the destination (card number,
 * IBAN or address, case-insensitive):
 * - ends in `0002`: refused (a card: ORDER_CARD_DECLINED; an IBAN or address: PAYOUT_VERIFICATION_ERROR);
 * - ends in `0051`: only half is paid (rounded down), the rest returns to the balance;
 * - an address ending in `dead`: the chain knows no such account (ADDRESS_NOT_FOUND);
 * - anything else is paid in full, with a reference (and a transaction hash for crypto).
 */
export const SANDBOX_PAYOUT_TEST_SUFFIXES = {
  refused: '0002',
  partial: '0051',
  unknownAddress: 'dead',
} as const;

function digestOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** A number in [0, 1) fixed by the transaction id, so the same payout always lands the same way. */
function shareOf(transactionId: string): number {
  return digestOf(`share:${transactionId}`).readUInt32BE(0) / 2 ** 32;
}

/**
 * The sandbox: deterministic, keyed by the request id, so asking twice about one payout (a resumed
 * worker) gets the same answer and the same reference; a retry after a refusal is a new request. `failureRate` makes that share of payouts
 * fail by a hash of the transaction id, for load tests that want failures they can repeat.
 */
export function createSandboxPayouts(options: { failureRate?: number } = {}): PayoutProvider & {
  /** How many times each transaction was asked about (tests prove resumption re-asks, idempotently). */
  callsOf(transactionId: string): number;
} {
  const failureRate = options.failureRate ?? 0;
  const calls = new Map<string, number>();

  function decide(request: PayoutRequest): PayoutResult {
    const providerRef = `sbx_po_${digestOf(`ref:${request.requestId}`).toString('hex').slice(0, 24)}`;
    const hash =
      request.kind === 'address' ? `0x${digestOf(`hash:${request.requestId}`).toString('hex')}` : null;
    const ending = request.destination.trim().toLowerCase();
    if (ending.endsWith(SANDBOX_PAYOUT_TEST_SUFFIXES.refused)) {
      const failureCode = request.kind === 'card' ? 'ORDER_CARD_DECLINED' : 'PAYOUT_VERIFICATION_ERROR';
      return { outcome: 'failed', providerRef, failureCode, reason: 'sandbox test value: refused' };
    }
    if (request.kind === 'address' && ending.endsWith(SANDBOX_PAYOUT_TEST_SUFFIXES.unknownAddress)) {
      return {
        outcome: 'failed',
        providerRef,
        failureCode: 'ADDRESS_NOT_FOUND',
        reason: 'sandbox test value: no such address',
      };
    }
    if (shareOf(request.requestId) < failureRate) {
      return {
        outcome: 'failed',
        providerRef,
        failureCode: 'PAYOUT_VERIFICATION_ERROR',
        reason: 'sandbox failure rate',
      };
    }
    if (ending.endsWith(SANDBOX_PAYOUT_TEST_SUFFIXES.partial)) {
      const paidMinor = request.amountMinor / 2n;
      if (paidMinor > 0n) return { outcome: 'partial', providerRef, hash, paidMinor };
    }
    return { outcome: 'paid', providerRef, hash };
  }

  return {
    name: SANDBOX_PAYOUTS_NAME,
    async send(request) {
      calls.set(request.transactionId, (calls.get(request.transactionId) ?? 0) + 1);
      return decide(request);
    },
    callsOf: (transactionId) => calls.get(transactionId) ?? 0,
  };
}
