import { LANGUAGES } from '@ferry/locales';
import { z } from 'zod';
import { VERIFICATION_LEVELS, VERIFICATION_STEP_KINDS } from '../domain/index';
import { BOT_BASE_PATH } from './bot-user-source';
import { CARD_NOTICE_KINDS } from './card-notices';
import { defineEndpoint, defineWireEndpoint } from './endpoint';
import { appReturnPathSchema } from './verification';

/**
 * `GET /bot/events`: a server-sent event stream of status notifications, for the bot only. Each
 * event's `id` is the outbox event id; sending it back as `Last-Event-ID` resumes after it.
 */
export const BOT_EVENTS_PATH = `${BOT_BASE_PATH}/events`;
/** `POST /bot/notifications/claim`: the one bot instance that gets `is_claimed` sends it. */
export const BOT_NOTIFICATION_CLAIM_PATH = `${BOT_BASE_PATH}/notifications/claim`;
/** `POST /bot/notifications/sent`: the message went out. */
export const BOT_NOTIFICATION_SENT_PATH = `${BOT_BASE_PATH}/notifications/sent`;
/** `POST /bot/chat-reachability`: the user blocked the bot (403, `kicked`) or came back (`member`). */
export const BOT_CHAT_REACHABILITY_PATH = `${BOT_BASE_PATH}/chat-reachability`;

/** The SSE event name of a notification; other names (keep-alive comments aside) are ignored. */
export const BOT_NOTIFICATION_EVENT = 'notification';

const telegramId = z.string().regex(/^[1-9]\d{0,15}$/, 'validation.invalid');
/** The last id the database's bigint holds: event ids are outbox ids, that column's values. */
const LAST_BOT_EVENT_ID = 2n ** 63n - 1n;
/**
 * An outbox event id: a decimal from 1 up to the last bigint. Nineteen digits reach past it, and
 * an id past it names no event — refused here (400), never handed to the database (a 500).
 */
export const botEventIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,18}$/, 'validation.invalid')
  // Zod runs this even when the pattern failed: only a number is compared.
  .refine((text) => !/^\d+$/.test(text) || BigInt(text) <= LAST_BOT_EVENT_ID, 'validation.invalid');
const eventId = botEventIdSchema;

/**
 * A referral reward paid to the referrer (REF_DEPOSIT, REF_CONVERT), or taken back after the
 * friend's deposit was refunded (REF_CLAWBACK): told as what they are, not as money arriving or sent.
 */
export const REFERRAL_NOTIFICATION_KINDS = ['referralRewardPaid', 'referralRewardClawedBack'] as const;

/** Kinds of a Ferry transaction's status change. */
export const TRANSACTION_NOTIFICATION_KINDS = [
  'depositCredited',
  'exchangeDone',
  'payoutSent',
  'payoutPartial',
  'actionRequired',
  'failed',
  ...REFERRAL_NOTIFICATION_KINDS,
] as const;
/** Kinds of a self-custody wallet transfer the app registered. */
export const WALLET_TRANSFER_NOTIFICATION_KINDS = ['walletTransferFinal', 'walletTransferFailed'] as const;

/** Kinds of a verification step's outcome, and of the level going up with it. */
export const VERIFICATION_NOTIFICATION_KINDS = [
  'verificationApproved',
  'verificationRetry',
  'verificationRejected',
  'verificationLimitRaised',
] as const;

/** The kind of an appeal against a hold: the bot tells it and opens it as a help-bot ticket. */
export const VERIFICATION_APPEAL_NOTIFICATION_KINDS = ['verificationAppeal'] as const;

/** Kinds of the payment card's news: a spend, a decline, a refund, the card's balance running low. */
export const CARD_NOTIFICATION_KINDS = CARD_NOTICE_KINDS;

/**
 * A chat payment card's news (shared/contracts/chat-payments.ts): each side is told in their
 * language; `chatPaymentPrepare` asks the bot to save the creator's prepared inline message.
 */
export const CHAT_PAYMENT_NOTIFICATION_KINDS = [
  'chatPaymentWaiting',
  'chatPaymentClaimed',
  'chatPaymentReceived',
  'chatPaymentCancelled',
  'chatPaymentReturned',
  'chatPaymentExpired',
  'chatPaymentPaid',
  'chatPaymentPaidByYou',
  'chatPaymentPrepare',
] as const;
export type ChatPaymentNotificationKind = (typeof CHAT_PAYMENT_NOTIFICATION_KINDS)[number];

