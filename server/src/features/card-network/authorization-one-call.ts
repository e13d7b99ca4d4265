import { randomUUID } from 'node:crypto';
import { findCurrency, limitPeriodsAt } from '@ferry/shared/domain';
import { sql } from 'kysely';
import { PREPARED } from '../../db/pg-client';
import { sqlStatesOf } from '../../db/sql-state';
import { fromMinor } from '../../ledger/minor';
import type { LevelInStatement } from '../../level-limits/level-source-port';
import { USAGE_UNCOUNTED_STATUSES } from '../../level-limits/level-usage';
import type { ModuleContext } from '../../module-context/module-context';
import { plannedTransaction } from '../../money-operations/transaction-columns';
import type { AuthorizationRequest } from '../../providers/card-network/card-network-wire';
import {
  type Approval,
  approvalOutcome,
  approvalPostings,
  approvalTransaction,
  approvedAuthorization,
  cardBalanceAfter,
} from './approval-rows';
import type { AuthorizationDecider } from './authorization-decision';
import { type AuthorizationOutcome, answerOf } from './authorization-records';
import { profileFor } from './card-ledger';
import { authorizationJson, eventJson, eventRecordOf } from './card-network.repo';
import type { StoredLedgerHolds } from './card-network.schema';
import type { CardNetworkPorts, CardNoticePlanner, SpendingCard } from './card-network-ports';
import { approvalNotices, noticeCard } from './card-notices';
import { type DecisionState, decisionStateFrom, decisionStateSql } from './decision-state';

/**
 * SQLSTATEs after which the one call wrote nothing and the locked path decides again: a hold the
 * balance no longer covers (check_violation), an id written meanwhile (unique_violation), a
 * deadlock.
 */
const DECIDE_AGAIN = new Set(['23514', '23505', '40P01']);
/** lock_not_available: the call's locks waited past what the deadline left; nothing was written. */
const LOCK_TIMED_OUT = '55P03';

/** What the one-call approval's read found: the card, the decision's state, and its stamp. */
interface OneCallRead {
  card: SpendingCard;
  state: DecisionState;
  stamp: string;
  /** The month the stamp's counted rows are of (its bounds go back to the call). */
  periods: { monthStart: Date; monthEnd: Date };
}

/**
 * The real-time approval in two database calls instead of a transaction of nine: one unlocked
 * statement reads the card, the decision's state and a stamp of what it read
 * (money_card_decision_stamp); the server decides as on the locked path; one call
 * (money_card_authorization_apply) takes the card's and the owner's locks, compares the stamp,
 * and writes the transaction, the holds, the authorization and its event, the notices and the
 * users' events. Anything else — a decline, a replay, an unknown card, a stamp that changed —
 * answers null, and the caller takes the locked path, which reads and decides again.
 */
