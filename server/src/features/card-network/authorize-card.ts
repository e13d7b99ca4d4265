import { findCurrency, stateDeclineReason } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import {
  type AuthorizationAnswer,
  type AuthorizationRequest,
  CARD_NETWORK_DEADLINE_MS,
} from '../../providers/card-network/card-network-wire';
import { createAuthorizationDecider } from './authorization-decision';
import { createOneCallApprover } from './authorization-one-call';
import { type AuthorizationOutcome, answerOf } from './authorization-records';
import { createAuthorizationWrites } from './authorization-writes';
import { eventRecordOf, findEvent, recordEvent } from './card-network.repo';
import type { CardNetworkPorts } from './card-network-ports';
import type { CardNotices } from './card-notices';
import { decisionState } from './decision-state';

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

/** What the one-call approval keeps for its writes after its locks, of what the deadline leaves. */
const ONE_CALL_WRITES_MS = 20;

/** The work went past the deadline; nothing of it is kept. */
class PastDeadline extends Error {
  override readonly name = 'PastDeadline';
}

/** The request can no longer be answered in time, so no work starts. */
class Shed extends Error {
  override readonly name = 'Shed';
}

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

  const decide = createAuthorizationDecider({ ctx, ports });
  const { decline, approve, increment } = createAuthorizationWrites({ ctx, ports, notices, decide });
  const oneCall = createOneCallApprover({ ctx, ports, decide });

  async function answerWithin(
    trx: Kysely<Schema>,
    request: AuthorizationRequest,
  ): Promise<AuthorizationOutcome> {
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
      await recordEvent(trx, eventRecordOf(request, card.id, 'balance', answer));
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
    async authorize(request: AuthorizationRequest, startedMs = monotonicMs()): Promise<AuthorizationOutcome> {
      const lastStartMs = startedMs + deadlineMs - ANSWER_MARGIN_MS - DECISION_BUDGET_MS;
      const isTooLate = () => monotonicMs() > lastStartMs;
      try {
        // A request that waited (for the server, then for a connection) past the point where a
        // decision still fits is declined before any lock or query: the network reverses it anyway.
        if (isTooLate()) throw new Shed();
        // A new authorization the decision approves is written in one call; everything else, and
        // an approval whose reads changed before its locks, takes the locked transaction below.
        const answered = await oneCall.approve(
          request,
          () => startedMs + deadlineMs - ANSWER_MARGIN_MS - ONE_CALL_WRITES_MS - monotonicMs(),
        );
        if (answered) return answered;
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
