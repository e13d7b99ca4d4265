import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import type { FrameLink } from '../../http/idempotency';
import { generateSessionToken, hashSessionToken } from './widget-session-token';

/** A customer may keep a frame open a while; a token found later in a tab's storage opens nothing. */
export const WIDGET_FRAME_TTL_MS = 24 * 60 * 60_000;

const FRAME_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** What the merchant vouched for in a frame (a signed URL or a server-created session). */
export interface VouchedFrame {
  apiKeyId: string;
  trust: 'signed' | 'session';
  callbackUrl: string | null;
  externalCustomerId: string | null;
}

/**
 * The widget frame's server-side memory: `frame/open` hands a frame that has something
 * to remember (a callbackUrl, the merchant's id for the customer) a token; the frame sends it as
 * `Widget-Frame-Token`. With it an order made in the frame is linked to the frame (so its
 * callbackUrl hears the order's statuses) and the signed-in customer to the key (so the merchant's
 * API reads them). The first customer to use a frame owns it: a leaked token never reports
 * another customer's orders to the merchant, nor links them to its customer id.
 */
export function createWidgetFrameLinks(deps: { nowMs: () => number }) {
  /**
   * money_link_frame_order (migration 0076), the frame's one rule, the one money_apply applies to
   * a frame order made in one call: binds the frame to its first customer, links the merchant's id
   * for the customer once and, given an order, links it; answers whether the customer is linked.
   */
  async function linkInDatabase(
    trx: Kysely<Schema>,
    token: string,
    userId: string,
    orderExternalId: string | null,
  ): Promise<boolean> {
    const link = planLink(token, userId);
    if (!link) return false;
    const { rows } = await sql<{ linked: boolean }>`
      SELECT money_link_frame_order(${link.tokenHash}, ${link.userId}::uuid, ${orderExternalId}::text,
        ${link.at.toISOString()}::timestamptz) AS linked`.execute(trx);
    return rows[0]?.linked === true;
  }

  /** The link money_apply makes in a one-call plan; undefined for a token no frame can have. */
  function planLink(token: string, userId: string): FrameLink | undefined {
    if (!FRAME_TOKEN.test(token)) return undefined;
    return { tokenHash: hashSessionToken(token), userId, at: new Date(deps.nowMs()) };
  }

  return {
    /** Remembers a vouched frame; answers its token (shown to the frame only). */
    async open(db: Kysely<Schema>, frame: VouchedFrame): Promise<string> {
      const token = generateSessionToken();
      const nowMs = deps.nowMs();
      await db
        .insertInto('widget_frames')
        .values({
          id: hashSessionToken(token),
          api_key_id: frame.apiKeyId,
          trust: frame.trust,
          callback_url: frame.callbackUrl,
          external_customer_id: frame.externalCustomerId,
          user_id: null,
          created_at: new Date(nowMs),
          expires_at: new Date(nowMs + WIDGET_FRAME_TTL_MS),
        })
        .execute();
      return token;
    },

    /** Links the signed-in customer of a frame to its key; answers whether they are linked now. */
    async linkCustomer(trx: Kysely<Schema>, token: string, userId: string): Promise<boolean> {
      return linkInDatabase(trx, token, userId, null);
    },

    /**
     * Links an order made in a frame (and the transactions it already ordered, a payout) to the
     * frame, in the transaction that created it (the rule: money-operations/frame-orders.ts). Only
     * the customer's own transactions are linked; an unknown, expired or another customer's token
     * links nothing and refuses nothing: the order is the customer's either way.
     */
    async linkOrder(
      trx: Kysely<Schema>,
      input: { token: string; userId: string; transactionExternalId: string },
    ): Promise<void> {
      await linkInDatabase(trx, input.token, input.userId, input.transactionExternalId);
    },

    planLink,
  };
}

export type WidgetFrameLinks = ReturnType<typeof createWidgetFrameLinks>;
