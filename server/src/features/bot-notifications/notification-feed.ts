import { isLanguage } from '@ferry/locales';
import {
  type BotNotification,
  botNotificationSchema,
  CARD_NOTIFICATION_KINDS,
  CHAT_PAYMENT_NOTIFICATION_KINDS,
} from '@ferry/shared/contracts';
import {
  directionOf,
  isTransactionStatus,
  isTransactionType,
  statusNotificationKindOf,
  type TransactionStatus,
  type TransactionType,
} from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';

/** An outbox event with what the notification needs of its user. */
interface FeedRow {
  id: string | number | bigint;
  topic: string;
  payload: Record<string, unknown>;
  tg_id: string | number | bigint | null;
  language: string;
}

const TRANSACTION_TOPIC = 'transaction.changed';
/** A self-custody wallet transfer's outcome, written by the wallet transfer watcher. */
const WALLET_TRANSFER_TOPIC = 'wallet.transfer';
/** A verification step's outcome or the level going up, written by the verification feature. */
const VERIFICATION_TOPIC = 'verification.outcome';
/** An appeal against a hold, written by the verification feature: the bot opens it as a ticket. */
const APPEAL_TOPIC = 'verification.appeal';
/** The payment card's news, left by the card network through the `notify` port (card-notices.ts). */
const CARD_TOPIC = 'card.notice';
/** A chat payment card's news, written by the chat-payments feature (issue 29). */
const CHAT_PAYMENT_TOPIC = 'chat.payment';
/** The payway of a chat payment's transactions: the card's own news tells them, once. */
const CHAT_PAYWAY = 'chat';
const TOPICS = [
  TRANSACTION_TOPIC,
  WALLET_TRANSFER_TOPIC,
  VERIFICATION_TOPIC,
  APPEAL_TOPIC,
  CARD_TOPIC,
  CHAT_PAYMENT_TOPIC,
];
const BATCH_SIZE = 200;
/**
 * The card network's spends and refunds are told by the card's own news (`card.notice`: a spend
 * at its authorization, a refund with the merchant), so their transactions' status changes (a
 * capture done, a refund credited) earn no second message of the same event.
 */
const CARD_NETWORK_TYPES: ReadonlySet<string> = new Set([
  'CARD_DEBIT',
  'CARD_WITHDRAWAL',
  'CARD_REFUND',
  'CARD_CREDIT',
]);
/**
 * A referral reward is Ferry's promotion, not the referrer's own money moving: it is told as a
 * reward paid (or taken back), once, when it is booked DONE.
 */
const REFERRAL_KIND_OF_TYPE: ReadonlyMap<string, BotNotification['kind']> = new Map([
  ['REF_DEPOSIT', 'referralRewardPaid'],
  ['REF_CONVERT', 'referralRewardPaid'],
  ['REF_CLAWBACK', 'referralRewardClawedBack'],
]);

function transactionNotificationKindOf(
  type: TransactionType,
  status: TransactionStatus,
  failureCode: string | null,
): BotNotification['kind'] | null {
  const referralKind = REFERRAL_KIND_OF_TYPE.get(type);
  if (referralKind) return status === 'DONE' ? referralKind : null;
  return statusNotificationKindOf({ direction: directionOf(type), status, failureCode });
}

/** Whether an event earns a message; cheap, before any database read. */
export function isNotificationWorthy(topic: string, payload: Record<string, unknown>): boolean {
  return toNotification({ id: 1, topic, payload, tg_id: 1, language: 'en' }) !== null;
}

