import { openWidgetFrame } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { isSigned, signQuery } from '../../test-support/frame-callbacks.test-kit';
import { bearer } from '../../test-support/test-app';
import { type FrameCallbacksWorld, startFrameCallbacksWorld } from './widget-frame-callbacks.test-kit';

let world: FrameCallbacksWorld;
beforeAll(async () => {
  world = await startFrameCallbacksWorld();
});
afterAll(async () => {
  await world.dispose();
});
beforeEach(() => {
  world.reset();
});

describe('a signed frame’s callbackUrl', () => {
  it('hears an order made in the frame as created and DONE, signed, exactly once each', async () => {
    const callbackUrl = encodeURIComponent(`${world.receiverUrl}/frame-hooks`);
    const query = signQuery(
      world.shop.secret,
      `apiKey=${world.shop.key}&externalCustomerId=cust-7&callbackUrl=${callbackUrl}`,
    );
    const opened = await world.openFrame(query);
    expect(opened.status).toBe(200);
    const { frame_token: frameToken } = openWidgetFrame.response.parse(opened.body);
    expect(frameToken).toEqual(expect.any(String));

    const customer = await world.customerWithEuros();
    world.receiver.state.answers = [500];
    const order = await world.exchangeInFrame(customer, frameToken);
    await world.drain();
    // The first callback answered 500: the schedule tries it again, under the same id.
    const retried = await world.testApp.context.db
      .updateTable('merchant_webhook_messages')
      .set({ next_attempt_at: new Date(world.nowMs) })
      .where('api_key_id', '=', world.shop.id)
      .where('delivered_at', 'is', null)
      .where('target_url', 'is not', null)
      .executeTakeFirst();
    expect(retried.numUpdatedRows).toBe(1n);
    await world.drain();
    // Nothing new after another pass.
    await world.drain();

    const delivered = world.callbacks().filter((request) => request.headers['webhook-id'] !== undefined);
    for (const request of delivered) expect(isSigned(world.shop.webhookSecret, request)).toBe(true);
    const bodies = delivered.map(
      (request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> },
    );
    const ids = delivered.map((request) => request.headers['webhook-id']);
    // Three posts: one message, then the other's 500 and its retry under the same id.
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(2);
    const unique = [...new Map(bodies.map((body, index) => [ids[index], body])).values()];
    expect(unique.map((body) => [body.type, body.data.status])).toEqual([
      ['widget_order.created', 'DONE'],
      ['widget_order.status_changed', 'DONE'],
    ]);
    for (const body of unique)
      expect(body.data).toMatchObject({
        transaction_id: order.id,
        external_customer_id: 'cust-7',
        test_mode: false,
      });

    // The key's delivery log shows them, the retried one with both attempts.
    const log = await world.testApp.app.request(
      `/api/client/v1/api-keys/${world.shop.id}/webhook/deliveries`,
      {
        headers: bearer(world.owner),
      },
    );
    const { deliveries } = (await log.json()) as {
      deliveries: {
        id: string;
        event_type: string;
        target_url: string | null;
        attempts: { status_code: number | null }[];
      }[];
    };
    const frameDeliveries = deliveries.filter((delivery) => delivery.event_type.startsWith('widget_order.'));
    expect(frameDeliveries).toHaveLength(2);
    // Each names the callbackUrl it went to; the endpoint's own messages name none.
    for (const delivery of deliveries)
      expect(delivery.target_url).toBe(
        delivery.event_type.startsWith('widget_order.') ? `${world.receiverUrl}/frame-hooks` : null,
      );
    expect(frameDeliveries.flatMap((delivery) => delivery.attempts.map((a) => a.status_code)).sort()).toEqual(
      [200, 200, 500],
    );

    // The customer is the key's under the merchant's id for them, so its endpoint hears them too.
    const link = await world.testApp.context.db
      .selectFrom('merchant_customers')
      .select('user_id')
      .where('api_key_id', '=', world.shop.id)
      .where('external_customer_id', '=', 'cust-7')
      .executeTakeFirst();
    expect(link?.user_id).toBe(customer.login.uuid);
  });

  it('ignores a callbackUrl the URL was not signed with', async () => {
    const callbackUrl = encodeURIComponent(`${world.receiverUrl}/frame-hooks`);
    const opened = await world.openFrame(
      `apiKey=${world.shop.key}&externalCustomerId=cust-8&callbackUrl=${callbackUrl}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ trust: 'unsigned' });
    expect(opened.body.frame_token).toBeUndefined();
    await world.exchangeInFrame(await world.customerWithEuros(), undefined);
    // A made-up token links nothing either.
    await world.exchangeInFrame(await world.customerWithEuros(), 'A'.repeat(43));
    await world.drain();
    expect(world.callbacks()).toEqual([]);
  });

  it('refuses a callbackUrl that breaks the webhook URL rules with VALIDATION_ERROR', async () => {
    for (const bad of [
      'ftp://shop.test/hook',
      'http://shop.test/hook',
      'https://user:pw@shop.test/h',
      'nope',
    ]) {
      const query = signQuery(
        world.shop.secret,
        `apiKey=${world.shop.key}&callbackUrl=${encodeURIComponent(bad)}`,
      );
      const opened = await world.openFrame(query);
      expect(opened.status).toBe(400);
      expect(opened.body).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: { issues: [{ path: 'callbackUrl' }] } },
      });
    }
  });

  it('refuses a callbackUrl of a key without a webhook endpoint (nothing would sign it)', async () => {
    const { apiKey, secret } = await createKeyThroughApi(world.testApp, world.owner, {
      name: 'Bare',
      type: 'widget',
      domain: 'bare.test',
    });
    const query = signQuery(
      secret,
      `apiKey=${apiKey.key}&callbackUrl=${encodeURIComponent('https://shop.test/h')}`,
    );
    const opened = await world.openFrame(query);
    expect(opened.status).toBe(400);
    expect(opened.body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { reason: 'callback_url_without_webhook_endpoint' } },
    });
  });

  it('reports a frame’s orders for its first customer only', async () => {
    const callbackUrl = encodeURIComponent(`${world.receiverUrl}/frame-hooks`);
    const query = signQuery(world.shop.secret, `apiKey=${world.shop.key}&callbackUrl=${callbackUrl}`);
    const { frame_token: frameToken } = openWidgetFrame.response.parse((await world.openFrame(query)).body);
    await world.exchangeInFrame(await world.customerWithEuros(), frameToken);
    await world.drain();
    expect(world.callbacks()).toHaveLength(2);
    world.receiver.state.received = [];
    await world.exchangeInFrame(await world.customerWithEuros(), frameToken);
    await world.drain();
    expect(world.callbacks()).toEqual([]);
  });
});