/** A decimal amount as the card's notices carry it (a sign allowed, as the card contract's). */
const cardDecimal = z.string().regex(/^-?\d{1,40}(\.\d{1,18})?$/);

const levelLimit = z.object({
  day: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/),
  month: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/),
});

/**
 * One notification as the stream carries it: everything the bot needs to write it. A Ferry
 * transaction's change carries `transaction`; a wallet transfer's outcome carries
 * `wallet_transfer`, a verification outcome `verification`, an appeal against a hold `appeal`,
 * the payment card's news `card`, a chat payment card's news `chat_payment` instead (exactly one
 * is set).
 */
export const botNotificationSchema = z
  .object({
    event_id: eventId,
    kind: z.enum([
      ...TRANSACTION_NOTIFICATION_KINDS,
      ...WALLET_TRANSFER_NOTIFICATION_KINDS,
      ...VERIFICATION_NOTIFICATION_KINDS,
      ...VERIFICATION_APPEAL_NOTIFICATION_KINDS,
      ...CARD_NOTIFICATION_KINDS,
      ...CHAT_PAYMENT_NOTIFICATION_KINDS,
    ]),
    chat_id: telegramId,
    language: z.enum(LANGUAGES),
    transaction: z
      .object({
        id: z.string().min(1).max(32),
        type: z.string().min(1).max(32),
        status: z.string().min(1).max(32),
        amount: z.string(),
        currency: z.string(),
        to_amount: z.string().nullable(),
        to_currency: z.string().nullable(),
        paid_amount: z.string().nullable(),
      })
      .optional(),
    wallet_transfer: z
      .object({
        /** The external message hash (64 hex): the wallet's transaction page is keyed by it. */
        message_hash: z.string().regex(/^[0-9a-f]{64}$/),
        /** Smallest units. */
        amount: z.string().regex(/^\d{1,40}$/),
        symbol: z.string().min(1).max(12),
        decimals: z.number().int().min(0).max(18),
      })
      .optional(),
    verification: z
      .object({
        /** The step whose outcome it is; null for the level going up. */
        step: z.enum(VERIFICATION_STEP_KINDS).nullable(),
        /** The provider's comment meant for the user (Sumsub's moderationComment) on a retry. */
        comment: z.string().max(2000).nullable(),
        /** The level reached and its limits (whole units of `currency`), when it went up. */
        level: z.enum(VERIFICATION_LEVELS).nullable(),
        limits: z.object({ currency: z.string().min(3).max(8), in: levelLimit, out: levelLimit }).nullable(),
        /** Where the button opens the app: the journey the step was started from, or the profile. */
        return_path: appReturnPathSchema,
      })
      .optional(),
    appeal: z
      .object({
        /** The appeal's own ticket id, as the app showed it (`APL-…`). */
        ticket_id: z.string().min(1).max(64),
        /** The hold's reason code (`LATE_REJECTION`, …): the agent reads it in the ticket. */
        reason_code: z.string().min(1).max(64),
        /** What the user wrote with the appeal, if anything. */
        message: z.string().max(2000).nullable(),
      })
      .optional(),
    card: z
      .object({
        card_id: z.uuid(),
        /** The card's own profile, whose screen the button opens; null: the balances, which list it. */
        profile_id: z.uuid().nullable(),
        last4: z.string().regex(/^\d{4}$/),
        /** The spend, decline or refund's amount; for a low balance, what is left. */
        amount: cardDecimal,
        currency: z.string().min(1).max(16),
        merchant_name: z.string().max(200).nullable(),
        /** Catalogue key of a decline's reason in plain words; the bot says a plain decline for a key it lacks. */
        decline_message_key: z.string().max(120).nullable(),
        /** The card's balance after the event, in the card's currency. */
        balance_after: cardDecimal.nullable(),
        /** The card's currency, which `balance_after` is in; null when not known (no balance told). */
        card_currency: z.string().min(1).max(16).nullable(),
      })
      .optional(),
    chat_payment: z
      .object({
        id: z.string().regex(/^[0-9A-Z]{20}$/),
        kind: z.enum(['send', 'request']),
        status: z.string().min(1).max(16),
        amount: z.string().regex(/^\d{1,40}(\.\d{1,18})?$/),
        currency: z.string().min(1).max(16),
        note: z.string().max(200).nullable(),
        creator_name: z.string().max(200),
        counterparty_name: z.string().max(200).nullable(),
        /** Whom this message is for. */
        role: z.enum(['creator', 'counterparty']),
        /** `https://t.me/<bot>/<app>?startapp=pay_<id>`; null: the bot builds it from its own settings. */
        share_link: z.string().max(512).nullable(),
        /** Set on one side's event only: the bot edits the shared card there (once per change). */
        inline_message_id: z.string().max(256).nullable(),
        expires_at: z.string(),
      })
      .optional(),
  })
  .refine(
    (value) => {
      if ((WALLET_TRANSFER_NOTIFICATION_KINDS as readonly string[]).includes(value.kind))
        return value.wallet_transfer !== undefined;
      if ((VERIFICATION_NOTIFICATION_KINDS as readonly string[]).includes(value.kind))
        return value.verification !== undefined;
      if ((VERIFICATION_APPEAL_NOTIFICATION_KINDS as readonly string[]).includes(value.kind))
        return value.appeal !== undefined;
      if ((CARD_NOTIFICATION_KINDS as readonly string[]).includes(value.kind))
        return value.card !== undefined;
      if ((CHAT_PAYMENT_NOTIFICATION_KINDS as readonly string[]).includes(value.kind))
        return value.chat_payment !== undefined;
      return value.transaction !== undefined;
    },
    { message: 'validation.invalid' },
  );
