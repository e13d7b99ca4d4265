import { randomBytes, randomUUID } from 'node:crypto';
import type { ChatPaymentNotificationKind, ChatPaymentView } from '@ferry/shared/contracts';
import {
  buildStartAppLink,
  CHAT_PAYMENT_MAX_VALUE,
  CHAT_PAYMENT_MIN_VALUE,
  CHAT_PAYMENT_RATE_LIMIT,
  type ChatPaymentKind,
  chatPaymentRefusalError,
  chatPaymentStanding,
  chatPaymentStartParam,
  convertMinorDown,
  DomainError,
  decimalToMinor,
  findCurrency,
  LEVEL_LIMITS_CURRENCY,
  minorToDecimal,
  type StartAppTarget,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { emitUserEvent } from '../../events/user-events';
import { available } from '../../ledger/ledger-types';
import { toMinor } from '../../ledger/minor';
import type { ModuleContext } from '../../module-context/module-context';
import { enforceRate, type RateRule } from '../../rate-limit/rate-limiter';
import type { ChatPaymentRow } from './chat-payments.schema';

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A draft the bot made for an inline query lives this long unless sent. */
const DRAFT_TTL_MS = 3_600_000;
const CREATE_RULE: RateRule = { name: 'chat-payments.create', ...CHAT_PAYMENT_RATE_LIMIT };
/** The payway of every transaction a card makes: the bot tells the card's news, not the rows'. */
export const CHAT_PAYWAY = 'chat';

/** 20 characters of Crockford's base32: 100 random bits, no '-' (a start parameter carries it). */
export function newChatPaymentId(): string {
  const bytes = randomBytes(20);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 31];
  return id;
}

export interface ChatPaymentSettings {
  ttlMs: number;
  /** The bot and mini-app the cards' links open, or null without a bot username. */
  appLink: StartAppTarget | null;
}

/** Names the screens and the bot show: the port fills them from what the user record knows. */
export type DisplayNameOf = (db: Kysely<Schema>, userId: string) => Promise<string | null>;

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

export const FALLBACK_NAME = 'Ferry user';

