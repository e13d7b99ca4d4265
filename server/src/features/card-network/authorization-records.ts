import type {
  AuthorizationAnswer,
  AuthorizationRequest,
} from '../../providers/card-network/card-network-wire';
import type { NewAuthorization } from './card-network.repo';

/** What an authorization event answered and how it ended (for the event's row and the logs). */
export type AuthorizationOutcome = { answer: AuthorizationAnswer; outcome: string };

/** The answer to the network: approved when there is no decline reason. */
export function answerOf(
  request: AuthorizationRequest,
  approvedMinor: bigint,
  reason: string | null,
  balance?: bigint,
): AuthorizationAnswer {
  return {
    approved: reason === null,
    amount: approvedMinor.toString(),
    currency: request.currency,
    decline_reason: reason,
    balance: balance === undefined ? null : balance.toString(),
  };
}

/** What every authorization row of a request says of it: its id, card, kind, amount and merchant. */
export function requestedAuthorization(
  request: AuthorizationRequest,
  cardId: string,
): Pick<NewAuthorization, 'id' | 'cardId' | 'kind' | 'currency' | 'amountMinor' | 'merchant'> {
  return {
    id: request.authorization_id,
    cardId,
    kind: request.kind,
    currency: request.currency,
    amountMinor: BigInt(request.amount),
    merchant: request.merchant,
  };
}

/** The rest of an authorization row that holds nothing (declined, or closed before its answer). */
export const NOTHING_HELD = {
  legs: [],
  ledgerHolds: {},
  holdRecord: null,
  transactionId: null,
  expiresAt: null,
} as const satisfies Pick<
  NewAuthorization,
  'legs' | 'ledgerHolds' | 'holdRecord' | 'transactionId' | 'expiresAt'
>;