function toNotification(row: FeedRow): BotNotification | null {
  if (row.topic === WALLET_TRANSFER_TOPIC) return toWalletTransferNotification(row);
  if (row.topic === VERIFICATION_TOPIC) return toVerificationNotification(row);
  if (row.topic === APPEAL_TOPIC) return toAppealNotification(row);
  if (row.topic === CARD_TOPIC) return toCardNotification(row);
  if (row.topic === CHAT_PAYMENT_TOPIC) return toChatPaymentNotification(row);
  if (row.topic !== TRANSACTION_TOPIC) return null;
  const transaction = row.payload.transaction as Record<string, unknown> | undefined;
  if (!transaction || row.tg_id === null) return null;
  const { type, status } = transaction;
  if (!isTransactionType(type) || !isTransactionStatus(status)) return null;
  if (CARD_NETWORK_TYPES.has(type)) return null;
  if (transaction.payway === CHAT_PAYWAY) return null;
  const failureCode = typeof transaction.failure_code === 'string' ? transaction.failure_code : null;
  const kind = transactionNotificationKindOf(type, status, failureCode);
  if (kind === null) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const language = row.language as BotNotification['language'];
  return {
    event_id: String(row.id),
    kind,
    chat_id: String(row.tg_id),
    language,
    transaction: {
      id: String(transaction.id),
      type,
      status,
      amount: text(transaction.amount) ?? '0',
      currency: text(transaction.currency) ?? '',
      to_amount: text(transaction.to_amount),
      to_currency: text(transaction.to_currency),
      paid_amount: text(transaction.paid_amount),
    },
  };
}

/** A wallet transfer's outcome: final or failed earn a message (an expired one is never written). */
function toWalletTransferNotification(row: FeedRow): BotNotification | null {
  const transfer = row.payload.wallet_transfer as Record<string, unknown> | undefined;
  if (!transfer || row.tg_id === null) return null;
  const { message_hash: messageHash, amount, symbol, decimals, outcome } = transfer;
  if (outcome !== 'final' && outcome !== 'failed') return null;
  if (typeof messageHash !== 'string' || typeof amount !== 'string' || typeof symbol !== 'string')
    return null;
  if (typeof decimals !== 'number') return null;
  return {
    event_id: String(row.id),
    kind: outcome === 'final' ? 'walletTransferFinal' : 'walletTransferFailed',
    chat_id: String(row.tg_id),
    language: row.language as BotNotification['language'],
    wallet_transfer: { message_hash: messageHash, amount, symbol, decimals },
  };
}

const VERIFICATION_KIND_OF_OUTCOME: Record<string, BotNotification['kind']> = {
  approved: 'verificationApproved',
  retry: 'verificationRetry',
  rejected: 'verificationRejected',
  limitRaised: 'verificationLimitRaised',
};

/**
 * A verification outcome, checked against the stream's own contract: a payload that does not
 * read as one (an older or foreign writer) earns no message rather than a broken one.
 */
