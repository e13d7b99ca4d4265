import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { Caller } from '../http/caller';
import type { FrameLink, OneCallPlan } from '../http/idempotency';
import type { MerchantPrincipal, UserPrincipal } from '../http/principal';

/**
 * The widget frame's side (features/api-keys, widget-frame-links.ts): links an order, by the
 * external id its answer shows, to the frame whose token came with the request — in a
 * transaction (`linkOrder`), or planned for money_apply's one call (`planLink`); the database's
 * money_link_frame_order applies the rule either way.
 */
export interface FrameOrders {
  linkOrder(
    trx: Kysely<Schema>,
    input: { token: string; userId: string; transactionExternalId: string },
  ): Promise<void>;
  /** The link for a one-call plan; undefined for a token no frame can have (nothing to link). */
  planLink(token: string, userId: string): FrameLink | undefined;
}

/** The request that started a money order, as a route sees it. */
export interface OrderRequest {
  caller: Pick<Caller, 'widgetFrameToken'>;
  user: UserPrincipal | undefined;
  merchant: MerchantPrincipal | undefined;
}

/**
 * The one rule of which orders a widget frame hears: every money order a customer
 * starts with the frame's token — a deposit (card, bank transfer, Blik, monobank), a withdrawal,
 * an exchange, a conversion, a unified transaction's confirmation — is linked to the frame in the
 * database transaction that creates it, so its first status is already the frame's to tell. The
 * transactions it orders later (a payout, a refund, a retry) follow their parent in the database
 * (migration 0043). A merchant acting through the API starts no frame orders; a crypto deposit
 * address is no order (money arriving on it is not started in the frame).
 */
export async function linkFrameOrder(
  frameOrders: FrameOrders | undefined,
  trx: Kysely<Schema>,
  request: OrderRequest,
  transaction: { id: string },
): Promise<void> {
  if (!frameOrders || !startsFrameOrder(request) || !request.user) return;
  const token = request.caller.widgetFrameToken;
  if (token === undefined) return;
  await frameOrders.linkOrder(trx, {
    token,
    userId: request.user.userId,
    transactionExternalId: transaction.id,
  });
}

/**
 * A one-call plan (http/idempotency.ts `runInOneCall`) with the frame link `linkFrameOrder` would
 * make in a transaction: money_apply links the plan's first transaction in the call.
 */
export function planFrameOrder(
  frameOrders: FrameOrders | undefined,
  request: OrderRequest,
  plan: OneCallPlan,
): OneCallPlan {
  if (!frameOrders || !startsFrameOrder(request) || !request.user) return plan;
  const token = request.caller.widgetFrameToken;
  if (token === undefined) return plan;
  const frame = frameOrders.planLink(token, request.user.userId);
  return frame ? { ...plan, frame } : plan;
}

/** Whether the order a request starts is a widget frame's (linked by `linkFrameOrder`). */
export function startsFrameOrder(request: OrderRequest): boolean {
  return !request.merchant && request.user !== undefined && request.caller.widgetFrameToken !== undefined;
}
