import { CHAT_PAYMENT_RATE_LIMIT, type ChatPaymentKind, DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { toMinor } from '../../ledger/minor';
import { enforceRate, type RateRule } from '../../rate-limit/rate-limiter';
import { checkCardBounds, parseCardAmount } from './chat-payment-amount';
import type { ChatPaymentDeps } from './chat-payment-deps';
import { holdCardMoney } from './chat-payment-hold';
import { newChatPaymentId } from './chat-payment-id';
import { lockCard, updateCard } from './chat-payment-store';
import type { ChatPaymentRow } from './chat-payments.schema';

/** A draft the bot made for an inline query lives this long unless sent. */
const DRAFT_TTL_MS = 3_600_000;
const CREATE_RULE: RateRule = { name: 'chat-payments.create', ...CHAT_PAYMENT_RATE_LIMIT };

export interface NewCard {
  userId: string;
  profileId: string;
  kind: ChatPaymentKind;
  amount: string;
  currency: string;
  note: string | null;
  /** The name Telegram gave (the bot's drafts), else the port's. */
  displayName?: string | null;
}

/** A waiting card's start: a send card holds its money, and the creator hears it waits. */
async function startWaiting(deps: ChatPaymentDeps, trx: Kysely<Schema>, row: ChatPaymentRow) {
  const holdTransactionId = row.kind === 'send' ? await holdCardMoney(deps.ctx, trx, row) : null;
  const waiting = await updateCard(trx, row.id, { hold_transaction_id: holdTransactionId });
  await deps.tell(trx, waiting, 'creator', 'chatPaymentWaiting');
  return waiting;
}

/** The creator's draft of the last hour with the same kind, amount, currency and note, if any. */
async function sameDraftOf(deps: ChatPaymentDeps, trx: Kysely<Schema>, card: NewCard, amountMinor: bigint) {
  return trx
    .selectFrom('chat_payments')
    .selectAll()
    .where('creator_user_id', '=', card.userId)
    .where('status', '=', 'draft')
    .where('kind', '=', card.kind)
    .where('amount', '=', amountMinor.toString())
    .where('currency', '=', card.currency)
    .where((eb) => (card.note === null ? eb('note', 'is', null) : eb('note', '=', card.note)))
    .where('expires_at', '>', deps.now())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * A new card. `waiting` (the mini-app) holds a send card's money at once; `draft` (the bot,
 * at inline-query time) holds nothing and reuses the creator's same draft of the last hour.
 */
export async function createCard(
  deps: ChatPaymentDeps,
  trx: Kysely<Schema>,
  card: NewCard,
  status: 'waiting' | 'draft',
): Promise<ChatPaymentRow> {
  const amountMinor = parseCardAmount(card.amount, card.currency);
  await checkCardBounds(deps.ctx, amountMinor, card.currency);
  if (status === 'draft') {
    const same = await sameDraftOf(deps, trx, card, amountMinor);
    if (same) return same;
  } else {
    await enforceRate(deps.ctx.rateLimiter, CREATE_RULE, card.userId);
  }
  const createdAt = deps.now();
  const row = await trx
    .insertInto('chat_payments')
    .values({
      id: newChatPaymentId(),
      kind: card.kind,
      status,
      creator_user_id: card.userId,
      creator_profile_id: card.profileId,
      creator_name: await deps.nameOf(trx, card.userId, card.displayName),
      amount: amountMinor.toString(),
      currency: card.currency,
      note: card.note,
      counterparty_user_id: null,
      counterparty_profile_id: null,
      counterparty_name: null,
      hold_transaction_id: null,
      settle_transaction_id: null,
      inline_message_id: null,
      prepared_message_id: null,
      prepared_message_expires_at: null,
      created_at: createdAt,
      expires_at: new Date(createdAt.getTime() + (status === 'draft' ? DRAFT_TTL_MS : deps.settings.ttlMs)),
      settled_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (status === 'draft') return row;
  return startWaiting(deps, trx, row);
}

/**
 * The bot sent a draft (`chosen_inline_result`): it becomes waiting and a send card holds its
 * money, with the inline message kept for the edits. Again on an active card: the same card.
 */
export async function activateDraft(
  deps: ChatPaymentDeps,
  trx: Kysely<Schema>,
  id: string,
  userId: string,
  inlineMessageId: string | null,
): Promise<ChatPaymentRow> {
  const row = await lockCard(trx, id);
  if (row.creator_user_id !== userId)
    throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
  if (row.status !== 'draft') return row;
  await enforceRate(deps.ctx.rateLimiter, CREATE_RULE, userId);
  await checkCardBounds(deps.ctx, toMinor(row.amount), row.currency);
  const createdAt = deps.now();
  const active = await updateCard(trx, id, {
    status: 'waiting',
    inline_message_id: inlineMessageId,
    created_at: createdAt,
    expires_at: new Date(createdAt.getTime() + deps.settings.ttlMs),
  });
  return startWaiting(deps, trx, active);
}
