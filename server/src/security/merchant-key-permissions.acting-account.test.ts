import type { LoginResponse } from '@ferry/shared/contracts';
import { readSwitchesFor } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyQuote,
  type MerchantKeyWorld,
  startMerchantKeyWorld,
} from '../test-support/merchant-key-permissions.test-kit';
import { availableOf } from '../test-support/money.test-kit';
import { bearer } from '../test-support/test-app';

let world: MerchantKeyWorld;
beforeAll(async () => {
  world = await startMerchantKeyWorld();
});
afterAll(() => world.dispose());

describe('what a key acts for', () => {
  it('lists only the transaction types its read switch covers', async () => {
    const payinsOnly = await world.newKey({ type: 'exchanger', permissions: ['read_payins'] });
    const unfiltered = await world.keyCaller.call(payinsOnly, 'GET', { path: 'transactions' });
    expect(unfiltered.body.error).toMatchObject({
      code: 'ACCESS_DENIED',
      details: { reason: 'type_filter_required' },
    });
    expect((await world.keyCaller.call(payinsOnly, 'GET', { path: 'transactions?type=PAYIN' })).status).toBe(
      200,
    );
    const exchanges = await world.keyCaller.call(payinsOnly, 'GET', { path: 'transactions?type=EXCHANGE' });
    expect(exchanges.status).toBe(403);
    expect(readSwitchesFor('EXCHANGE')).toContain('read_exchanges');
  });

  it('a buy-only key cannot place a sell, and the refused sell moves nothing', async () => {
    const buyOnly = await world.newKey({ type: 'exchanger', permissions: ['create_buy_order'] });
    const sell = await world.ownerQuote({ ...buyQuote, from_currency: 'USDT', to_currency: 'EUR' });
    const before = await world.footprint();
    const refused = await world.keyCaller.call(buyOnly, 'POST', {
      path: 'exchanges',
      body: { quote_id: sell },
    });
    expect(refused.status).toBe(403);
    expect({ ...(await world.footprint()), quotes: before.quotes }).toEqual(before);
  });

  it('a live key reads its owner’s balances; a test-mode key reads its own sandbox account', async () => {
    const live = await world.newKey({ type: 'wallet', permissions: ['read_balances'] });
    const liveAnswer = await world.keyCaller.call(live, 'GET', { path: 'balances' });
    expect(liveAnswer.body).toMatchObject({
      balances: expect.arrayContaining([expect.objectContaining({ currency: 'EUR' })]),
    });

    const sandbox = await world.newKey({
      type: 'wallet',
      permissions: ['read_balances'],
      is_test_mode: true,
    });
    const sandboxAnswer = await world.keyCaller.call(sandbox, 'GET', { path: 'balances' });
    expect(sandboxAnswer.headers.get('Ferry-Test-Mode')).toBe('true');
    expect(sandboxAnswer.body).toEqual({ balances: [] });
  });

  it('the widget frame names its key without signing: its calls stay the signed-in user’s', async () => {
    const key = await world.newKey({
      type: 'widget',
      permissions: ['create_buy_order'],
      domain: 'shop.test',
    });
    const opened = await world.keyCaller.call(key, 'POST', {
      path: 'widget-sessions',
      body: { external_customer_id: 'frame-customer' },
    });
    const seamless = await world.testApp.app.request('/api/widget/v1/auth/seamless', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: (opened.body as { session: string }).session }),
    });
    let customer = (await seamless.json()) as LoginResponse;
    const terms = (await (
      await world.testApp.app.request('/api/widget/v1/user/terms', { headers: bearer(customer) })
    ).json()) as { current_version: number };
    const accepted = await world.testApp.app.request('/api/widget/v1/user/accept-terms', {
      method: 'POST',
      headers: bearer(customer, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ version: terms.current_version }),
    });
    customer = (await accepted.json()) as LoginResponse;
    const response = await world.testApp.app.request('/api/widget/v1/balances', {
      headers: { ...bearer(customer), 'Api-Key': key.key },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Ferry-Test-Mode')).toBeNull();
  });

  it('test-mode keys never move the owner’s live balances', async () => {
    const testKey = await world.newKey({
      type: 'exchanger',
      permissions: ['create_buy_order', 'read_converts'],
      is_test_mode: true,
      is_advanced: true,
    });
    const before = await availableOf(world.testApp, world.ownerProfileId);
    const quoted = await world.keyCaller.call(testKey, 'POST', { path: 'quotes', body: buyQuote });
    expect(quoted.status).toBe(200);
    // The sandbox account holds nothing yet, so the order is refused for funds, not for access.
    const exchange = await world.keyCaller.call(testKey, 'POST', {
      path: 'exchanges',
      body: { quote_id: (quoted.body as { id: string }).id },
    });
    expect(exchange.status).toBeGreaterThanOrEqual(400);
    expect(exchange.body.error?.code).not.toBe('ACCESS_DENIED');
    // The owner's own quote cannot be spent by a test key: it belongs to another account.
    const ownQuote = await world.ownerQuote(buyQuote);
    const crossing = await world.keyCaller.call(testKey, 'POST', {
      path: 'exchanges',
      body: { quote_id: ownQuote },
    });
    expect(crossing.status).toBeGreaterThanOrEqual(400);
    expect(await availableOf(world.testApp, world.ownerProfileId)).toEqual(before);
  });
});