export function createChatPayments(
  ctx: Pick<
    ModuleContext,
    'db' | 'ledger' | 'transactions' | 'levelLimits' | 'rates' | 'rateLimiter' | 'nowMs'
  >,
  settings: ChatPaymentSettings,
  displayNameOf: DisplayNameOf,
) {
  const now = () => new Date(ctx.nowMs());

  function shareLink(id: string): string | null {
    return settings.appLink ? buildStartAppLink(settings.appLink, chatPaymentStartParam(id)) : null;
  }

  function view(row: ChatPaymentRow, viewerUserId: string | null): ChatPaymentView {
    const standing = chatPaymentStanding(
      {
        kind: row.kind,
        status: row.status,
        creatorUserId: row.creator_user_id,
        counterpartyUserId: row.counterparty_user_id,
      },
      viewerUserId,
    );
    if (row.status === 'draft' && standing.role !== 'creator')
      throw new DomainError('NOT_FOUND', { reason: 'not_active' });
    const scale = findCurrency(row.currency)?.scale ?? 0;
    const prepared =
      standing.role === 'creator' &&
      row.prepared_message_id &&
      row.prepared_message_expires_at &&
      row.prepared_message_expires_at.getTime() > ctx.nowMs()
        ? { id: row.prepared_message_id, expires_at: row.prepared_message_expires_at.toISOString() }
        : null;
    // A stranger sees what the card shows: amount, note, the creator's name.
    const counterparty =
      standing.role !== 'stranger' && row.counterparty_name !== null
        ? { display_name: row.counterparty_name }
        : null;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      amount: minorToDecimal(toMinor(row.amount), scale),
      currency: row.currency,
      note: row.note,
      creator: { display_name: row.creator_name },
      counterparty,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      settled_at: row.settled_at?.toISOString() ?? null,
      share_link: shareLink(row.id),
      viewer_role: standing.role,
      can_act: standing.canAct,
      can_cancel: standing.canCancel,
      refusal: standing.refusal,
      prepared_message: prepared,
    };
  }

  async function nameOf(db: Kysely<Schema>, userId: string, given?: string | null): Promise<string> {
    const name = (given ?? (await displayNameOf(db, userId)) ?? '').trim().slice(0, 200);
    return name === '' ? FALLBACK_NAME : name;
  }

  /** The card's amount in minor units; VALIDATION_ERROR for an unknown currency or a finer amount. */
  function parseAmount(amount: string, currency: string): bigint {
    const info = findCurrency(currency);
    if (!info) throw new DomainError('VALIDATION_ERROR', { field: 'currency', reason: 'unknown_currency' });
    const minor = decimalToMinor(amount, info.scale);
    if (minor === null)
      throw new DomainError('VALIDATION_ERROR', { field: 'amount', reason: 'precision', scale: info.scale });
    if (minor <= 0n) throw new DomainError('VALIDATION_ERROR', { field: 'amount', reason: 'not_positive' });
    return minor;
  }

  /** PAYOUT_MIN/MAX_TECH_LIMIT_VIOLATION outside 0.01 … 1000 EUR at the mid rate. */
  async function checkBounds(amountMinor: bigint, currency: string): Promise<void> {
    const scale = findCurrency(currency)?.scale ?? 0;
    const rate =
      currency === LEVEL_LIMITS_CURRENCY
        ? '1'
        : await ctx.rates.price(currency, LEVEL_LIMITS_CURRENCY, ctx.nowMs(), 'mid');
    const valueCents = convertMinorDown(amountMinor, { fromScale: scale, toScale: 2, rate });
    const minCents = decimalToMinor(CHAT_PAYMENT_MIN_VALUE, 2) ?? 1n;
    const maxCents = decimalToMinor(CHAT_PAYMENT_MAX_VALUE, 2) ?? 0n;
    const bounds = {
      min: CHAT_PAYMENT_MIN_VALUE,
      max: CHAT_PAYMENT_MAX_VALUE,
      currency: LEVEL_LIMITS_CURRENCY,
    };
    if (valueCents < minCents) throw new DomainError('PAYOUT_MIN_TECH_LIMIT_VIOLATION', bounds);
    if (valueCents > maxCents) throw new DomainError('PAYOUT_MAX_TECH_LIMIT_VIOLATION', bounds);
  }

  /** A send card's money set aside: the creator's UPAYOUT (WAIT) with the hold on it. */
  async function holdMoney(trx: Kysely<Schema>, row: ChatPaymentRow): Promise<string> {
    await ctx.levelLimits.ensureNotHeld(trx, row.creator_profile_id);
    const amountMinor = toMinor(row.amount);
    const outgoing = await ctx.transactions.create(trx, {
      profileId: row.creator_profile_id,
      type: 'UPAYOUT',
      status: 'WAIT',
      amountMinor,
      currency: row.currency,
      payway: CHAT_PAYWAY,
      requisite: { chat_payment_id: row.id, ...(row.note ? { note: row.note } : {}) },
      levelLimit: 'enforce',
    });
    await ctx.ledger.hold(trx, {
      transactionId: outgoing.id,
      profileId: row.creator_profile_id,
      currency: row.currency,
      amountMinor,
    });
    return outgoing.id;
  }

  async function lock(trx: Kysely<Schema>, id: string): Promise<ChatPaymentRow> {
    const row = await trx
      .selectFrom('chat_payments')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
    return row;
  }

  async function tgIdOf(db: Kysely<Schema>, userId: string): Promise<bigint | null> {
    const row = await db.selectFrom('users').select('tg_id').where('id', '=', userId).executeTakeFirst();
    return row?.tg_id ?? null;
  }

  /**
   * Leaves the bot's message for one side of the card (the `chat.payment` topic). With
   * `editsCard`, that message also carries the card's inline message id: the bot edits the
   * shared card once per change, from the creator's event.
   */
  async function tell(
    trx: Kysely<Schema>,
    row: ChatPaymentRow,
    side: 'creator' | 'counterparty',
    notice: ChatPaymentNotificationKind,
    options: { editsCard?: boolean } = {},
  ): Promise<void> {
    const userId = side === 'creator' ? row.creator_user_id : row.counterparty_user_id;
    if (!userId) return;
    const scale = findCurrency(row.currency)?.scale ?? 0;
    await emitUserEvent(trx, userId, 'chat.payment', {
      chat_payment: {
        notice,
        id: row.id,
        kind: row.kind,
        status: row.status,
        amount: minorToDecimal(toMinor(row.amount), scale),
        currency: row.currency,
        note: row.note,
        creator_name: row.creator_name,
        counterparty_name: row.counterparty_name,
        role: side,
        share_link: shareLink(row.id),
        inline_message_id: options.editsCard ? row.inline_message_id : null,
        expires_at: row.expires_at.toISOString(),
      },
    });
  }

  async function settle(
    trx: Kysely<Schema>,
    id: string,
    changes: Partial<Omit<ChatPaymentRow, 'id'>>,
  ): Promise<ChatPaymentRow> {
    return trx
      .updateTable('chat_payments')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  function refuse(refusal: Parameters<typeof chatPaymentRefusalError>[0]): never {
    const { code, reason } = chatPaymentRefusalError(refusal);
    throw new DomainError(code, { reason });
  }

  return {
    view,
    parseAmount,

    /**
     * A new card. `waiting` (the mini-app) holds a send card's money at once; `draft` (the bot,
     * at inline-query time) holds nothing and reuses the creator's same draft of the last hour.
     */
    async create(trx: Kysely<Schema>, card: NewCard, status: 'waiting' | 'draft'): Promise<ChatPaymentRow> {
      const amountMinor = parseAmount(card.amount, card.currency);
      await checkBounds(amountMinor, card.currency);
      if (status === 'draft') {
        const same = await trx
          .selectFrom('chat_payments')
          .selectAll()
          .where('creator_user_id', '=', card.userId)
          .where('status', '=', 'draft')
          .where('kind', '=', card.kind)
          .where('amount', '=', amountMinor.toString())
          .where('currency', '=', card.currency)
          .where((eb) => (card.note === null ? eb('note', 'is', null) : eb('note', '=', card.note)))
          .where('expires_at', '>', now())
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        if (same) return same;
      } else {
        await enforceRate(ctx.rateLimiter, CREATE_RULE, card.userId);
      }
      const createdAt = now();
      const row = await trx
        .insertInto('chat_payments')
        .values({
          id: newChatPaymentId(),
          kind: card.kind,
          status,
          creator_user_id: card.userId,
          creator_profile_id: card.profileId,
          creator_name: await nameOf(trx, card.userId, card.displayName),
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
          expires_at: new Date(createdAt.getTime() + (status === 'draft' ? DRAFT_TTL_MS : settings.ttlMs)),
          settled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (status === 'draft') return row;
      const holdTransactionId = row.kind === 'send' ? await holdMoney(trx, row) : null;
      const waiting = await settle(trx, row.id, { hold_transaction_id: holdTransactionId });
      await tell(trx, waiting, 'creator', 'chatPaymentWaiting');
      return waiting;
    },

    /**
     * The bot sent a draft (`chosen_inline_result`): it becomes waiting and a send card holds its
     * money, with the inline message kept for the edits. Again on an active card: the same card.
     */
    async activate(
      trx: Kysely<Schema>,
      id: string,
      userId: string,
      inlineMessageId: string | null,
    ): Promise<ChatPaymentRow> {
      const row = await lock(trx, id);
      if (row.creator_user_id !== userId)
        throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
      if (row.status !== 'draft') return row;
      await enforceRate(ctx.rateLimiter, CREATE_RULE, userId);
      await checkBounds(toMinor(row.amount), row.currency);
      const createdAt = now();
      const active = await settle(trx, id, {
        status: 'waiting',
        inline_message_id: inlineMessageId,
        created_at: createdAt,
        expires_at: new Date(createdAt.getTime() + settings.ttlMs),
      });
      const holdTransactionId = active.kind === 'send' ? await holdMoney(trx, active) : null;
      const waiting = await settle(trx, id, { hold_transaction_id: holdTransactionId });
      await tell(trx, waiting, 'creator', 'chatPaymentWaiting');
      return waiting;
    },

    /**
     * The first other person claims a waiting send card: the hold is captured into the claimer's
     * available balance in this one database transaction (the claimer's UDEPOSIT, the creator's
     * UPAYOUT DONE), under the card's row lock, so however many claim at once one is credited.
     * The claimer claiming again is answered the same card.
     */
    async claim(
      trx: Kysely<Schema>,
      id: string,
      claimer: { userId: string; profileId: string },
    ): Promise<ChatPaymentRow> {
      const row = await lock(trx, id);
      if (row.kind !== 'send') throw new DomainError('CONFLICT_ERROR', { reason: 'wrong_kind' });
      if (row.status === 'claimed' && row.counterparty_user_id === claimer.userId) return row;
      const standing = chatPaymentStanding(
        {
          kind: row.kind,
          status: row.status,
          creatorUserId: row.creator_user_id,
          counterpartyUserId: row.counterparty_user_id,
        },
        claimer.userId,
      );
      if (!standing.canAct) refuse(standing.refusal ?? 'not_active');
      const holdTransactionId = row.hold_transaction_id;
      if (!holdTransactionId) throw new Error(`Chat payment ${id} waits without its hold`);
      const amountMinor = toMinor(row.amount);
      const incoming = await ctx.transactions.create(trx, {
        profileId: claimer.profileId,
        type: 'UDEPOSIT',
        status: 'DONE',
        amountMinor,
        currency: row.currency,
        payway: CHAT_PAYWAY,
        parentId: holdTransactionId,
        requisite: { chat_payment_id: row.id, profile_id: row.creator_profile_id, name: row.creator_name },
        levelLimit: 'enforce',
      });
      const hold = await ctx.ledger.pendingHoldOf(trx, holdTransactionId);
      if (!hold) throw new Error(`Chat payment ${id} lost its hold`);
      await ctx.ledger.postHold(trx, hold.id, available(claimer.profileId, row.currency), {
        transferKind: 'chat_claim',
      });
      const claimerName = await nameOf(trx, claimer.userId);
      await ctx.transactions.transition(trx, holdTransactionId, 'DONE', {
        reason: 'chat_payment_claimed',
        changes: {
          requisite: JSON.stringify({
            chat_payment_id: row.id,
            profile_id: claimer.profileId,
            name: claimerName,
            ...(row.note ? { note: row.note } : {}),
          }),
        },
      });
      const claimed = await settle(trx, id, {
        status: 'claimed',
        counterparty_user_id: claimer.userId,
        counterparty_profile_id: claimer.profileId,
        counterparty_name: claimerName,
        settle_transaction_id: incoming.id,
        settled_at: now(),
      });
      await tell(trx, claimed, 'creator', 'chatPaymentClaimed', { editsCard: true });
      await tell(trx, claimed, 'counterparty', 'chatPaymentReceived');
      return claimed;
    },

    /**
     * Pays a waiting request card: the payer's UPAYOUT and the creator's UDEPOSIT, DONE with one
     * ledger transfer (as transfers between profiles, on the `chat` payway).
     */
    async pay(
      trx: Kysely<Schema>,
      id: string,
      payer: { userId: string; profileId: string },
    ): Promise<ChatPaymentRow> {
      const row = await lock(trx, id);
      if (row.kind !== 'request') throw new DomainError('CONFLICT_ERROR', { reason: 'wrong_kind' });
      if (row.status === 'paid' && row.counterparty_user_id === payer.userId) return row;
      const standing = chatPaymentStanding(
        {
          kind: row.kind,
          status: row.status,
          creatorUserId: row.creator_user_id,
          counterpartyUserId: row.counterparty_user_id,
        },
        payer.userId,
      );
      if (!standing.canAct) refuse(standing.refusal ?? 'not_active');
      await ctx.levelLimits.ensureNotHeld(trx, payer.profileId);
      const amountMinor = toMinor(row.amount);
      const payerName = await nameOf(trx, payer.userId);
      const outgoing = await ctx.transactions.create(trx, {
        profileId: payer.profileId,
        type: 'UPAYOUT',
        status: 'DONE',
        amountMinor,
        currency: row.currency,
        payway: CHAT_PAYWAY,
        requisite: { chat_payment_id: row.id, profile_id: row.creator_profile_id, name: row.creator_name },
        levelLimit: 'enforce',
      });
      const incoming = await ctx.transactions.create(trx, {
        profileId: row.creator_profile_id,
        type: 'UDEPOSIT',
        status: 'DONE',
        amountMinor,
        currency: row.currency,
        payway: CHAT_PAYWAY,
        parentId: outgoing.id,
        requisite: { chat_payment_id: row.id, profile_id: payer.profileId, name: payerName },
      });
      await ctx.ledger.post(trx, [
        {
          id: randomUUID(),
          kind: 'transfer',
          transactionId: outgoing.id,
          debit: available(payer.profileId, row.currency),
          credit: available(row.creator_profile_id, row.currency),
          amountMinor,
        },
      ]);
      const paid = await settle(trx, id, {
        status: 'paid',
        counterparty_user_id: payer.userId,
        counterparty_profile_id: payer.profileId,
        counterparty_name: payerName,
        hold_transaction_id: incoming.id,
        settle_transaction_id: outgoing.id,
        settled_at: now(),
      });
      await tell(trx, paid, 'creator', 'chatPaymentPaid', { editsCard: true });
      await tell(trx, paid, 'counterparty', 'chatPaymentPaidByYou');
      return paid;
    },

    /** The creator cancels a waiting (or draft) card: a send card's hold is released at once. */
    async cancel(trx: Kysely<Schema>, id: string, userId: string): Promise<ChatPaymentRow> {
      const row = await lock(trx, id);
      if (row.creator_user_id !== userId) {
        if (row.status === 'draft') throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
        throw new DomainError('ACCESS_DENIED', { reason: 'not_creator' });
      }
      if (row.status === 'cancelled') return row;
      if (row.status !== 'waiting' && row.status !== 'draft')
        refuse(
          chatPaymentStanding(
            {
              kind: row.kind,
              status: row.status,
              creatorUserId: userId,
              counterpartyUserId: row.counterparty_user_id,
            },
            null,
          ).refusal ?? 'not_active',
        );
      if (row.hold_transaction_id)
        await ctx.transactions.transition(trx, row.hold_transaction_id, 'CANCELLED', {
          reason: 'chat_payment_cancelled',
        });
      const cancelled = await settle(trx, id, { status: 'cancelled', settled_at: now() });
      if (row.status === 'waiting')
        await tell(trx, cancelled, 'creator', 'chatPaymentCancelled', { editsCard: true });
      return cancelled;
    },

    /**
     * Ends one card whose time ran out, if any is due: a send card's money returns (its UPAYOUT
     * EXPIRED releases the hold), a request expires, a draft is dropped. SKIP LOCKED, so a card a
     * claim holds right now is left for the next pass.
     */
    async expireOne(trx: Kysely<Schema>): Promise<ChatPaymentRow | null> {
      const due = await trx
        .selectFrom('chat_payments')
        .selectAll()
        .where('status', 'in', ['draft', 'waiting'])
        .where('expires_at', '<=', now())
        .orderBy('expires_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return null;
      if (due.status === 'draft') return settle(trx, due.id, { status: 'expired', settled_at: now() });
      if (due.hold_transaction_id)
        await ctx.transactions.transition(trx, due.hold_transaction_id, 'CANCELLED', {
          reason: 'chat_payment_returned',
        });
      const ended = await settle(trx, due.id, {
        status: due.kind === 'send' ? 'returned' : 'expired',
        settled_at: now(),
      });
      await tell(trx, ended, 'creator', due.kind === 'send' ? 'chatPaymentReturned' : 'chatPaymentExpired', {
        editsCard: true,
      });
      return ended;
    },

    /** Asks the bot (its stream) to save the creator's prepared inline message; drops an old one. */
    async askForPreparedMessage(db: Kysely<Schema>, id: string, userId: string): Promise<ChatPaymentRow> {
      const row = await db.selectFrom('chat_payments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || row.creator_user_id !== userId)
        throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
      if (row.status !== 'waiting')
        refuse(
          chatPaymentStanding(
            {
              kind: row.kind,
              status: row.status,
              creatorUserId: userId,
              counterpartyUserId: row.counterparty_user_id,
            },
            null,
          ).refusal ?? 'not_active',
        );
      const cleared = await settle(db, id, { prepared_message_id: null, prepared_message_expires_at: null });
      await tell(db, cleared, 'creator', 'chatPaymentPrepare');
      return cleared;
    },

    /** The bot saved the creator's prepared message: kept for the screens while it is valid. */
    async recordPreparedMessage(
      db: Kysely<Schema>,
      id: string,
      telegramUserId: bigint,
      prepared: { id: string; expiresAt: Date },
    ): Promise<boolean> {
      const row = await db.selectFrom('chat_payments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || (await tgIdOf(db, row.creator_user_id)) !== telegramUserId) return false;
      await settle(db, id, {
        prepared_message_id: prepared.id,
        prepared_message_expires_at: prepared.expiresAt,
      });
      return true;
    },

    async find(db: Kysely<Schema>, id: string): Promise<ChatPaymentRow | undefined> {
      return db.selectFrom('chat_payments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user's cards, made or claimed/paid, newest first. */
    async listOf(db: Kysely<Schema>, userId: string): Promise<ChatPaymentRow[]> {
      return db
        .selectFrom('chat_payments')
        .selectAll()
        .where((eb) => eb.or([eb('creator_user_id', '=', userId), eb('counterparty_user_id', '=', userId)]))
        .where('status', '!=', 'draft')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(100)
        .execute();
    },
  };
}

export type ChatPayments = ReturnType<typeof createChatPayments>;
