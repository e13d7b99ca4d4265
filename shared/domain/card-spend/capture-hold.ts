import type { CardEventResult } from './card-event-result';
import { type CardLedgerState, type HoldRecord, type PaidLeg, withHold } from './card-ledger-state';
import type { CardEntryType, CardPosting } from './card-postings';
import { amountOn, heldFor, totalCovers } from './hold-legs';
import { smallerMinor } from './smaller-minor';

/**
 * A capture above the hold always posts (captures ignore state and controls); above this share
 * of the hold it is flagged for review. 20 % is the tip allowance card networks give restaurants.
 */
export const OVER_CAPTURE_TOLERANCE_PERCENT = 20n;

export function capture(
  state: CardLedgerState,
  hold: HoldRecord,
  eventId: string,
  amountMinor: bigint,
): CardEventResult {
  const entryType: CardEntryType = hold.kind === 'atm_withdrawal' ? 'CARD_WITHDRAWAL' : 'CARD_DEBIT';
  const postings: CardPosting[] = [];
  const paid: PaidLeg[] = [...hold.paid];
  const heldBefore = hold.status === 'pending' ? totalCovers(hold.legs) : 0n;
  let remaining = amountMinor;
  const debit = (currency: string, debitedMinor: bigint, coversMinor: bigint) => {
    if (debitedMinor === 0n) return;
    postings.push({
      kind: 'entry',
      type: entryType,
      side: 'debit',
      currency,
      amountMinor: debitedMinor,
      counterparty: 'network',
      authorizationId: hold.id,
    });
    paid.push({ currency, debitedMinor, coversMinor });
  };
  if (hold.status === 'pending') {
    for (const leg of hold.legs) {
      const portion = smallerMinor(leg.coversMinor, remaining);
      const settled = portion === 0n ? 0n : heldFor(leg, portion, hold.scale);
      if (settled > 0n) {
        postings.push({
          kind: 'settle',
          authorizationId: hold.id,
          currency: leg.currency,
          amountMinor: settled,
        });
      }
      debit(leg.currency, settled, portion);
      if (leg.heldMinor > settled) {
        postings.push({
          kind: 'release',
          authorizationId: hold.id,
          currency: leg.currency,
          amountMinor: leg.heldMinor - settled,
          cause: 'capture',
        });
      }
      remaining -= portion;
    }
  }
  // Above the hold, or after it expired or was reversed: the capture still posts, on the first
  // balance the authorization drew on; the balance may go negative and open an overdraft.
  const overCaptureMinor = remaining;
  if (remaining > 0n) debit(hold.primary.currency, amountOn(hold.primary, remaining, hold.scale), remaining);
  const flagged = overCaptureMinor * 100n > heldBefore * OVER_CAPTURE_TOLERANCE_PERCENT;
  const next: HoldRecord = {
    ...hold,
    status: 'captured',
    legs: [],
    capturedMinor: hold.capturedMinor + amountMinor,
    paid,
  };
  return {
    state: withHold(state, eventId, next),
    postings,
    overCaptureMinor,
    overCaptureFlagged: overCaptureMinor > 0n && flagged,
  };
}
