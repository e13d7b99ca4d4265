import { type LoginResponse, linkFrameCustomer, openWidgetFrame } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WIDGET_BASE } from '../../test-support/api-keys.test-kit';
import { signQuery } from '../../test-support/frame-callbacks.test-kit';
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

describe('POST frame/customer', () => {
  it('links the customer who signed in inside a signed frame to the key, once and for good', async () => {
    const query = signQuery(world.shop.secret, `apiKey=${world.shop.key}&externalCustomerId=cust-42`);
    const { frame_token: frameToken } = openWidgetFrame.response.parse((await world.openFrame(query)).body);
    const link = (login: LoginResponse, token: string | undefined) =>
      world.testApp.app.request(`${WIDGET_BASE}frame/customer`, {
        method: 'POST',
        headers: bearer(login, {
          'Content-Type': 'application/json',
          ...(token ? { 'Widget-Frame-Token': token } : {}),
        }),
        body: '{}',
      });
    const ann = await world.testApp.signIn({ base: 'widget' });
    const answer = await link(ann, frameToken);
    expect(answer.status).toBe(200);
    expect(linkFrameCustomer.response.parse(await answer.json())).toEqual({ linked: true });
    // Again: still linked; another customer with the same frame: not.
    expect(await (await link(ann, frameToken)).json()).toEqual({ linked: true });
    const bob = await world.testApp.signIn({ base: 'widget' });
    expect(await (await link(bob, frameToken)).json()).toEqual({ linked: false });
    expect(await (await link(bob, undefined)).json()).toEqual({ linked: false });
    const rows = await world.testApp.context.db
      .selectFrom('merchant_customers')
      .select('user_id')
      .where('api_key_id', '=', world.shop.id)
      .where('external_customer_id', '=', 'cust-42')
      .execute();
    expect(rows).toEqual([{ user_id: ann.uuid }]);
    // The merchant's API reads the customer as the key's own (widget-sessions' customers table).
    const unlinkedFrame = await world.openFrame(signQuery(world.shop.secret, `apiKey=${world.shop.key}`));
    expect(unlinkedFrame.body.frame_token).toBeUndefined();
  });
});
