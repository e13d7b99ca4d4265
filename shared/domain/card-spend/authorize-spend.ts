import type { CardState } from '../card/card-states';
import { convertMinorDown, requiredFromMinor } from '../money/quote-math';
import { type CardDeclineReason, stateDeclineReason } from './decline-reasons';
import { smallerMinor } from './smaller-minor';

/** One balance the card may draw on, in the order the user chose. */
export interface SpendFromBalance {
  currency: string;
  scale: number;
  availableMinor: bigint;
  /**
   * Units of the spend currency per one unit of this balance's currency (the live quote), a plain
   * decimal; absent for a balance in the spend currency. A balance in another currency without a
   * rate is passed over, as it cannot be priced inside the network's deadline.
   */
  rateToSpend?: string;
}

export interface SpendingControls {
  /** Stripe's `per_authorization` spending limit, in minor units of the spend currency. */
  perAuthorizationMaxMinor?: bigint;
  /** Merchant categories (named MCC groups) the card refuses. */
  blockedCategories?: readonly string[];
}

export interface AuthorizationRequest {
  cardState: CardState;
  amountMinor: bigint;
  currency: string;
  scale: number;
  merchantCategory: string;
  spendFrom: readonly SpendFromBalance[];
  /**
   * What the level still lets leave Ferry now (`levelAllowance(level, 'out', used).now`), already
   * converted by the caller into minor units of the spend currency, rounded down.
   */
  outLimitLeftMinor: bigint;
  controls: SpendingControls;
  /** The network says the merchant accepts a partial approval (Lithic `approved_amount`). */
  partialApprovalAllowed: boolean;
}

/** What one balance holds for the authorization. */
export interface HoldLeg {
  currency: string;
  scale: number;
  /** Held from the balance, in its own minor units. */
  heldMinor: bigint;
  /** The part of the spend this leg pays, in minor units of the spend currency. */
  coversMinor: bigint;
  /** The rate used when the balance is in another currency. */
  rate?: string;
}

export type AuthorizationDecision =
  | { approved: true; partial: boolean; approvedMinor: bigint; legs: readonly HoldLeg[] }
  | { approved: false; reason: CardDeclineReason };

/**
 * Draws up to `targetMinor` of the spend currency from the balances in the user's order. A
 * converted leg holds the smallest amount of its balance whose floored conversion covers its part,
 * so the house never pays for the rounding and a balance is never held above what it has.
 */
function drawFromBalances(
  targetMinor: bigint,
  spendScale: number,
  currency: string,
  balances: readonly SpendFromBalance[],
): HoldLeg[] {
  const legs: HoldLeg[] = [];
  let remaining = targetMinor;
  for (const balance of balances) {
    if (remaining === 0n) break;
    if (balance.availableMinor <= 0n) continue;
    if (balance.currency === currency) {
      const take = smallerMinor(balance.availableMinor, remaining);
      legs.push({ currency, scale: balance.scale, heldMinor: take, coversMinor: take });
      remaining -= take;
      continue;
    }
    if (balance.rateToSpend === undefined) continue;
    const pricing = { fromScale: balance.scale, toScale: spendScale, rate: balance.rateToSpend };
    const coverable = convertMinorDown(balance.availableMinor, pricing);
    const covers = smallerMinor(coverable, remaining);
    if (covers === 0n) continue;
    legs.push({
      currency: balance.currency,
      scale: balance.scale,
      heldMinor: requiredFromMinor(covers, pricing),
      coversMinor: covers,
      rate: balance.rateToSpend,
    });
    remaining -= covers;
  }
  return legs;
}

/**
 * The real-time authorization decision (Stripe `issuing_authorization.request`, Marqeta JIT,
 * Lithic ASA): the card's state first, then the spending controls the issuer runs before asking
 * (category, per-authorization maximum), then the level's out limit, then the balances. A partial
 * approval is given only where the network allows it, and only for what limit and balances cover.
 */
export function decideAuthorization(request: AuthorizationRequest): AuthorizationDecision {
  const stateReason = stateDeclineReason(request.cardState);
  if (stateReason) return { approved: false, reason: stateReason };
  if (request.amountMinor <= 0n) return { approved: false, reason: 'invalid_amount' };
  if (request.controls.blockedCategories?.includes(request.merchantCategory)) {
    return { approved: false, reason: 'category_blocked' };
  }
  const perAuthorizationMax = request.controls.perAuthorizationMaxMinor;
  if (perAuthorizationMax !== undefined && request.amountMinor > perAuthorizationMax) {
    return { approved: false, reason: 'per_authorization_limit' };
  }
  const limitLeft = request.outLimitLeftMinor > 0n ? request.outLimitLeftMinor : 0n;
  if (limitLeft < request.amountMinor && (!request.partialApprovalAllowed || limitLeft === 0n)) {
    return { approved: false, reason: 'limit_exceeded' };
  }
  const target = smallerMinor(limitLeft, request.amountMinor);
  const legs = drawFromBalances(target, request.scale, request.currency, request.spendFrom);
  const covered = legs.reduce((sum, leg) => sum + leg.coversMinor, 0n);
  if (covered < target && (!request.partialApprovalAllowed || covered === 0n)) {
    return { approved: false, reason: 'insufficient_funds' };
  }
  return { approved: true, partial: covered < request.amountMinor, approvedMinor: covered, legs };
}
