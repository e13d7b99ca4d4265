import type { ErrorCode } from '../errors/error-codes';
import type { StartParam } from '../start-param/parse-start-param';

/**
 * Pay in a chat (issue 29): a card a user shares into any Telegram chat. A `send` card holds the
 * amount on its creator's balance until the first other person claims it (or the creator cancels,
 * or it returns by itself after CHAT_PAYMENT_TTL_DAYS); a `request` card asks for money, and the
 * first other person who pays it pays the creator.
 */
export const CHAT_PAYMENT_KINDS = ['send', 'request'] as const;
export type ChatPaymentKind = (typeof CHAT_PAYMENT_KINDS)[number];

/**
 * `draft`: made by the bot at inline-query time, nothing held, seen by its creator only (the
 * chosen inline result activates it). `waiting`: shared, open to one claim or payment. The rest
 * are ends: `claimed` (a send card's money went to the claimer), `paid` (a request card was
 * paid), `cancelled` (by its creator), `returned` (a send card nobody claimed in time: the money
 * went back), `expired` (a request card nobody paid in time).
 */
export const CHAT_PAYMENT_STATUSES = [
  'draft',
  'waiting',
  'claimed',
  'paid',
  'cancelled',
  'returned',
  'expired',
] as const;
export type ChatPaymentStatus = (typeof CHAT_PAYMENT_STATUSES)[number];

export const CHAT_PAYMENT_END_STATUSES: readonly ChatPaymentStatus[] = [
  'claimed',
  'paid',
  'cancelled',
  'returned',
  'expired',
];

/** Who looks at a card: the one who made it, the one who claimed or paid it, anyone else. */
export const CHAT_PAYMENT_ROLES = ['creator', 'counterparty', 'stranger'] as const;
export type ChatPaymentRole = (typeof CHAT_PAYMENT_ROLES)[number];

/** Why the viewer cannot claim (send) or pay (request) the card. */
export const CHAT_PAYMENT_REFUSALS = [
  'own_card',
  'already_claimed',
  'already_paid',
  'cancelled',
  'returned',
  'expired',
  'not_active',
] as const;
export type ChatPaymentRefusal = (typeof CHAT_PAYMENT_REFUSALS)[number];

/** A note is short: what the card says under the amount. */
export const CHAT_PAYMENT_NOTE_MAX_LENGTH = 140;
/** Unclaimed money returns by itself after this many days unless the setting says otherwise. */
export const CHAT_PAYMENT_DEFAULT_TTL_DAYS = 14;
/** A card's id: 20 characters of [0-9A-Z] (100 random bits), safe in a start parameter. */
export const CHAT_PAYMENT_ID_PATTERN = /^[0-9A-Z]{20}$/;
/** The start parameter key of a card: `startapp=pay_<id>` (readStartTarget reads it too). */
export const CHAT_PAYMENT_START_KEY = 'pay';

/**
 * The amount bounds of one card, in the level limits' currency (EUR) at the mid rate: a card
 * worth less than a cent or more than 1 000 EUR is refused (PAYOUT_MIN/MAX_TECH_LIMIT_VIOLATION).
 */
export const CHAT_PAYMENT_MIN_VALUE = '0.01';
export const CHAT_PAYMENT_MAX_VALUE = '1000';

/** A sender may make this many cards in a rolling hour (TOO_MANY_REQUESTS past it). */
export const CHAT_PAYMENT_RATE_LIMIT = { limit: 30, windowSeconds: 3600 } as const;

export function isChatPaymentId(value: unknown): value is string {
  return typeof value === 'string' && CHAT_PAYMENT_ID_PATTERN.test(value);
}

/** `pay_<id>`: the mini-app's start parameter that opens a card. */
export function chatPaymentStartParam(id: string): string {
  return `${CHAT_PAYMENT_START_KEY}_${id}`;
}

/** The card a start parameter opens (`startapp=pay_<id>`), or null. */
export function readChatPaymentStartId(startParam: StartParam): string | null {
  if (startParam.kind !== 'params') return null;
  const id = startParam.extra[CHAT_PAYMENT_START_KEY];
  return isChatPaymentId(id) ? id : null;
}

export interface ChatPaymentFacts {
  kind: ChatPaymentKind;
  status: ChatPaymentStatus;
  creatorUserId: string;
  counterpartyUserId: string | null;
}

export interface ChatPaymentStanding {
  role: ChatPaymentRole;
  /** The viewer may claim (send) or pay (request) it now. */
  canAct: boolean;
  /** The creator may cancel it now. */
  canCancel: boolean;
  refusal: ChatPaymentRefusal | null;
}

const END_REFUSAL: Partial<Record<ChatPaymentStatus, ChatPaymentRefusal>> = {
  claimed: 'already_claimed',
  paid: 'already_paid',
  cancelled: 'cancelled',
  returned: 'returned',
  expired: 'expired',
  draft: 'not_active',
};

/** What a viewer may do with a card: the one rule the server enforces and the screens show. */
export function chatPaymentStanding(
  card: ChatPaymentFacts,
  viewerUserId: string | null,
): ChatPaymentStanding {
  const role: ChatPaymentRole =
    viewerUserId !== null && viewerUserId === card.creatorUserId
      ? 'creator'
      : viewerUserId !== null && viewerUserId === card.counterpartyUserId
        ? 'counterparty'
        : 'stranger';
  const isWaiting = card.status === 'waiting';
  if (role === 'creator') {
    return {
      role,
      canAct: false,
      canCancel: isWaiting || card.status === 'draft',
      refusal: isWaiting ? 'own_card' : (END_REFUSAL[card.status] ?? 'own_card'),
    };
  }
  if (role === 'counterparty') return { role, canAct: false, canCancel: false, refusal: null };
  if (isWaiting) return { role, canAct: true, canCancel: false, refusal: null };
  return { role, canAct: false, canCancel: false, refusal: END_REFUSAL[card.status] ?? 'not_active' };
}

/** The error a refused claim or payment answers, with the refusal as its reason. */
export function chatPaymentRefusalError(refusal: ChatPaymentRefusal): { code: ErrorCode; reason: string } {
  if (refusal === 'own_card') return { code: 'ACCESS_DENIED', reason: refusal };
  if (refusal === 'not_active') return { code: 'NOT_FOUND', reason: refusal };
  return { code: 'CONFLICT_ERROR', reason: refusal };
}
