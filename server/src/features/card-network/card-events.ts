import {
  applyCardEvent,
  type CardLedgerState,
  type CardNetworkEvent,
  cardCashbackMinor,
  EMPTY_CARD_LEDGER,
  findCurrency,
  type HoldRecord,
  isRetryableIgnore,
  type PostingBalance,
  type TransactionType,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { lockProfileForLimits } from '../../level-limits/level-limits';
import type { ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { NetworkEvent } from '../../providers/card-network/card-network-wire';
import { NOTHING_HELD } from './authorization-records';
import { bookUnpricedForcePost, holdUnbookableForcePost } from './book-unpriced-force-post';
import { playPostings } from './card-ledger';
import {
  type AuthorizationRow,
  findEvent,
  insertAuthorization,
  lockAuthorization,
  recordEvent,
  updateAuthorization,
} from './card-network.repo';
import type { StoredLedgerHolds } from './card-network.schema';
import type { CardNetworkPorts, SpendingCard } from './card-network-ports';
import { type CardNotices, cardBalanceMinor } from './card-notices';
import { priceForcePost } from './force-post-pricing';
import { holdRecordFromJson, holdRecordToJson } from './hold-record-json';
import { effectiveRate } from './spend-inputs';

export interface EventOutcome {
  /** `applied`, `duplicate`, `ignored:<reason>`; `retry:<reason>` is not remembered (redelivery applies). */
  outcome: string;
}

export interface CardEventsDeps {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  notices: CardNotices;
}

/** What a movement's own transaction is, when the event makes one. */
const NEW_TRANSACTION_TYPE: Partial<Record<NetworkEvent['type'], TransactionType>> = {
  force_post: 'CARD_DEBIT',
  cashback: 'CARD_BONUS',
};

/**
 * The card's lifecycle after the authorization (issue 28): each network event through the
 * domain's reducer (applyCardEvent) and its postings on the ledger, in one transaction with the
 * event's record, so an event id applies once. A capture turns the hold into the authorization's
 * CARD_DEBIT (a capture after the hold ended posts a new one); a reversal cancels it; an expiry
 * ends it; refunds, credits, force posts and cashback are transactions of their own.
 */
export function createCardEvents(deps: CardEventsDeps) {
  const { ctx, ports, notices } = deps;

  async function postingBalanceFor(
    trx: Kysely<Schema>,
    card: SpendingCard,
    currency: string,
    amountMinor: bigint,
  ): Promise<PostingBalance | null> {
    const scale = findCurrency(currency)?.scale;
    if (scale === undefined) return null;
    if (currency === card.currency || card.spendFrom.includes(currency)) return { currency, scale };
    const cardScale = findCurrency(card.currency)?.scale ?? 2;
    // The card's balance pays, at the live quote (its fee in), or the mid rate when none quotes.
    const rate =
      (await effectiveRate(ctx, trx, card.currency, currency, amountMinor)) ??
      (await ctx.rates.price(card.currency, currency, ctx.nowMs(), 'mid').catch(() => null));
    return rate ? { currency: card.currency, scale: cardScale, rate } : null;
  }

  async function ignore(
    trx: Kysely<Schema>,
    event: NetworkEvent,
    card: SpendingCard | null,
    reason: string,
    isRetryable = false,
  ): Promise<EventOutcome> {
    if (isRetryable) return { outcome: `retry:${reason}` };
    const outcome = `ignored:${reason}`;
    await recordEvent(trx, {
      eventId: event.event_id,
      type: event.type,
      cardId: card?.id ?? null,
      authorizationId: event.authorization_id ?? null,
      payload: event,
      outcome,
      answer: { outcome },
    });
    return { outcome };
  }

  /** A reversal before its authorization was answered: the id is closed, so no later hold is placed. */
  async function closeBeforeAuthorization(trx: Kysely<Schema>, event: NetworkEvent, card: SpendingCard) {
    await insertAuthorization(trx, {
      id: event.authorization_id ?? '',
      cardId: card.id,
      kind: 'purchase',
      currency: event.currency ?? card.currency,
      amountMinor: 0n,
      approvedMinor: 0n,
      merchant: event.merchant ?? { name: '', category: '', country: null },
      status: 'reversed',
      declineReason: null,
      ...NOTHING_HELD,
      now: new Date(ctx.nowMs()),
    });
    const outcome = 'applied:reversed_before_authorization';
    await recordEvent(trx, {
      eventId: event.event_id,
      type: event.type,
      cardId: card.id,
      authorizationId: event.authorization_id ?? null,
      payload: event,
      outcome,
      answer: { outcome },
    });
    return { outcome };
  }

  async function cashbackMinor(
    trx: Kysely<Schema>,
    card: SpendingCard,
    hold: HoldRecord | undefined,
    event: NetworkEvent,
  ) {
    if (!hold) return event.amount === undefined ? 0n : BigInt(event.amount);
    const paid = await trx
      .selectFrom('card_network_events')
      .select('event_id')
      .where('authorization_id', '=', hold.id)
      .where('type', '=', 'cashback')
      .where('outcome', '=', 'applied')
      .executeTakeFirst();
    if (paid) return 0n;
    // Cashback is on what the card's own balance paid for the spend, in the card's currency.
    const spent = hold.paid
      .filter((leg) => leg.currency === card.currency)
      .reduce((sum, leg) => sum + leg.debitedMinor, 0n);
    return cardCashbackMinor(card.currency, spent);
  }

  async function applyWithin(trx: Kysely<Schema>, event: NetworkEvent): Promise<EventOutcome> {
    const card = await ports.cards.lockByToken(trx, event.card_token);
    if (await findEvent(trx, event.event_id)) return { outcome: 'duplicate' };
    if (!card) return ignore(trx, event, null, 'unknown_card');
    // The owner's profile next (card row → profile → ledger, the order the card's top-up takes too),
    // so a debit from the owner's balances sees what it reads until it posts.
    await lockProfileForLimits(trx, card.ownerProfileId);
    const row: AuthorizationRow | undefined = event.authorization_id
      ? await lockAuthorization(trx, event.authorization_id)
      : undefined;
    // The network's ids are unique across cards: one of another card's is no authorization of this one.
    if (row && row.card_id !== card.id) return ignore(trx, event, card, 'unknown_authorization');
    if (event.authorization_id && !row && event.type !== 'refund' && event.type !== 'cashback') {
      if (event.type === 'reversal') return closeBeforeAuthorization(trx, event, card);
      return ignore(trx, event, card, 'unknown_authorization', true);
    }
    const hold = row?.hold_record ? holdRecordFromJson(row.hold_record) : undefined;
    if (row && !hold && event.type !== 'refund') return ignore(trx, event, card, 'not_pending');
    const currency = event.currency ?? row?.currency ?? card.currency;
    const scale = findCurrency(currency)?.scale;
    // A force post is priced on its own path: the network has paid, so no currency refuses it.
    if (
      (scale === undefined && event.type !== 'force_post') ||
      (row && event.currency && event.currency !== row.currency)
    )
      return ignore(trx, event, card, 'invalid_currency');
    const amount = event.amount === undefined ? undefined : BigInt(event.amount);
    const now = new Date(ctx.nowMs());

    let domainEvent: CardNetworkEvent;
    switch (event.type) {
      case 'reversal':
        domainEvent = {
          type: 'reversal',
          eventId: event.event_id,
          authorizationId: row?.id ?? '',
          ...(amount === undefined ? {} : { amountMinor: amount }),
        };
        break;
      case 'expiry':
        domainEvent = { type: 'expiry', eventId: event.event_id, authorizationId: row?.id ?? '', at: now };
        break;
      case 'capture':
        if (amount === undefined) return ignore(trx, event, card, 'invalid_amount');
        domainEvent = {
          type: 'capture',
          eventId: event.event_id,
          authorizationId: row?.id ?? '',
          amountMinor: amount,
        };
        break;
      case 'force_post': {
        if (amount === undefined) return ignore(trx, event, card, 'invalid_amount');
        const booking = await priceForcePost({
          trx,
          card,
          event,
          amountMinor: amount,
          priceLive: (spendCurrency, spendMinor) => postingBalanceFor(trx, card, spendCurrency, spendMinor),
        });
        if (booking.kind === 'unbookable') return holdUnbookableForcePost({ trx, ctx, card, event });
        if (booking.kind === 'suspense')
          return bookUnpricedForcePost({ trx, ctx, cards: ports.cards, notices, card, event }, booking);
        domainEvent = { type: 'force_post', eventId: event.event_id, ...booking.spend };
        break;
      }
      case 'refund':
        if (amount === undefined) return ignore(trx, event, card, 'invalid_amount');
        domainEvent = {
          type: 'refund',
          eventId: event.event_id,
          amountMinor: amount,
          currency,
          ...(hold ? { authorizationId: hold.id } : {}),
        };
        break;
      case 'cashback': {
        if (!hold && currency !== card.currency) return ignore(trx, event, card, 'invalid_currency');
        domainEvent = {
          type: 'cashback',
          eventId: event.event_id,
          amountMinor: await cashbackMinor(trx, card, hold, event),
          currency: card.currency,
        };
        break;
      }
    }
    const state: CardLedgerState = hold
      ? { seenEventIds: new Set(), holds: { [hold.id]: hold } }
      : EMPTY_CARD_LEDGER;
    const result = applyCardEvent(state, domainEvent);
    if (result.ignored) return ignore(trx, event, card, result.ignored, isRetryableIgnore(result.ignored));

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
    await recordEvent(trx, {
      eventId: event.event_id,
      type: event.type,
      cardId: card.id,
      authorizationId: event.authorization_id ?? null,
      payload: event,
      outcome: event.type === 'cashback' ? 'applied' : outcome,
      answer: { outcome },
    });
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
  }

  return {
    apply(event: NetworkEvent): Promise<EventOutcome> {
      return runMoneyTransaction(ctx.db, (trx) => applyWithin(trx, event));
    },
  };
}

export type CardEvents = ReturnType<typeof createCardEvents>;
