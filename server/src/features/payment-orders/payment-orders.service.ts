import { randomBytes } from 'node:crypto';
import {
  type createDepositBodySchema,
  type createPaymentOrderBodySchema,
  type DepositResult,
  PAY_ORDER_CRYPTO_NETWORK,
  type PaymentOrder,
  type PayOrder,
  type payPayOrder,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { KeyActingAccount } from '../../auth/merchant-authenticator';
import type { Schema } from '../../db/schema';
import type { Caller } from '../../http/caller';
import type { MerchantPrincipal } from '../../http/principal';
import type { ModuleContext } from '../../module-context/module-context';
import { parsePositiveAmount } from '../../money-operations/amounts';
import type { CryptoOrderDeposits } from '../../money-operations/crypto-order-deposits';
import { enforceRate } from '../../rate-limit/rate-limiter';
import type { MerchantWebhookPorts } from '../../webhooks/merchant-webhook-ports';
import { chooseCoin, cryptoViewOf, type OrderCryptoTargets } from './crypto-target';
import { checkOrderAmount } from './order-amount';
import { lockOrder, moveOrder, type OrderRow, orderAmount, settleOrder } from './order-status';
import { externalIdOf, payUrlOf, toMerchantView, toPayView } from './order-views';
import { settlementViewOf } from './settlement-view';

/**
 * What the orders need of deposits, declared here and given by the composition root: a pay-in
 * into an account (a card or bank payment) and the card's 3-D Secure step.
 */
export interface OrderPayins {
  create(
    trx: Kysely<Schema>,
    owner: { userId: string; profileId: string },
    body: z.output<typeof createDepositBodySchema>,
    options: { isGuestPayer?: boolean },
  ): Promise<DepositResult>;
  complete3ds(
    trx: Kysely<Schema>,
    input: { profileId: string; externalId: string; code: string },
  ): Promise<DepositResult>;
}

export interface PaymentOrdersDeps {
  ctx: ModuleContext;
  payins: OrderPayins;
  cryptoTargets: OrderCryptoTargets;
  orderDeposits: CryptoOrderDeposits;
  merchantWebhooks: MerchantWebhookPorts;
  actingAccount: (merchant: MerchantPrincipal, trx: Kysely<Schema>) => Promise<KeyActingAccount>;
}

type CreateBody = z.output<typeof createPaymentOrderBodySchema>;
type PayBody = z.output<NonNullable<(typeof payPayOrder)['body']>>;

/** Only keys that serve customers take payments for them; a wallet key reads its own account. */
const ORDER_KEY_TYPES = ['exchanger', 'white-label', 'widget'];
const CREATE_RULE = { name: 'payment-order.create.key', limit: 600, windowSeconds: 60 };
/** A customer types a card a few times; a script trying cards against one order is stopped. */
const PAY_RULE = { name: 'payment-order.pay.ip', limit: 30, windowSeconds: 600 };

const orderNotFound = () => new DomainError('NOT_FOUND', { reason: 'payment_order_not_found' });

/** Why an order cannot be paid now, as CONFLICT_ERROR with a reason the pay frame explains. */
function refusalToPay(order: OrderRow): DomainError | null {
  if (order.status === 'NEW') return null;
  const reason = {
    WAIT: 'payment_order_payment_under_way',
    DONE: 'payment_order_paid',
    EXPIRED: 'payment_order_expired',
    CANCELLED: 'payment_order_cancelled',
  }[order.status];
  return new DomainError('CONFLICT_ERROR', { reason, status: order.status });
}

export function createPaymentOrdersService(deps: PaymentOrdersDeps) {
  const { ctx, payins } = deps;
  const now = () => new Date(ctx.nowMs());
  const cryptoDeps = {
    targets: deps.cryptoTargets,
    rates: ctx.rates,
    nowMs: ctx.nowMs,
    orderDeposits: deps.orderDeposits,
  };
  const settlementDeps = {
    ledger: ctx.ledger,
    transactions: ctx.transactions,
    orderDeposits: deps.orderDeposits,
    merchantWebhooks: deps.merchantWebhooks,
  };

  async function keyOf(apiKeyId: string, trx: Kysely<Schema>) {
    return trx
      .selectFrom('api_keys')
      .select(['type', 'public_key', 'name', 'domain', 'domain_status'])
      .where('id', '=', apiKeyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async function merchantView(trx: Kysely<Schema>, order: OrderRow): Promise<PaymentOrder> {
    const key = await keyOf(order.api_key_id, trx);
    return toMerchantView(
      order,
      payUrlOf(ctx.config.publicUrl, order, key?.public_key ?? ''),
      await externalIdOf(trx, order.transaction_id),
      await settlementViewOf(trx, order),
    );
  }

  async function payView(trx: Kysely<Schema>, order: OrderRow): Promise<PayOrder> {
    const key = await keyOf(order.api_key_id, trx);
    const domain = key?.domain_status === 'verified' ? key.domain : null;
    const payment = order.transaction_id
      ? await trx
          .selectFrom('transactions')
          .selectAll()
          .where('id', '=', order.transaction_id)
          .executeTakeFirst()
      : undefined;
    return toPayView(
      order,
      { name: key?.name ?? '', domain },
      payment ? await ctx.transactions.view(trx, payment) : null,
      await cryptoViewOf(cryptoDeps, trx, order),
    );
  }

  async function lockMerchantOrder(trx: Kysely<Schema>, merchant: MerchantPrincipal, id: string) {
    const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const order = isUuid ? await lockOrder(trx, 'id', id) : undefined;
    // Another key's order is as unknown as a missing one.
    if (order?.api_key_id !== merchant.apiKeyId) throw orderNotFound();
    return settleOrder(settlementDeps, trx, order, now());
  }

  async function lockPayOrder(trx: Kysely<Schema>, token: string) {
    const order =
      token.length >= 32 && token.length <= 128 ? await lockOrder(trx, 'pay_token', token) : undefined;
    if (!order) throw orderNotFound();
    return settleOrder(settlementDeps, trx, order, now());
  }

  /** Runs `work` on the order in a transaction of its own (calls without an idempotency transaction). */
  function inTransaction<T>(work: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
    return ctx.db.transaction().execute(work);
  }

  return {
    async create(trx: Kysely<Schema>, merchant: MerchantPrincipal, body: CreateBody): Promise<PaymentOrder> {
      const key = await keyOf(merchant.apiKeyId, trx);
      if (!key || !ORDER_KEY_TYPES.includes(key.type))
        throw new DomainError('ACCESS_DENIED', { reason: 'api_key_type' });
      await enforceRate(ctx.rateLimiter, CREATE_RULE, merchant.apiKeyId);
      const currency = await ctx.catalogue.currency(trx, body.currency);
      if (!currency) throw new DomainError('NOT_FOUND', { field: 'currency', reason: 'unknown_currency' });
      if (!currency.isActive)
        throw new DomainError('CURRENCY_DEPOSIT_UNAVAILABLE', { currency: currency.code });
      const amountMinor = parsePositiveAmount(body.amount, currency.code);
      await checkOrderAmount(trx, ctx.catalogue, currency, amountMinor);
      // The callback is called by the server: held to the outbound guard now and again at each call.
      // The return addresses are held to the same rules (one rule for every address an order keeps).
      const checked = (field: 'callback_url' | 'return_url' | 'return_fail_url') => {
        const text = body[field];
        return text === undefined ? null : ctx.outbound.checkUrl(text, field);
      };
      const callbackUrl = await checked('callback_url');
      const returnUrl = await checked('return_url');
      const returnFailUrl = await checked('return_fail_url');
      const account = await deps.actingAccount(merchant, trx);
      const createdAt = now();
      const order = await trx
        .insertInto('payment_orders')
        .values({
          api_key_id: merchant.apiKeyId,
          profile_id: account.profileId,
          user_id: account.userId,
          is_test_mode: merchant.isTestMode,
          pay_token: randomBytes(32).toString('base64url'),
          merchant_reference: body.merchant_reference,
          customer_reference: body.customer_reference ?? null,
          customer_email: body.customer_email?.toLowerCase() ?? null,
          amount_minor: amountMinor,
          currency: currency.code,
          callback_url: callbackUrl,
          return_url: returnUrl,
          return_fail_url: returnFailUrl,
          status: 'NEW',
          transaction_id: null,
          next_action: null,
          expires_at: new Date(createdAt.getTime() + body.expires_in_seconds * 1000),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMerchantView(order, payUrlOf(ctx.config.publicUrl, order, key.public_key), null, null);
    },

    get(merchant: MerchantPrincipal, id: string): Promise<PaymentOrder> {
      return inTransaction(async (trx) => merchantView(trx, await lockMerchantOrder(trx, merchant, id)));
    },

    /** Only an order nobody is paying can be cancelled; a cancelled one stays cancelled. */
    cancel(merchant: MerchantPrincipal, id: string): Promise<PaymentOrder> {
      return inTransaction(async (trx) => {
        const order = await lockMerchantOrder(trx, merchant, id);
        if (order.status === 'CANCELLED') return merchantView(trx, order);
        const refusal = refusalToPay(order);
        if (refusal) throw refusal;
        return merchantView(trx, await moveOrder(deps.merchantWebhooks, trx, order, 'CANCELLED', now()));
      });
    },

    read(token: string): Promise<PayOrder> {
      return inTransaction(async (trx) => payView(trx, await lockPayOrder(trx, token)));
    },

    /**
     * A guest's payment of the order. Crypto names the order's own target and the amount to send
     * and leaves the order NEW until a transfer arrives (the sweeper follows it). A card or bank pay-in into the merchant's account, made in
     * the idempotent call's transaction together with the order's move, so both happen or neither.
     */
    async pay(trx: Kysely<Schema>, token: string, body: PayBody, caller: Caller): Promise<PayOrder> {
      if (caller.ip !== undefined) await enforceRate(ctx.rateLimiter, PAY_RULE, caller.ip);
      const order = await lockPayOrder(trx, token);
      const refusal = refusalToPay(order);
      if (refusal) throw refusal;
      if (body.payway === 'crypto') {
        if (!body.currency)
          throw new DomainError('VALIDATION_ERROR', { field: 'currency', reason: 'required' });
        const coin = { currency: body.currency, network: body.network ?? PAY_ORDER_CRYPTO_NETWORK };
        await chooseCoin(cryptoDeps, trx, order, coin);
        return payView(trx, order);
      }
      if (body.payway === 'card' && !body.card)
        throw new DomainError('VALIDATION_ERROR', { field: 'card', reason: 'required' });
      const result = await payins.create(
        trx,
        { userId: order.user_id, profileId: order.profile_id },
        {
          payway: body.payway,
          currency: order.currency,
          amount: orderAmount(order),
          ...(body.card ? { card: { ...body.card, save: false } } : {}),
        },
        { isGuestPayer: true },
      );
      const payment = await trx
        .selectFrom('transactions')
        .select('id')
        .where('external_id', '=', result.transaction.id)
        .executeTakeFirstOrThrow();
      const waiting = await moveOrder(deps.merchantWebhooks, trx, order, 'WAIT', now(), {
        transaction_id: payment.id,
        next_action: result.next_action ? JSON.stringify(result.next_action) : null,
      });
      return payView(trx, await settleOrder(settlementDeps, trx, waiting, now()));
    },

    async complete3ds(trx: Kysely<Schema>, token: string, code: string): Promise<PayOrder> {
      const order = await lockPayOrder(trx, token);
      const externalId = await externalIdOf(trx, order.transaction_id);
      if (order.status !== 'WAIT' || !externalId)
        throw refusalToPay(order) ?? new DomainError('CONFLICT_ERROR', { reason: 'no_3ds_step_pending' });
      await payins.complete3ds(trx, { profileId: order.profile_id, externalId, code });
      return payView(trx, await settleOrder(settlementDeps, trx, order, now()));
    },
  };
}
