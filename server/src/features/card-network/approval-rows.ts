import {
  AUTHORIZATION_EXPIRY_DAYS,
  type AuthorizationDecision,
  applyCardEvent,
  EMPTY_CARD_LEDGER,
  type HoldRecord,
} from '@ferry/shared/domain';
import type { NewTransaction } from '../../money-operations/transactions.service';
import type { AuthorizationRequest } from '../../providers/card-network/card-network-wire';
import { requestedAuthorization } from './authorization-records';
import type { NewAuthorization } from './card-network.repo';
import type { StoredLedgerHolds } from './card-network.schema';
import type { SpendingCard } from './card-network-ports';
import { holdRecordToJson, storedLegs } from './hold-record-json';

const DAY_MS = 86_400_000;

export type Approval = Extract<AuthorizationDecision, { approved: true }>;

/**
 * What an approval writes, the same on the locked path (authorization-writes.ts) and in one call
 * (authorization-one-call.ts): the card's pending CARD_DEBIT (CARD_WITHDRAWAL at an ATM)…
 */
export function approvalTransaction(
  card: SpendingCard,
  request: AuthorizationRequest,
  decision: Approval,
): NewTransaction {
  return {
    profileId: card.cardProfileId,
    type: request.kind === 'atm_withdrawal' ? 'CARD_WITHDRAWAL' : 'CARD_DEBIT',
    status: 'WAIT',
    amountMinor: decision.approvedMinor,
    currency: request.currency,
    providerRef: request.authorization_id,
    requisite: {
      card_id: card.id,
      last4: card.last4,
      authorization_id: request.authorization_id,
      merchant_name: request.merchant.name,
      merchant_category: request.merchant.category,
      merchant_country: request.merchant.country,
      legs: storedLegs(decision.legs),
    },
  };
}

/** …the domain's postings and hold for the new authorization (on a card ledger that knew nothing of it)… */
export function approvalPostings(
  request: AuthorizationRequest,
  scale: number,
  decision: Approval,
  now: Date,
) {
  return applyCardEvent(EMPTY_CARD_LEDGER, {
    type: 'authorization',
    eventId: request.event_id,
    authorizationId: request.authorization_id,
    at: now,
    kind: request.kind,
    currency: request.currency,
    scale,
    legs: decision.legs,
  });
}

/** …the authorization's pending row with its holds… */
export function approvedAuthorization(
  card: SpendingCard,
  request: AuthorizationRequest,
  decision: Approval,
  written: { ledgerHolds: StoredLedgerHolds; hold: HoldRecord | undefined; transactionId: string; now: Date },
): NewAuthorization {
  return {
    ...requestedAuthorization(request, card.id),
    approvedMinor: decision.approvedMinor,
    status: 'pending',
    declineReason: null,
    legs: storedLegs(decision.legs),
    ledgerHolds: written.ledgerHolds,
    holdRecord: written.hold ? holdRecordToJson(written.hold) : null,
    transactionId: written.transactionId,
    expiresAt: new Date(written.now.getTime() + AUTHORIZATION_EXPIRY_DAYS * DAY_MS),
    now: written.now,
  };
}

/** …the outcome its event keeps… */
export const approvalOutcome = (decision: Approval) => (decision.partial ? 'approved:partial' : 'approved');

/** …and the card's own balance after it: what it had less what the legs hold from it. */
export function cardBalanceAfter(card: SpendingCard, decision: Approval, beforeMinor: bigint): bigint {
  const heldFromCard = decision.legs
    .filter((leg) => leg.currency === card.currency)
    .reduce((sum, leg) => sum + leg.heldMinor, 0n);
  return beforeMinor - heldFromCard;
}