export function createOneCallApprover(deps: {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  decide: AuthorizationDecider;
}) {
  const { ctx, ports, decide } = deps;
  const planNotice = ports.planNotice;

  async function read(request: AuthorizationRequest, now: Date): Promise<OneCallRead | null> {
    const periods = limitPeriodsAt(now);
    let level: LevelInStatement | undefined;
    const found = await ports.cards.readByToken(ctx.db, request.card_token, (card) => {
      level = ports.levelSource.levelSql?.(card.ownerProfileId);
      return sql<{ state: unknown; stamp: string; level?: unknown }>`json_build_object(
        'state', ${decisionStateSql(ctx.db, {
          eventId: request.event_id,
          authorizationId: request.authorization_id,
          ownerProfileId: card.ownerProfileId,
          cardProfileId: card.cardProfileId,
          now,
        })},
        'stamp', money_card_decision_stamp(${card.id}, ${card.ownerProfileId}, ${card.cardProfileId},
          ${periods.monthStart}::timestamptz, ${periods.monthEnd}::timestamptz,
          ARRAY[${sql.join(USAGE_UNCOUNTED_STATUSES)}]::text[])
        ${level ? sql`, 'level', ${level.value}` : sql``})`;
    });
    if (!found) return null;
    const also = (typeof found.also === 'string' ? JSON.parse(found.also) : found.also) as {
      state: unknown;
      stamp: string;
      level?: unknown;
    };
    const state = decisionStateFrom(also.state);
    if (level) state.level = level.levelFrom(also.level);
    return { card: found.card, state, stamp: also.stamp, periods };
  }

  function planOf(
    planner: CardNoticePlanner,
    { card, state, stamp, periods }: OneCallRead,
    request: AuthorizationRequest,
    scale: number,
    decision: Approval,
    now: Date,
  ) {
    const result = approvalPostings(request, scale, decision, now);
    // A new authorization only holds; anything else is the locked path's (playPostings).
    if (result.postings.some((posting) => posting.kind !== 'hold')) return null;
    const transaction = plannedTransaction(approvalTransaction(card, request, decision), now);
    const heldByCurrency = new Map<string, bigint>();
    for (const posting of result.postings)
      heldByCurrency.set(
        posting.currency,
        (heldByCurrency.get(posting.currency) ?? 0n) + posting.amountMinor,
      );
    const ledgerHolds: StoredLedgerHolds = {};
    const holds = [...heldByCurrency].map(([currency, amountMinor]) => {
      const holdId = randomUUID();
      ledgerHolds[currency] = { hold_id: holdId, amount: amountMinor.toString() };
      return {
        transfer_id: randomUUID(),
        hold_id: holdId,
        transaction_id: transaction.id,
        profile_id: profileFor(card, currency),
        currency,
        amount: fromMinor(amountMinor),
      };
    });
    const answer = answerOf(request, decision.approvedMinor, null);
    const outcome = approvalOutcome(decision);
    const before = state.availableMinor(card.cardProfileId, card.currency);
    const notices = approvalNotices(
      card,
      {
        eventId: request.event_id,
        amountMinor: decision.approvedMinor,
        currency: request.currency,
        merchant: request.merchant.name,
      },
      {
        beforeMinor: before,
        afterMinor: cardBalanceAfter(card, decision, before),
        lastTopUpMinor: state.lastTopUpMinor,
      },
    ).flatMap((notice) => {
      const planned = planner(notice, noticeCard(card));
      return planned
        ? [{ user_id: planned.userId, topic: planned.topic, payload: planned.payload, told: planned.told }]
        : [];
    });
    return {
      answer,
      outcome,
      transaction,
      notices,
      plan: {
        card_id: card.id,
        owner_profile_id: card.ownerProfileId,
        card_profile_id: card.cardProfileId,
        event_id: request.event_id,
        authorization_id: request.authorization_id,
        month_start: periods.monthStart.toISOString(),
        month_end: periods.monthEnd.toISOString(),
        uncounted: USAGE_UNCOUNTED_STATUSES,
        stamp,
        transactions: [transaction],
        holds,
        authorization: authorizationJson(
          approvedAuthorization(card, request, decision, {
            ledgerHolds,
            hold: result.state.holds[request.authorization_id],
            transactionId: transaction.id,
            now,
          }),
        ),
        event: eventJson(eventRecordOf(request, card.id, outcome, answer)),
      },
    };
  }

  return {
    /**
     * The approval of a new authorization in one call, or null for the locked path. `msLeft` is
     * what the deadline still leaves the call's locks; at none, nothing is written and the answer
     * is the network's own timeout decline.
     */
    async approve(request: AuthorizationRequest, msLeft: () => number): Promise<AuthorizationOutcome | null> {
      if (!planNotice || request.type !== 'authorization') return null;
      const scale = findCurrency(request.currency)?.scale;
      if (scale === undefined) return null;
      const now = new Date(ctx.nowMs());
      const found = await read(request, now);
      if (!found || found.state.seen || found.state.isAuthorizationKnown) return null;
      const decision = await decide(ctx.db, found.card, request, scale, found.state);
      if (!decision.approved) return null;
      const planned = planOf(planNotice, found, request, scale, decision, now);
      if (!planned) return null;
      const { transaction, answer, outcome, notices, plan } = planned;
      const view = await ctx.transactions.view(ctx.db, transaction, { parentExternalId: null });
      const lockTimeoutMs = Math.floor(msLeft());
      if (lockTimeoutMs < 1)
        return { answer: answerOf(request, 0n, 'issuer_timeout'), outcome: 'past_deadline' };
      const parameter = {
        ...plan,
        lock_timeout_ms: lockTimeoutMs,
        // The transaction's announcement first, then the notices, as the locked path leaves them.
        events: [
          { user_id: found.card.userId, topic: 'transaction.changed', payload: { transaction: view } },
          ...notices,
        ],
      };
      try {
        const { rows } = await sql<{ outcome: { outcome: 'applied' | 'stale' } }>`${sql.raw(PREPARED)}
          SELECT money_card_authorization_apply(${JSON.stringify(parameter)}::jsonb) AS outcome`.execute(
          ctx.db,
        );
        return rows[0]?.outcome.outcome === 'applied' ? { answer, outcome } : null;
      } catch (error) {
        const code = sqlStatesOf(error)[0] ?? null;
        if (code === LOCK_TIMED_OUT)
          return { answer: answerOf(request, 0n, 'issuer_timeout'), outcome: 'past_deadline' };
        if (code !== null && DECIDE_AGAIN.has(code)) return null;
        throw error;
      }
    },
  };
}

export type OneCallApprover = ReturnType<typeof createOneCallApprover>;
