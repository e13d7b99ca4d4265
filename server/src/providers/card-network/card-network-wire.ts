import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What the card network and Ferry say to each other (issue 28), shaped after Stripe Issuing's
 * `issuing_authorization.request` and Lithic's ASA: the network asks in real time whether to
 * approve an authorization and waits at most CARD_NETWORK_DEADLINE_MS; every later event
 * (reversal, expiry, capture, force post, refund, cashback) comes as a signed message with the
 * network's own event id, which Ferry applies once however often it is delivered.
 */
export const CARD_NETWORK_DEADLINE_MS = 2_000;

export const CARD_NETWORK_SIGNATURE_HEADER = 'X-Card-Network-Signature';

/** How far a message's timestamp may be from Ferry's clock before it counts as a replay. */
export const CARD_NETWORK_TOLERANCE_SECONDS = 300;

/**
 * The sandbox network's shared secret: the sandbox signs with it and the endpoint checks with it.
 * Anyone who reads this file knows it, so the endpoint accepts it only in sandbox mode.
 */
export const SANDBOX_CARD_NETWORK_SECRET = 'ferry-sandbox-card-network-secret';

const minor = z.string().regex(/^\d{1,30}$/);
const id = z.string().trim().min(1).max(100);
const currency = z.string().regex(/^[A-Z0-9]{1,16}$/);

export const merchantSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** A named merchant category (MCC group), e.g. `restaurants`, `atm`, `gambling`. */
  category: z.string().trim().min(1).max(60),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** The real-time question: approve this authorization (or increment, or tell the balance)? */
export const authorizationRequestSchema = z.object({
  event_id: id,
  type: z.enum(['authorization', 'incremental_authorization', 'balance_inquiry']),
  authorization_id: id,
  card_token: id,
  kind: z.enum(['purchase', 'atm_withdrawal']).default('purchase'),
  /** Minor units of `currency`; 0 for a balance inquiry. */
  amount: minor,
  currency,
  merchant: merchantSchema,
  /** The merchant accepts less than asked (Lithic `approved_amount`, Stripe partial approvals). */
  partial_approval_allowed: z.boolean().default(false),
});
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

export const authorizationAnswerSchema = z.object({
  approved: z.boolean(),
  /** What is approved, in minor units of the request's currency (0 when declined). */
  amount: minor,
  currency,
  decline_reason: z.string().nullable(),
  /** A balance inquiry's answer: what the card may spend now, in its currency's minor units. */
  balance: minor.nullable().default(null),
});
export type AuthorizationAnswer = z.infer<typeof authorizationAnswerSchema>;

export const CARD_NETWORK_EVENT_TYPES = [
  'reversal',
  'expiry',
  'capture',
  'force_post',
  'refund',
  'cashback',
] as const;

/** A later event of the card's lifecycle. Amounts are minor units of `currency`. */
export const networkEventSchema = z.object({
  event_id: id,
  type: z.enum(CARD_NETWORK_EVENT_TYPES),
  card_token: id,
  /** The authorization it follows; absent for a force post, an unlinked refund or cashback. */
  authorization_id: id.optional(),
  /** Absent on a reversal: the whole hold left is reversed. */
  amount: minor.optional(),
  currency: currency.optional(),
  /**
   * The same amount in minor units of the card's currency, as the network converted it (the
   * cardholder billing amount; Stripe's `amount` beside `merchant_amount`). Optional: a force post
   * in a currency Ferry cannot price is booked with it.
   */
  card_amount: minor.optional(),
  merchant: merchantSchema.optional(),
});
export type NetworkEvent = z.infer<typeof networkEventSchema>;

export const networkEventAnswerSchema = z.object({ outcome: z.string() });

function digest(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its webhooks. */
export function signCardNetworkMessage(secret: string, body: string, nowSeconds: number): string {
  const timestamp = String(nowSeconds);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/** Whether a message is the network's: the signature over the exact body, and a fresh timestamp. */
export function isCardNetworkSignatureValid(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key ?? '', rest.join('=')] as const;
    }),
  );
  const timestamp = parts.get('t');
  const signature = parts.get('v1');
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature))
    return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > CARD_NETWORK_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(Buffer.from(digest(secret, timestamp, body), 'hex'), Buffer.from(signature, 'hex'));
}
