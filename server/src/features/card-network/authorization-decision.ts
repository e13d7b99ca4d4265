import { decideAuthorization } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import type { AuthorizationRequest } from '../../providers/card-network/card-network-wire';
import type { CardNetworkPorts, SpendingCard } from './card-network-ports';
import type { DecisionState } from './decision-state';
import { outAllowanceMinor, perAuthorizationMaxIn, spendFromBalances } from './spend-inputs';

/** Decline reasons that depend on the balances, the level's allowance or the card's maximum. */
const NEEDS_INPUTS: ReadonlySet<string> = new Set([
  'per_authorization_limit',
  'limit_exceeded',
  'insufficient_funds',
]);

/**
 * The decision (shared/domain/card-spend) over the card's state and controls, the owner's level
 * allowance and the balances it spends from at the live quote, read under the card's lock.
 */
export function createAuthorizationDecider(deps: { ctx: ModuleContext; ports: CardNetworkPorts }) {
  const { ctx, ports } = deps;
  return async function decide(
    trx: Kysely<Schema>,
    card: SpendingCard,
    request: AuthorizationRequest,
    scale: number,
    state: DecisionState,
  ) {
    const base = {
      cardState: card.state,
      amountMinor: BigInt(request.amount),
      currency: request.currency,
      scale,
      merchantCategory: request.merchant.category,
      partialApprovalAllowed: request.partial_approval_allowed,
    };
    // The card's state, the amount and a blocked category come first in the decision and need no
    // balance, level usage or rate: a decline on them reads nothing more.
    const early = decideAuthorization({
      ...base,
      spendFrom: [],
      outLimitLeftMinor: 0n,
      controls: { blockedCategories: card.blockedCategories },
    });
    if (!early.approved && !NEEDS_INPUTS.has(early.reason)) return early;
    const [spendFrom, outLimitLeftMinor, perAuthorizationMaxMinor] = await Promise.all([
      spendFromBalances(ctx, trx, card, request.currency, state.availableMinor),
      outAllowanceMinor(
        ctx,
        ports.levelSource,
        trx,
        card,
        request.currency,
        scale,
        state.levelUsageRows,
        state.level,
      ),
      perAuthorizationMaxIn(ctx, card, request.currency, scale),
    ]);
    return decideAuthorization({
      ...base,
      spendFrom,
      outLimitLeftMinor,
      controls: {
        blockedCategories: card.blockedCategories,
        ...(perAuthorizationMaxMinor === undefined ? {} : { perAuthorizationMaxMinor }),
      },
    });
  };
}

export type AuthorizationDecider = ReturnType<typeof createAuthorizationDecider>;
