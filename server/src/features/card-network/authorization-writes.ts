import { applyCardEvent, type CardLedgerState } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
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
import {
  type AuthorizationOutcome,
  answerOf,
  NOTHING_HELD,
  requestedAuthorization,
} from './authorization-records';
import { playPostings } from './card-ledger';
import {
  eventRecordOf,
  insertAuthorizationWithEvent,
  lockAuthorization,
  recordEvent,
} from './card-network.repo';
import type { StoredLedgerHolds } from './card-network.schema';
import type { CardNetworkPorts, SpendingCard } from './card-network-ports';
import type { CardNotices } from './card-notices';
import type { DecisionState } from './decision-state';
import { holdRecordFromJson, holdRecordToJson, storedLegs } from './hold-record-json';

/**
 * What an authorization's decision writes, inside the card's lock: a decline with its event (and
 * the authorization's row when the id is new), an approval's pending transaction, ledger holds,
 * row and notices, and an increment's larger hold.
 */
export function createAuthorizationWrites(deps: {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  notices: CardNotices;
  decide: AuthorizationDecider;
}) {
  const { ctx, ports, notices, decide } = deps;

  async function decline(
    trx: Kysely<Schema>,
    request: AuthorizationRequest,
    card: SpendingCard | null,
    reason: string,
    options: { isRecordedAuthorization: boolean },
  ): Promise<AuthorizationOutcome> {
    const answer = answerOf(request, 0n, reason);
    const event = eventRecordOf(request, card?.id ?? null, `declined:${reason}`, answer);
    if (card && options.isRecordedAuthorization) {
      await insertAuthorizationWithEvent(
        trx,
        {
          ...requestedAuthorization(request, card.id),
          approvedMinor: 0n,
          status: 'declined',
          declineReason: reason,
          ...NOTHING_HELD,
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

  async function approve(
    trx: Kysely<Schema>,
    card: SpendingCard,
    request: AuthorizationRequest,
    scale: number,
    decision: Approval,
    state: DecisionState,
  ): Promise<AuthorizationOutcome> {
    const now = new Date(ctx.nowMs());
    const balanceBefore = state.availableMinor(card.cardProfileId, card.currency);
    const transaction = await ctx.transactions.create(trx, approvalTransaction(card, request, decision));
    const result = approvalPostings(request, scale, decision, now);
    const ledgerHolds: StoredLedgerHolds = {};
    await playPostings(
      { trx, ledger: ctx.ledger, cards: ports.cards, card, transactionId: transaction.id, ledgerHolds },
      result.postings,
    );
    const answer = answerOf(request, decision.approvedMinor, null);
    const outcome = approvalOutcome(decision);
    await insertAuthorizationWithEvent(
      trx,
      approvedAuthorization(card, request, decision, {
        ledgerHolds,
        hold: result.state.holds[request.authorization_id],
        transactionId: transaction.id,
        now,
      }),
      eventRecordOf(request, card.id, outcome, answer),
    );
    const balanceAfter = cardBalanceAfter(card, decision, balanceBefore);
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
  ): Promise<AuthorizationOutcome> {
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
    await recordEvent(trx, eventRecordOf(request, card.id, 'approved', answer));
    await notices.spent(trx, card, {
      eventId: request.event_id,
      amountMinor: decision.approvedMinor,
      currency: request.currency,
      merchant: request.merchant.name,
    });
    return { answer, outcome: 'approved' };
  }

  return { decline, approve, increment };
}

export type AuthorizationWrites = ReturnType<typeof createAuthorizationWrites>;
