import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
} from '../../test-support/api-keys.test-kit';
import {
  errorOf,
  type MerchantSignaturesWorld,
  startMerchantSignaturesWorld,
} from './merchant-signatures.test-kit';

let clockMs = Date.now();
let world: MerchantSignaturesWorld;
beforeAll(async () => {
  world = await startMerchantSignaturesWorld(() => clockMs);
});
afterAll(() => world.dispose());
beforeEach(() => {
  clockMs += 1000;
});

describe('the IP allow-list', () => {
  let listed: MerchantCredentials;
  beforeAll(async () => {
    const { apiKey, secret } = await createKeyThroughApi(world.testApp, await world.testApp.signIn(), {
      name: 'Listed',
      type: 'widget',
      domain: 'c.test',
      permissions: ['create_buy_order'],
      ip_addresses: '203.0.113.7, 2001:db8::1',
    });
    listed = { key: apiKey.key, secret };
  });

  it.each([
    ['203.0.113.7', 200],
    ['::ffff:203.0.113.7', 200],
    ['2001:0DB8:0:0::1', 200],
    ['203.0.113.8', 403],
    ['2001:db8::2', 403],
  ])('from %s answers %i', async (ip, status) => {
    const response = await sendMerchantRequest(world.testApp, listed, world.sessionRequest(), {
      'X-Forwarded-For': ip,
    });
    expect(response.status).toBe(status);
    if (status === 403) expect(await errorOf(response)).toEqual([403, 'ACCESS_DENIED', 'ip_not_allowed']);
  });

  it('refuses a caller whose address is unknown', async () => {
    const response = await sendMerchantRequest(world.testApp, listed, world.sessionRequest());
    expect(await errorOf(response)).toEqual([403, 'ACCESS_DENIED', 'ip_not_allowed']);
  });

  it('lets any address through when the list is empty', async () => {
    const response = await sendMerchantRequest(world.testApp, world.merchant, world.sessionRequest(), {
      'X-Forwarded-For': '192.0.2.99',
    });
    expect(response.status).toBe(200);
  });
});
