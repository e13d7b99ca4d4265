import type {
  AuthorizationAnswer,
  AuthorizationRequest,
} from '../../providers/card-network/card-network-wire';

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