function toVerificationNotification(row: FeedRow): BotNotification | null {
  const payload = row.payload.verification_outcome as Record<string, unknown> | undefined;
  if (!payload || row.tg_id === null) return null;
  const kind = VERIFICATION_KIND_OF_OUTCOME[String(payload.outcome)];
  if (!kind) return null;
  const parsed = botNotificationSchema.safeParse({
    event_id: String(row.id),
    kind,
    chat_id: String(row.tg_id),
    language: isLanguage(row.language) ? row.language : 'en',
    verification: {
      step: payload.step ?? null,
      comment: payload.comment ?? null,
      level: payload.level ?? null,
      limits: payload.limits ?? null,
      return_path: payload.return_path,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** An appeal against a hold, checked against the stream's contract like an outcome. */
function toAppealNotification(row: FeedRow): BotNotification | null {
  const payload = row.payload.verification_appeal as Record<string, unknown> | undefined;
  if (!payload || row.tg_id === null) return null;
  const parsed = botNotificationSchema.safeParse({
    event_id: String(row.id),
    kind: 'verificationAppeal',
    chat_id: String(row.tg_id),
    language: isLanguage(row.language) ? row.language : 'en',
    appeal: {
      ticket_id: payload.ticket_id,
      reason_code: payload.reason_code,
      message: payload.message ?? null,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** The payment card's news, checked against the stream's contract like an outcome. */
function toCardNotification(row: FeedRow): BotNotification | null {
  const payload = row.payload.card_notice as Record<string, unknown> | undefined;
  if (!payload || row.tg_id === null) return null;
  if (!(CARD_NOTIFICATION_KINDS as readonly unknown[]).includes(payload.kind)) return null;
  const parsed = botNotificationSchema.safeParse({
    event_id: String(row.id),
    kind: payload.kind,
    chat_id: String(row.tg_id),
    language: isLanguage(row.language) ? row.language : 'en',
    card: {
      card_id: payload.card_id,
      profile_id: payload.profile_id ?? null,
      last4: payload.last4,
      amount: payload.amount,
      currency: payload.currency,
      // The network's merchant names are free text: a long one is cut, never a reason to stay silent.
      merchant_name: typeof payload.merchant_name === 'string' ? payload.merchant_name.slice(0, 200) : null,
      decline_message_key: payload.kind === 'cardDeclined' ? (payload.decline_message_key ?? null) : null,
      balance_after: payload.balance_after ?? null,
      card_currency: payload.card_currency ?? null,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** A chat payment card's news, checked against the stream's contract like an outcome. */
function toChatPaymentNotification(row: FeedRow): BotNotification | null {
  const payload = row.payload.chat_payment as Record<string, unknown> | undefined;
  if (!payload || row.tg_id === null) return null;
  if (!(CHAT_PAYMENT_NOTIFICATION_KINDS as readonly unknown[]).includes(payload.notice)) return null;
  const { notice, ...card } = payload;
  const parsed = botNotificationSchema.safeParse({
    event_id: String(row.id),
    kind: notice,
    chat_id: String(row.tg_id),
    language: isLanguage(row.language) ? row.language : 'en',
    chat_payment: card,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Reads notifications from the outbox for the bot's stream: the bus says an event happened, the
 * outbox row gives it its id (the resume point) and the user row says whom to tell and in which
 * language. Users without Telegram, who switched messages off or blocked the bot get none, and
 * an event whose message already went out is not offered again.
 */
/** A chat payment card's prepared-message request (`chatPaymentPrepare`), read from the outbox row. */
const IS_PREPARE_REQUEST = sql<boolean>`o.payload->'chat_payment'->>'notice' = 'chatPaymentPrepare'`;

export function createNotificationFeed(db: Kysely<Schema>) {
  const base = () =>
    db
      .selectFrom('outbox_events as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('bot_notifications as b', 'b.event_id', 'o.id')
      .select(['o.id', 'o.topic', 'o.payload', 'u.tg_id', 'u.language'])
      .where('o.topic', 'in', TOPICS)
      .where('u.tg_id', 'is not', null)
      // A prepared message the creator asked for is no message to their chat: it is saved for
      // them with the bot's messages switched off too.
      .where((eb) => eb.or([eb('u.bot_notifications_enabled', '=', true), IS_PREPARE_REQUEST]))
      .where('u.bot_unreachable_at', 'is', null)
      .where('b.sent_at', 'is', null);

  return {
    /** The notification of one live event (known by user and sequence number), if it earns one. */
    async one(userId: string, seq: number): Promise<BotNotification | null> {
      const row = await base()
        .where('o.user_id', '=', userId)
        .where('o.seq', '=', BigInt(seq))
        .executeTakeFirst();
      return row ? toNotification(row as FeedRow) : null;
    },

    /**
     * Unsent notifications after an event id, or (no id) of events written since `sinceMs`:
     * a bot that starts cold has no cursor, and claims drop whatever another run already sent.
     */
    async *replay(from: { afterId: bigint } | { sinceMs: number }): AsyncGenerator<BotNotification> {
      let cursor: bigint | null = 'afterId' in from ? from.afterId : null;
      for (;;) {
        let query = base().orderBy('o.id').limit(BATCH_SIZE);
        query =
          cursor === null
            ? query.where('o.created_at', '>=', new Date('sinceMs' in from ? from.sinceMs : 0))
            : query.where('o.id', '>', cursor);
        const rows = (await query.execute()) as FeedRow[];
        for (const row of rows) {
          const notification = toNotification(row);
          if (notification) yield notification;
        }
        if (rows.length < BATCH_SIZE) return;
        cursor = BigInt((rows[rows.length - 1] as FeedRow).id);
      }
    },
  };
}
export type NotificationFeed = ReturnType<typeof createNotificationFeed>;
