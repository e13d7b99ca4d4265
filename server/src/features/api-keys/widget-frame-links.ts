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
  /** The frame behind `token`, bound to `userId` (the first user binds it); undefined otherwise. */
  async function frameFor(trx: Kysely<Schema>, token: string, userId: string) {
    if (!FRAME_TOKEN.test(token)) return undefined;
    const id = hashSessionToken(token);
    const frame = await trx
      .selectFrom('widget_frames')
      .innerJoin('api_keys', 'api_keys.id', 'widget_frames.api_key_id')
      .selectAll('widget_frames')
      .where('widget_frames.id', '=', id)
      .where('widget_frames.expires_at', '>', new Date(deps.nowMs()))
      .where('api_keys.deleted_at', 'is', null)
      .executeTakeFirst();
    if (!frame) return undefined;
    if (frame.user_id === userId) return frame;
    if (frame.user_id !== null) return undefined;
    const bound = await trx
      .updateTable('widget_frames')
      .set({ user_id: userId })
      .where('id', '=', id)
      .where('user_id', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return bound;
  }

  /** The merchant's id for the customer, linked to the user once; an id already linked stays. */
  async function linkCustomer(
    trx: Kysely<Schema>,
    frame: { api_key_id: string; external_customer_id: string | null },
    userId: string,
  ): Promise<boolean> {
    if (frame.external_customer_id === null) return false;
    await trx
      .insertInto('merchant_customers')
      .values({
        api_key_id: frame.api_key_id,
        external_customer_id: frame.external_customer_id,
        user_id: userId,
      })
      .onConflict((conflict) => conflict.columns(['api_key_id', 'external_customer_id']).doNothing())
      .execute();
    const link = await trx
      .selectFrom('merchant_customers')
      .select('user_id')
      .where('api_key_id', '=', frame.api_key_id)
      .where('external_customer_id', '=', frame.external_customer_id)
      .executeTakeFirst();
    return link?.user_id === userId;
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
      const frame = await frameFor(trx, token, userId);
      return frame ? linkCustomer(trx, frame, userId) : false;
    },

    /**
     * Links an order made in a frame (and the transactions it already ordered, a payout) to the
     * frame, in the transaction that created it (the rule: money-operations/frame-orders.ts). The
     * database's money_link_frame_order holds the rule (migration 0076), the one money_apply
     * applies to a frame order made in one call: only the customer's own transactions are linked;
     * an unknown, expired or another customer's token links nothing and refuses nothing.
     */
    async linkOrder(
      trx: Kysely<Schema>,
      input: { token: string; userId: string; transactionExternalId: string },
    ): Promise<void> {
      const link = planLink(input.token, input.userId);
      if (!link) return;
      await sql`SELECT money_link_frame_order(${link.tokenHash}, ${link.userId}::uuid, ${input.transactionExternalId}, ${link.at.toISOString()}::timestamptz)`.execute(
        trx,
      );
    },

    planLink,
  };
}

export type WidgetFrameLinks = ReturnType<typeof createWidgetFrameLinks>;