export type BotNotification = z.infer<typeof botNotificationSchema>;

export const botNotificationClaimBodySchema = z.object({
  event_id: eventId,
  /** Who claims (one bot process); a claim not marked sent within the lease may be taken over. */
  claimant: z.string().min(1).max(64),
});
export type BotNotificationClaimBody = z.infer<typeof botNotificationClaimBodySchema>;
export const botNotificationClaimResponseSchema = z.object({ is_claimed: z.boolean() });

export const botNotificationSentBodySchema = botNotificationClaimBodySchema;
export const botNotificationSentResponseSchema = z.object({ is_recorded: z.boolean() });

export const botChatReachabilityBodySchema = z.object({
  telegram_user_id: telegramId,
  is_reachable: z.boolean(),
});
export type BotChatReachabilityBody = z.infer<typeof botChatReachabilityBodySchema>;
export const botChatReachabilityResponseSchema = z.object({ is_recorded: z.boolean() });

/**
 * `GET /bot/events` (the bot's key): the notification stream. `Last-Event-ID` (or `?after=`)
 * resumes after an event id; without one, the last day's unsent notifications come first.
 */
export const streamBotEvents = defineWireEndpoint({
  id: 'streamBotEvents',
  method: 'GET',
  path: 'events',
  basePath: BOT_BASE_PATH,
  summary: 'The bot’s stream of status notifications',
  tag: 'bot',
  auth: 'botService',
  wire: 'eventStream',
  response: botNotificationSchema,
});

export const claimBotNotification = defineEndpoint({
  id: 'claimBotNotification',
  method: 'POST',
  path: 'notifications/claim',
  basePath: BOT_BASE_PATH,
  summary: 'Claim a notification, so one bot instance sends it',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: botNotificationClaimBodySchema,
  response: botNotificationClaimResponseSchema,
});

export const markBotNotificationSent = defineEndpoint({
  id: 'markBotNotificationSent',
  method: 'POST',
  path: 'notifications/sent',
  basePath: BOT_BASE_PATH,
  summary: 'A claimed notification went out',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: botNotificationSentBodySchema,
  response: botNotificationSentResponseSchema,
});

export const setBotChatReachability = defineEndpoint({
  id: 'setBotChatReachability',
  method: 'POST',
  path: 'chat-reachability',
  basePath: BOT_BASE_PATH,
  summary: 'The user blocked the bot, or came back',
  tag: 'bot',
  bases: [],
  auth: 'botService',
  body: botChatReachabilityBodySchema,
  response: botChatReachabilityResponseSchema,
});
