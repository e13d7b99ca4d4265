import { listMerchantWebhookDeliveries, payOrderSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { expectLedgerBalanced } from '../../test-support/deposits.test-kit';
import { verifyWebhookSignature } from '../../webhooks/verify-signature';
import {
  card,
  FIRST_RETRIES_MS,
  type PaymentOrdersWorld,
  startPaymentOrdersWorld,
} from './payment-orders.test-kit';

let world: PaymentOrdersWorld;

beforeAll(async () => {
  world = await startPaymentOrdersWorld();
});
afterAll(async () => {
  await world.dispose();
});
beforeEach(() => {
  world.reset();
});

describe('payment orders', () => {
  it('is paid by card with 3-D Secure into the key’s sandbox account; DONE is told once after two 500s', async () => {
    const { order, token } = await world.newOrder();
    const view = await world.customer('GET', `pay-orders/${token}`);
    expect(payOrderSchema.parse(view.body)).toMatchObject({ status: 'NEW', amount: '25.5', payment: null });

    const started = await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.threeDs),
    });
    expect(started.status).toBe(200);
    expect(payOrderSchema.parse(started.body)).toMatchObject({
      status: 'WAIT',
      payment: { status: 'WAIT', next_action: { type: 'three_ds', code_length: 4 } },
    });
    // A second payment while one is under way is refused.
    const twice = await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(twice.body).toMatchObject({ error: { code: 'CONFLICT_ERROR' } });

    world.doneAnswers = [500, 500];
    const done = await world.customer('POST', `pay-orders/${token}/3ds`, { code: SANDBOX_3DS_CODE });
    expect(done.status).toBe(200);
    expect(payOrderSchema.parse(done.body)).toMatchObject({ status: 'DONE', payment: { status: 'DONE' } });

    await world.drain();
    world.nowMs += FIRST_RETRIES_MS[0] ?? 0;
    await world.drain();
    world.nowMs += FIRST_RETRIES_MS[1] ?? 0;
    await world.drain();
    world.nowMs += 3 * 24 * 3600 * 1000;
    await world.drain();

    for (const request of world.received) expect(world.verifies(request)).toBe(true);
    const doneDeliveries = world.received.filter(
      (request) => request.body.includes('"payment_order.status_changed"') && request.body.includes('"DONE"'),
    );
    expect(doneDeliveries.map((request) => request.status)).toEqual([500, 500, 200]);
    expect(new Set(doneDeliveries.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const events = world.orderEvents().filter((event) => event.data.order_id === order.id);
    expect(events.map((event) => event.data.status)).toEqual(['WAIT', 'DONE']);
    expect(events[1]?.data).toMatchObject({
      merchant_reference: order.merchant_reference,
      test_mode: true,
      amount: '25.5',
    });

    const log = await world.ownerCall('GET', `api-keys/${world.keyId}/webhook/deliveries`);
    const deliveries = listMerchantWebhookDeliveries.response.parse(log.body).deliveries;
    const doneDelivery = deliveries.find(
      (delivery) => delivery.id === doneDeliveries[0]?.headers['webhook-id'],
    );
    expect(doneDelivery?.event_type).toBe('payment_order.status_changed');
    expect(doneDelivery?.attempts.map((attempt) => attempt.status_code)).toEqual([200, 500, 500]);

    // The money is in the key's sandbox account, never the owner's live one.
    const sandbox = await world.testApp.context.db
      .selectFrom('api_keys')
      .select('sandbox_user_id')
      .where('id', '=', world.keyId)
      .executeTakeFirstOrThrow();
    expect(await world.balancesOf(sandbox.sandbox_user_id as string)).toContainEqual({
      currency: 'EUR',
      balance: expect.stringMatching(/^\d+$/),
    });
    expect(await world.balancesOf(world.owner.uuid)).toEqual([]);
    expect((await world.merchant('GET', `payment-orders/${order.id}`)).body).toMatchObject({
      status: 'DONE',
      transaction_id: expect.any(String),
    });
    await expectLedgerBalanced(world.testApp);
  });

  it('returns to NEW when the 3-D Secure code is wrong, so the customer may try again', async () => {
    const { token } = await world.newOrder();
    await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.threeDs),
    });
    const wrong = await world.customer('POST', `pay-orders/${token}/3ds`, { code: '0000' });
    expect(wrong.body).toMatchObject({ status: 'NEW', payment: { status: 'FAIL' } });
    const paid = await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(paid.body).toMatchObject({ status: 'DONE' });
    await expectLedgerBalanced(world.testApp);
  });

  it('gives bank details for a SEPA payment; the transfer’s arrival makes the order DONE', async () => {
    const { order, token } = await world.newOrder();
    const started = await world.customer('POST', `pay-orders/${token}/pay`, { payway: 'sepa' });
    expect(started.status).toBe(200);
    const waiting = payOrderSchema.parse(started.body);
    expect(waiting).toMatchObject({
      status: 'WAIT',
      payment: { next_action: { type: 'bank_transfer' }, bank_details: { reference: expect.any(String) } },
    });
    // The sandbox bank reports the transfer; the sweeper sees the payment done and moves the order.
    const arrived = await world.testApp.app.request('/api/dev/sandbox/bank-transfers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference: waiting.payment?.bank_details?.reference }),
    });
    expect(arrived.status).toBe(200);
    await world.drain();
    expect((await world.merchant('GET', `payment-orders/${order.id}`)).body).toMatchObject({
      status: 'DONE',
    });
    expect(
      world
        .orderEvents()
        .filter((event) => event.data.order_id === order.id)
        .map((event) => event.data.status),
    ).toEqual(['WAIT', 'DONE']);
    await expectLedgerBalanced(world.testApp);
  });

  it('refuses to pay an expired or a cancelled order and moves no money', async () => {
    const transactionsBefore = await world.testApp.context.db
      .selectFrom('transactions')
      .select('id')
      .execute();
    const expiring = await world.newOrder({ expires_in_seconds: 60 });
    world.nowMs += 61_000;
    await world.drain();
    expect((await world.merchant('GET', `payment-orders/${expiring.order.id}`)).body).toMatchObject({
      status: 'EXPIRED',
    });
    const late = await world.customer('POST', `pay-orders/${expiring.token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: { code: 'CONFLICT_ERROR', details: { reason: 'payment_order_expired' } },
    });

    const cancelled = await world.newOrder();
    const cancel = await world.merchant('POST', `payment-orders/${cancelled.order.id}/cancel`);
    expect(cancel.body).toMatchObject({ status: 'CANCELLED' });
    const refused = await world.customer('POST', `pay-orders/${cancelled.token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    expect(refused.body).toMatchObject({
      error: { code: 'CONFLICT_ERROR', details: { reason: 'payment_order_cancelled' } },
    });
    expect((await world.customer('GET', `pay-orders/${cancelled.token}`)).body).toMatchObject({
      status: 'CANCELLED',
    });

    expect(await world.testApp.context.db.selectFrom('transactions').select('id').execute()).toHaveLength(
      transactionsBefore.length,
    );
    await world.drain();
    const told = world.orderEvents().map((event) => [event.data.order_id, event.data.status]);
    expect(told).toEqual(
      expect.arrayContaining([
        [expiring.order.id, 'EXPIRED'],
        [cancelled.order.id, 'CANCELLED'],
      ]),
    );
    await expectLedgerBalanced(world.testApp);
  });

  it('tells the order’s callback_url each status once, signed with the key’s secret', async () => {
    const { order, token } = await world.newOrder({ callback_url: `${world.receiverUrl}?order` });
    await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.threeDs),
    });
    await world.customer('POST', `pay-orders/${token}/3ds`, { code: '0000' });
    await world.customer('POST', `pay-orders/${token}/pay`, {
      payway: 'card',
      card: card(SANDBOX_CARDS.success),
    });
    await world.drain();
    const callbacks = world.received.filter((request) => request.headers['ferry-webhook-id'] !== undefined);
    for (const request of callbacks) {
      const verdict = verifyWebhookSignature({
        secret: world.credentials.secret,
        header: (name) => {
          const value = request.headers[name.toLowerCase()];
          return typeof value === 'string' ? value : null;
        },
        body: request.body,
        nowSeconds: Math.floor(request.atMs / 1000),
      });
      expect(verdict.isValid).toBe(true);
    }
    const told = callbacks
      .map(
        (request) => JSON.parse(request.body) as { type: string; data: { order_id: string; status: string } },
      )
      .filter((event) => event.type === 'payment_order.status_changed' && event.data.order_id === order.id)
      .map((event) => event.data.status);
    // WAIT twice in the order's life (a failed 3-D Secure, then a card that paid), told once.
    expect(told).toEqual(['WAIT', 'DONE']);
  });
});
