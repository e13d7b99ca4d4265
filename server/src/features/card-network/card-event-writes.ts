import type { CardEventResult, CardNetworkEvent, TransactionType } from '@ferry/shared/domain';
import type { ModuleContext } from '../../module-context/module-context';
import type { NetworkEvent } from '../../providers/card-network/card-network-wire';
import type { CheckedEvent } from './card-domain-event';
import type { EventOutcome } from './card-event-records';
import { playPostings } from './card-ledger';
import { eventRecordOf, recordEvent, updateAuthorization } from './card-network.repo';
import type { StoredLedgerHolds } from './card-network.schema';
import type { CardNetworkPorts } from './card-network-ports';
import { type CardNotices, cardBalanceMinor } from './card-notices';
import { holdRecordToJson } from './hold-record-json';

/** What a movement's own transaction is, when the event makes one. */
const NEW_TRANSACTION_TYPE: Partial<Record<NetworkEvent['type'], TransactionType>> = {
  force_post: 'CARD_DEBIT',
  cashback: 'CARD_BONUS',
};

/**
 * What an event the domain applied writes, in the event's transaction: the authorization's
 * transaction moved (or a transaction of its own), the postings on the ledger, the authorization's
 * row, the event's record and the owner's notices.
 */
export function createCardEventWrites(deps: {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  notices: CardNotices;
}) {
  const { ctx, ports, notices } = deps;

  return async function writeApplied(
    checked: CheckedEvent,
    domainEvent: CardNetworkEvent,
    result: CardEventResult,
  ): Promise<EventOutcome> {
    const { trx, event, card, row, hold, amount, currency, now } = checked;
    const balanceBefore = await cardBalanceMinor(ctx.ledger, trx, card);
    const next = hold ? result.state.holds[hold.id] : undefined;
    // The authorization's own transaction while its hold is pending; a new one for anything else.
    const isOnAuthorization =
      row?.transaction_id != null &&
      hold?.status === 'pending' &&
      (event.type === 'capture' || event.type === 'reversal' || event.type === 'expiry');
    let transactionId: string;
    if (isOnAuthorization && row?.transaction_id) {
      transactionId = row.transaction_id;
    } else {
      const type: TransactionType =
        event.type === 'refund'
          ? hold
            ? 'CARD_REFUND'
            : 'CARD_CREDIT'
          : event.type === 'capture'
            ? hold?.kind === 'atm_withdrawal'
              ? 'CARD_WITHDRAWAL'
              : 'CARD_DEBIT'
            : (NEW_TRANSACTION_TYPE[event.type] ?? 'CARD_DEBIT');
      // A force post's own amount and currency: the card's, when the network's amount in it booked it.
      const entryAmount =
        domainEvent.type === 'cashback' || domainEvent.type === 'force_post'
          ? domainEvent.amountMinor
          : (amount ?? 0n);
      const created = await ctx.transactions.create(trx, {
        profileId: card.cardProfileId,
        type,
        status: 'DONE',
        amountMinor: entryAmount,
        currency:
          domainEvent.type === 'cashback'
            ? card.currency
            : domainEvent.type === 'force_post'
              ? domainEvent.currency
              : currency,
        parentId: row?.transaction_id ?? null,
        providerRef: event.authorization_id ?? event.event_id,
        requisite: {
          card_id: card.id,
          last4: card.last4,
          authorization_id: event.authorization_id ?? null,
          merchant_name: event.merchant?.name ?? row?.merchant_name ?? null,
          merchant_category: event.merchant?.category ?? row?.merchant_category ?? null,
        },
      });
      transactionId = created.id;
    }
    const ledgerHolds: StoredLedgerHolds = {
      ...((row?.ledger_holds as StoredLedgerHolds | undefined) ?? {}),
    };
    const { overdrafts } = await playPostings(
      { trx, ledger: ctx.ledger, cards: ports.cards, card, transactionId, ledgerHolds },
      result.postings,
    );
    if (isOnAuthorization && next && row?.transaction_id) {
      if (next.status === 'captured')
        await ctx.transactions.transition(trx, row.transaction_id, 'DONE', {
          changes: { amount: next.capturedMinor.toString() },
          reason: 'captured',
        });
      if (next.status === 'reversed')
        await ctx.transactions.transition(trx, row.transaction_id, 'CANCELLED', { reason: 'reversed' });
      if (next.status === 'expired')
        await ctx.transactions.transition(trx, row.transaction_id, 'EXPIRED', { reason: 'expired' });
      // A partial reversal gives part of the hold back and leaves it pending: no status moves, so
      // the transaction is announced as it stands, once, and the owner's app reads the card again.
      if (next.status === 'pending') await ctx.transactions.update(trx, row.transaction_id, {});
    }
    if (row && next) {
      await updateAuthorization(trx, row.id, {
        status: next.status,
        ledgerHolds,
        holdRecord: holdRecordToJson(next),
        capturedMinor: next.capturedMinor,
        ...(event.type === 'refund' && amount !== undefined
          ? { refundedMinor: BigInt(row.refunded_amount) + amount }
          : {}),
        now,
      });
    }
    const outcome =
      overdrafts.length > 0
        ? 'applied:overdraft'
        : result.overCaptureFlagged
          ? 'applied:over_capture_flagged'
          : 'applied';
    await recordEvent(
      trx,
      eventRecordOf(event, card.id, event.type === 'cashback' ? 'applied' : outcome, { outcome }),
    );
    const merchant = event.merchant?.name ?? row?.merchant_name ?? null;
    if (event.type === 'refund' && amount !== undefined)
      await notices.refunded(trx, card, { eventId: event.event_id, amountMinor: amount, currency, merchant });
    if (domainEvent.type === 'force_post')
      await notices.spent(trx, card, {
        eventId: event.event_id,
        amountMinor: domainEvent.amountMinor,
        currency: domainEvent.currency,
        merchant,
      });
    if (event.type === 'capture' || event.type === 'force_post')
      await notices.lowBalanceIfCrossed(trx, card, event.event_id, balanceBefore);
    return { outcome };
  };
}

export type CardEventWrites = ReturnType<typeof createCardEventWrites>;
