import type { CardEventResult } from './card-event-result';
import { type CardLedgerState, type HoldRecord, type PaidLeg, withHold } from './card-ledger-state';
import type { CardPosting } from './card-postings';
import { smallerMinor } from './smaller-minor';

export function linkedRefund(
  state: CardLedgerState,
  hold: HoldRecord,
  eventId: string,
  amountMinor: bigint,
): CardEventResult {
  const postings: CardPosting[] = [];
  const paid = [...hold.paid];
  let remaining = amountMinor;
  for (let index = 0; index < paid.length && remaining > 0n; index++) {
    const leg = paid[index] as PaidLeg;
    const portion = smallerMinor(leg.coversMinor, remaining);
    if (portion === 0n) continue;
    // Money goes back to the balance it came from, in the same share it was taken, rounded down.
    const credited =
      portion === leg.coversMinor ? leg.debitedMinor : (leg.debitedMinor * portion) / leg.coversMinor;
    paid[index] = {
      ...leg,
      debitedMinor: leg.debitedMinor - credited,
      coversMinor: leg.coversMinor - portion,
    };
    if (credited > 0n) {
      postings.push({
        kind: 'entry',
        type: 'CARD_REFUND',
        side: 'credit',
        currency: leg.currency,
        amountMinor: credited,
        counterparty: 'network',
        authorizationId: hold.id,
      });
    }
    remaining -= portion;
  }
  // A merchant refunding more than was captured gives money the user never paid: a credit.
  if (remaining > 0n) {
    postings.push({
      kind: 'entry',
      type: 'CARD_CREDIT',
      side: 'credit',
      currency: hold.currency,
      amountMinor: remaining,
      counterparty: 'network',
      authorizationId: hold.id,
    });
  }
  return { state: withHold(state, eventId, { ...hold, paid }), postings };
}
