import {
  AUTHORIZATION_EXPIRY_DAYS,
  type AuthorizationDecision,
  applyCardEvent,
  type CardLedgerState,
  decideAuthorization,
  EMPTY_CARD_LEDGER,
  findCurrency,
  stateDeclineReason,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import {
  type AuthorizationAnswer,
  type AuthorizationRequest,
  CARD_NETWORK_DEADLINE_MS,
} from '../../providers/card-network/card-network-wire';
import { playPostings } from './card-ledger';
import {
  type DecisionState,
  decisionState,
  findEvent,
  insertAuthorizationWithEvent,
  lockAuthorization,
  recordEvent,
} from './card-network.repo';
import type { StoredLedgerHolds } from './card-network.schema';
import type { CardNetworkPorts, SpendingCard } from './card-network-ports';
import type { CardNotices } from './card-notices';
import { holdRecordFromJson, holdRecordToJson, storedLegs } from './hold-record-json';
import { outAllowanceMinor, perAuthorizationMaxIn, spendFromBalances } from './spend-inputs';

const DAY_MS = 86_400_000;

/** Decline reasons that depend on the balances, the level's allowance or the card's maximum. */
const NEEDS_INPUTS: ReadonlySet<string> = new Set([
  'per_authorization_limit',
  'limit_exceeded',
  'insufficient_funds',
]);

/**
 * Time the answer keeps for the way back to the network: work still running this close to the
 * network's deadline is rolled back, since the network has declined by the time it would arrive.
 */
export const ANSWER_MARGIN_MS = 150;

/**
 * What a decision needs at least once it starts (its locks, reads and writes, about 20 ms on a
 * quiet server, more under load): a request left less than this before the answer margin is
 * declined at once, before any lock or query, instead of doing all the work to roll it back.
 */
export const DECISION_BUDGET_MS = 100;

/** The work went past the deadline; nothing of it is kept. */
class PastDeadline extends Error {
  override readonly name = 'PastDeadline';
}

/** The request can no longer be answered in time, so no work starts. */
class Shed extends Error {
  override readonly name = 'Shed';
}

type Outcome = { answer: AuthorizationAnswer; outcome: string };

export interface AuthorizeDeps {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  notices: CardNotices;
  /** A clock that only moves forward (the deadline is wall time, not the app's clock). */
  monotonicMs?: () => number;
  deadlineMs?: number;
}

/**
 * The real-time authorization (Stripe's `issuing_authorization.request`, Lithic's ASA): within the
 * network's deadline, under the card's row lock, the decision (shared/domain/card-spend) over the
 * card's state and controls, the owner's level allowance and the balances it spends from at the
 * live quote; an approval holds each leg in the ledger and is the card's pending CARD_DEBIT (or
 * CARD_WITHDRAWAL). The same event id answers what it answered the first time.
 */
export function createCardAuthorizer(deps: AuthorizeDeps) {
  const { ctx, ports, notices } = deps;
  const monotonicMs = deps.monotonicMs ?? (() => performance.now());
  const deadlineMs = deps.deadlineMs ?? CARD_NETWORK_DEADLINE_MS;

  const answerOf = (
    request: AuthorizationRequest,
    approvedMinor: bigint,
    reason: string | null,
    balance?: bigint,
  ) => ({
    approved: reason === null,
    amount: approvedMinor.toString(),
    currency: request.currency,
    decline_reason: reason,
    balance: balance === undefined ? null : balance.toString(),
  });

  async function decline(
    trx: Kysely<Schema>,
    request: AuthorizationRequest,
    card: SpendingCard | null,
    reason: string,
    options: { isRecordedAuthorization: boolean },
  ): Promise<Outcome> {
    const answer = answerOf(request, 0n, reason);
    const event = {
      eventId: request.event_id,
      type: request.type,
      cardId: card?.id ?? null,
      authorizationId: request.authorization_id,
      payload: request,
      outcome: `declined:${reason}`,
      answer,
    };
    if (card && options.isRecordedAuthorization) {
      await insertAuthorizationWithEvent(
        trx,
        {
          id: request.authorization_id,
          cardId: card.id,
          kind: request.kind,
          currency: request.currency,
          amountMinor: BigInt(request.amount),
          approvedMinor: 0n,
          merchant: request.merchant,
          status: 'declined',
          declineReason: reason,
          legs: [],
          ledgerHolds: {},
          holdRecord: null,
          transactionId: null,
          expiresAt: null,
          now: new Date(ctx.nowMs()),
        },
        event,
      );
    } else {
      await recordEvent(trx, event);
    }
    if (card) {
      await notices.declined(trx, card, {
        eventId: request.event_id,
        amountMinor: BigInt(request.amount),
        currency: request.currency,
        merchant: request.merchant.name,
        reason,
      });
    }
    return { answer, outcome: `declined:${reason}` };
  }

  async function decide(
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
      outAllowanceMinor(ctx, ports.levelSource, trx, card, request.currency, scale, state.levelUsageRows),
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
  }

  async function approve(
    trx: Kysely<Schema>,
    card: SpendingCard,
    request: AuthorizationRequest,
    scale: number,
    decision: Extract<AuthorizationDecision, { approved: true }>,
    state: DecisionState,
  ): Promise<Outcome> {
    const now = new Date(ctx.nowMs());
    const balanceBefore = state.availableMinor(card.cardProfileId, card.currency);
    const transaction = await ctx.transactions.create(trx, {
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
    });
    const result = applyCardEvent(EMPTY_CARD_LEDGER, {
      type: 'authorization',
      eventId: request.event_id,
      authorizationId: request.authorization_id,
      at: now,
      kind: request.kind,
      currency: request.currency,
      scale,
      legs: decision.legs,
    });
    const ledgerHolds: StoredLedgerHolds = {};
    await playPostings(
      { trx, ledger: ctx.ledger, cards: ports.cards, card, transactionId: transaction.id, ledgerHolds },
      result.postings,
    );
    const hold = result.state.holds[request.authorization_id];
    const answer = answerOf(request, decision.approvedMinor, null);
    const outcome = decision.partial ? 'approved:partial' : 'approved';
    await insertAuthorizationWithEvent(
      trx,
      {
        id: request.authorization_id,
        cardId: card.id,
        kind: request.kind,
        currency: request.currency,
        amountMinor: BigInt(request.amount),
        approvedMinor: decision.approvedMinor,
        merchant: request.merchant,
        status: 'pending',
        declineReason: null,
        legs: storedLegs(decision.legs),
        ledgerHolds,
        holdRecord: hold ? holdRecordToJson(hold) : null,
        transactionId: transaction.id,
        expiresAt: new Date(now.getTime() + AUTHORIZATION_EXPIRY_DAYS * DAY_MS),
        now,
      },
      {
        eventId: request.event_id,
        type: request.type,
        cardId: card.id,
        authorizationId: request.authorization_id,
        payload: request,
        outcome,
        answer,
      },
    );
    // The card's own balance after the holds: what it had less what its legs hold from it.
    const heldFromCard = decision.legs
      .filter((leg) => leg.currency === card.currency)
      .reduce((sum, leg) => sum + leg.heldMinor, 0n);
    const balanceAfter = balanceBefore - heldFromCard;
    await notices.spent(trx, card, {
      eventId: request.event_id,
      amountMinor: decision.approvedMinor,
      currency: request.currency,
      merchant: request.merchant.name,
      balanceAfterMinor: balanceAfter,
    });
    await notices.lowBalanceIfCrossed(trx, card, request.event_id, balanceBefore, {
      afterMinor: balanceAfter,
      lastTopUpMinor: state.lastTopUpMinor,
    });
    return { answer, outcome };
  }

  /** More held on a pending authorization: decided like a new one for the increment alone. */
  async function increment(
    trx: Kysely<Schema>,
    card: SpendingCard,
    request: AuthorizationRequest,
    scale: number,
    state: DecisionState,
  ): Promise<Outcome> {
    const row = await lockAuthorization(trx, request.authorization_id);
    if (
      row?.status !== 'pending' ||
      row.card_id !== card.id ||
      row.transaction_id === null ||
      row.hold_record === null
    )
      return decline(trx, request, card, 'authorization_not_pending', { isRecordedAuthorization: false });
    if (row.currency !== request.currency)
      return decline(trx, request, card, 'invalid_amount', { isRecordedAuthorization: false });
    const decision = await decide(trx, card, request, scale, state);
    if (!decision.approved)
      return decline(trx, request, card, decision.reason, { isRecordedAuthorization: false });
    const hold = holdRecordFromJson(row.hold_record);
    const ledgerState: CardLedgerState = { seenEventIds: new Set(), holds: { [hold.id]: hold } };
    const result = applyCardEvent(ledgerState, {
      type: 'incremental_authorization',
      eventId: request.event_id,
      authorizationId: hold.id,
      legs: decision.legs,
    });
    const ledgerHolds = { ...(row.ledger_holds as StoredLedgerHolds) };
    await playPostings(
      { trx, ledger: ctx.ledger, cards: ports.cards, card, transactionId: row.transaction_id, ledgerHolds },
      result.postings,
    );
    const next = result.state.holds[hold.id] ?? hold;
    const approvedMinor = BigInt(row.approved_amount) + decision.approvedMinor;
    await trx
      .updateTable('card_authorizations')
      .set({
        approved_amount: approvedMinor,
        amount: BigInt(row.amount) + BigInt(request.amount),
        legs: JSON.stringify(storedLegs(next.legs)),
        ledger_holds: JSON.stringify(ledgerHolds),
        hold_record: JSON.stringify(holdRecordToJson(next)),
        updated_at: new Date(ctx.nowMs()),
      })
      .where('id', '=', row.id)
      .execute();
    await ctx.transactions.update(trx, row.transaction_id, { amount: approvedMinor.toString() });
    const answer = answerOf(request, decision.approvedMinor, null);
    await recordEvent(trx, {
      eventId: request.event_id,
      type: request.type,
      cardId: card.id,
      authorizationId: request.authorization_id,
      payload: request,
      outcome: 'approved',
      answer,
    });
    await notices.spent(trx, card, {
      eventId: request.event_id,
      amountMinor: decision.approvedMinor,
      currency: request.currency,
      merchant: request.merchant.name,
    });
    return { answer, outcome: 'approved' };
  }

  async function answerWithin(trx: Kysely<Schema>, request: AuthorizationRequest): Promise<Outcome> {
    // The card's row, then its owner's profile, as every money operation of the owner takes the
    // profile before the ledger's rows: its balances and level usage stay as read until the hold.
    const card = await ports.cards.lockWithOwner(trx, request.card_token);
    if (!card) {
      const seen = await findEvent(trx, request.event_id);
      if (seen) return { answer: seen.answer as AuthorizationAnswer, outcome: 'duplicate' };
      return decline(trx, request, null, 'unknown_card', { isRecordedAuthorization: false });
    }
    // Read under the card's lock: a redelivery waits for the first delivery and replays it.
    const state = await decisionState(trx, {
      eventId: request.event_id,
      authorizationId: request.authorization_id,
      ownerProfileId: card.ownerProfileId,
      cardProfileId: card.cardProfileId,
      now: new Date(ctx.nowMs()),
    });
    if (state.seen) return { answer: state.seen.answer as AuthorizationAnswer, outcome: 'duplicate' };
    const scale = findCurrency(request.currency)?.scale;
    if (request.type === 'balance_inquiry') {
      // A card that may not spend tells no balance either (the ATM shows the decline).
      const refusal = stateDeclineReason(card.state);
      if (refusal) return decline(trx, request, card, refusal, { isRecordedAuthorization: false });
      const balance = state.availableMinor(card.cardProfileId, card.currency);
      const answer = answerOf(request, 0n, null, balance);
      await recordEvent(trx, {
        eventId: request.event_id,
        type: request.type,
        cardId: card.id,
        authorizationId: request.authorization_id,
        payload: request,
        outcome: 'balance',
        answer,
      });
      return { answer, outcome: 'balance' };
    }
    if (scale === undefined)
      return decline(trx, request, card, 'invalid_amount', { isRecordedAuthorization: false });
    if (request.type === 'incremental_authorization') return increment(trx, card, request, scale, state);
    // An id the network used already (or reversed before its answer came) is never held again:
    // every event of the id takes the card's lock first, so the id cannot appear after this read.
    if (state.isAuthorizationKnown)
      return decline(trx, request, card, 'authorization_exists', { isRecordedAuthorization: false });
    const decision = await decide(trx, card, request, scale, state);
    if (!decision.approved)
      return decline(trx, request, card, decision.reason, { isRecordedAuthorization: true });
    return approve(trx, card, request, scale, decision, state);
  }

  return {
    /** Answers the network; `startedMs` is when the request arrived (monotonic clock). */
    async authorize(request: AuthorizationRequest, startedMs = monotonicMs()): Promise<Outcome> {
      const lastStartMs = startedMs + deadlineMs - ANSWER_MARGIN_MS - DECISION_BUDGET_MS;
      const isTooLate = () => monotonicMs() > lastStartMs;
      try {
        // A request that waited (for the server, then for a connection) past the point where a
        // decision still fits is declined before any lock or query: the network reverses it anyway.
        if (isTooLate()) throw new Shed();
        return await runMoneyTransaction(ctx.db, async (trx) => {
          if (isTooLate()) throw new Shed();
          const outcome = await answerWithin(trx, request);
          if (monotonicMs() - startedMs > deadlineMs - ANSWER_MARGIN_MS) throw new PastDeadline();
          return outcome;
        });
      } catch (error) {
        if (error instanceof Shed)
          return { answer: answerOf(request, 0n, 'issuer_timeout'), outcome: 'shed' };
        if (!(error instanceof PastDeadline)) throw error;
        // Rolled back: no hold, no event; the network declines on its own and reverses.
        return { answer: answerOf(request, 0n, 'issuer_timeout'), outcome: 'past_deadline' };
      }
    },
  };
}

export type CardAuthorizer = ReturnType<typeof createCardAuthorizer>;
