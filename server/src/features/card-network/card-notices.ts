import type { CardNotice } from '@ferry/shared/contracts';
import {
  CARD_CURRENCY_SCALE,
  CARD_DECLINE_REASONS,
  type CardDeclineReason,
  cardDeclineOutcome,
  cardErrorKey,
  cardFees,
  decimalToMinor,
  findCurrency,
  minorToDecimal,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { toMinor } from '../../ledger/minor';
import type { CardNotify, SpendingCard } from './card-network-ports';

/**
 * The share of the card's last top-up under which its balance counts as low: the card is told
 * once, when a spend takes it from at or above that line to below it (10 % of the last top-up;
 * of the minimum top-up before the first one).
 */
export const LOW_BALANCE_PERCENT = 10n;

/** Catalogue key of a decline's reason in plain words (the domain's for its own reasons). */
export function declineMessageKey(reason: string): string {
  return (CARD_DECLINE_REASONS as readonly string[]).includes(reason)
    ? cardDeclineOutcome(reason as CardDeclineReason).reasonKey
    : cardErrorKey('declined');
}

function decimal(amountMinor: bigint, currency: string): string {
  return minorToDecimal(amountMinor, findCurrency(currency)?.scale ?? CARD_CURRENCY_SCALE);
}

export async function cardBalanceMinor(
  ledger: Ledger,
  db: Kysely<Schema>,
  card: SpendingCard,
): Promise<bigint> {
  const row = (await ledger.balances(db, card.cardProfileId)).find(
    (balance) => balance.currency === card.currency,
  );
  return row?.availableMinor ?? 0n;
}

/** The low-balance line from the card's last top-up (null before the first one). */
function lowBalanceLineFrom(card: SpendingCard, lastTopUpMinor: bigint | null): bigint {
  const base =
    lastTopUpMinor ?? decimalToMinor(cardFees(card.currency).minimumTopUp, CARD_CURRENCY_SCALE) ?? 0n;
  return (base * LOW_BALANCE_PERCENT) / 100n;
}

async function lowBalanceLineMinor(db: Kysely<Schema>, card: SpendingCard): Promise<bigint> {
  const lastTopUp = await db
    .selectFrom('transactions')
    .select('amount')
    .where('profile_id', '=', card.cardProfileId)
    .where('type', '=', 'UDEPOSIT')
    .where('status', '=', 'DONE')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return lowBalanceLineFrom(card, lastTopUp ? toMinor(lastTopUp.amount) : null);
}

export const noticeCard = (card: SpendingCard) => ({
  profileId: card.cardProfileId,
  currency: card.currency,
});

type NoticeFields = Omit<CardNotice, 'event_id' | 'user_id' | 'card_id' | 'last4'>;

function spentFields(
  card: SpendingCard,
  input: { amountMinor: bigint; currency: string; merchant: string | null },
  afterMinor: bigint,
): NoticeFields {
  return {
    kind: 'cardSpent',
    amount: decimal(input.amountMinor, input.currency),
    currency: input.currency,
    merchant_name: input.merchant,
    decline_message_key: null,
    balance_after: decimal(afterMinor, card.currency),
  };
}

function lowBalanceFields(card: SpendingCard, afterMinor: bigint): NoticeFields {
  return {
    kind: 'cardLowBalance',
    amount: decimal(afterMinor, card.currency),
    currency: card.currency,
    merchant_name: null,
    decline_message_key: null,
    balance_after: decimal(afterMinor, card.currency),
  };
}

function noticeOf(card: SpendingCard, eventId: string, fields: NoticeFields): CardNotice {
  return { event_id: eventId, user_id: card.userId, card_id: card.id, last4: card.last4, ...fields };
}

/** Whether a movement took the card's balance from at or above its low-balance line to below it. */
const crossesLowLine = (beforeMinor: bigint, afterMinor: bigint, lineMinor: bigint) =>
  beforeMinor >= lineMinor && afterMinor < lineMinor;

/** A low balance's notice has its own id, so a bot that tells one notice per event id still tells the spend too. */
const lowBalanceEventId = (eventId: string) => `${eventId}:low_balance`;

/** Builds and hands over the notices of one event; the port's implementation sends each once. */
export function createCardNotices(deps: { notify: CardNotify; ledger: Ledger }) {
  /** Hands one notice of the card's event to the port, with the card it already holds. */
  const tell = (trx: Kysely<Schema>, card: SpendingCard, eventId: string, fields: NoticeFields) =>
    deps.notify(trx, noticeOf(card, eventId, fields), noticeCard(card));
  return {
    async spent(
      trx: Kysely<Schema>,
      card: SpendingCard,
      input: {
        eventId: string;
        amountMinor: bigint;
        currency: string;
        merchant: string | null;
        /** The card's balance after the spend when the caller knows it (no read then). */
        balanceAfterMinor?: bigint;
      },
    ) {
      const after = input.balanceAfterMinor ?? (await cardBalanceMinor(deps.ledger, trx, card));
      await tell(trx, card, input.eventId, spentFields(card, input, after));
    },
    async declined(
      trx: Kysely<Schema>,
      card: SpendingCard,
      input: {
        eventId: string;
        amountMinor: bigint;
        currency: string;
        merchant: string | null;
        reason: string;
      },
    ) {
      await tell(trx, card, input.eventId, {
        kind: 'cardDeclined',
        amount: decimal(input.amountMinor, input.currency),
        currency: input.currency,
        merchant_name: input.merchant,
        decline_message_key: declineMessageKey(input.reason),
        balance_after: null,
      });
    },
    async refunded(
      trx: Kysely<Schema>,
      card: SpendingCard,
      input: { eventId: string; amountMinor: bigint; currency: string; merchant: string | null },
    ) {
      const after = await cardBalanceMinor(deps.ledger, trx, card);
      await tell(trx, card, input.eventId, {
        kind: 'cardRefunded',
        amount: decimal(input.amountMinor, input.currency),
        currency: input.currency,
        merchant_name: input.merchant,
        decline_message_key: null,
        balance_after: decimal(after, card.currency),
      });
    },
    /** Tells a low balance when this event crossed the line (`beforeMinor` is the balance before it). */
    async lowBalanceIfCrossed(
      trx: Kysely<Schema>,
      card: SpendingCard,
      eventId: string,
      beforeMinor: bigint,
      /** The balance after and the last top-up when the caller read them already (no reads then). */
      known?: { afterMinor: bigint; lastTopUpMinor: bigint | null },
    ) {
      const after = known ? known.afterMinor : await cardBalanceMinor(deps.ledger, trx, card);
      const line = known
        ? lowBalanceLineFrom(card, known.lastTopUpMinor)
        : await lowBalanceLineMinor(trx, card);
      if (!crossesLowLine(beforeMinor, after, line)) return;
      await tell(trx, card, lowBalanceEventId(eventId), lowBalanceFields(card, after));
    },
  };
}

/**
 * An approval's notices built and not told, for the one-call approval to write: the spend, and a
 * low balance when the spend took the card's balance across its line (as `spent` and
 * `lowBalanceIfCrossed` tell them on the locked path).
 */
export function approvalNotices(
  card: SpendingCard,
  input: { eventId: string; amountMinor: bigint; currency: string; merchant: string | null },
  balance: { beforeMinor: bigint; afterMinor: bigint; lastTopUpMinor: bigint | null },
): CardNotice[] {
  const notices = [noticeOf(card, input.eventId, spentFields(card, input, balance.afterMinor))];
  if (
    crossesLowLine(balance.beforeMinor, balance.afterMinor, lowBalanceLineFrom(card, balance.lastTopUpMinor))
  )
    notices.push(
      noticeOf(card, lowBalanceEventId(input.eventId), lowBalanceFields(card, balance.afterMinor)),
    );
  return notices;
}

export type CardNotices = ReturnType<typeof createCardNotices>;
