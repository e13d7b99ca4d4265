import { openWidgetFrame } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendMerchantRequest } from '../../test-support/api-keys.test-kit';
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

describe('a server-created session’s callback_url', () => {
  it('is checked when the session is made and heard from its frame’s orders', async () => {
    const refused = await sendMerchantRequest(world.testApp, world.shop, {
      method: 'POST',
      path: 'widget-sessions',
      body: JSON.stringify({ external_customer_id: 'cust-9', callback_url: 'http://shop.test/h' }),
    });
    expect(refused.status).toBe(400);
    const body = JSON.stringify({
      external_customer_id: 'cust-9',
      callback_url: `${world.receiverUrl}/frame-hooks`,
    });
    const created = await sendMerchantRequest(world.testApp, world.shop, {
      method: 'POST',
      path: 'widget-sessions',
      body,
    });
    expect(created.status).toBe(200);
    const { session } = (await created.json()) as { session: string };
    const { frame_token: frameToken } = openWidgetFrame.response.parse(
      (await world.openFrame(`session=${session}`)).body,
    );
    expect(frameToken).toEqual(expect.any(String));
    const customer = await world.customerWithEuros();
    await world.exchangeInFrame(customer, frameToken);
    await world.drain();
    expect(world.callbacks().map((request) => (JSON.parse(request.body) as { type: string }).type)).toEqual([
      'widget_order.created',
      'widget_order.status_changed',
    ]);
  });
});
