import type { LoginResponse } from '@ferry/shared/contracts';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  type MerchantRequest,
} from '../../test-support/api-keys.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

export async function errorOf(response: Response) {
  const body = (await response.json()) as { error?: { code: string; details?: { reason?: string } } };
  return [response.status, body.error?.code, body.error?.details?.reason];
}

export type MerchantSignaturesWorld = Awaited<ReturnType<typeof startMerchantSignaturesWorld>>;

/**
 * One app behind a trusted proxy on the test file's clock, an owner with a widget key signed by
 * HMAC (`merchant`), and fresh requests to sign. Each test file starts its own.
 */
export async function startMerchantSignaturesWorld(nowMs: () => number) {
  let customerCounter = 0;
  const world = {
    testApp: undefined as unknown as TestApp,
    owner: undefined as unknown as LoginResponse,
    merchant: undefined as unknown as MerchantCredentials,
    apiKeyId: '',

    dispose: () => world.testApp.dispose(),

    /** A fresh body each time, so no two requests carry the same signature by accident. */
    sessionRequest(path = 'widget-sessions'): MerchantRequest {
      customerCounter += 1;
      return {
        method: 'POST',
        path,
        body: JSON.stringify({ external_customer_id: `customer-${customerCounter}` }),
      };
    },

    async lastUsedAt(id: string): Promise<Date | null> {
      const row = await world.testApp.context.db
        .selectFrom('api_keys')
        .select('last_used_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.last_used_at;
    },
  };
  world.testApp = await createTestApp({ nowMs, environment: { TRUST_PROXY: 'true' } });
  world.owner = await world.testApp.signIn();
  const { apiKey, secret } = await createKeyThroughApi(world.testApp, world.owner, {
    name: 'Frame',
    type: 'widget',
    domain: 'shop.test',
    permissions: ['create_buy_order'],
  });
  world.merchant = { key: apiKey.key, secret };
  world.apiKeyId = apiKey.id;
  return world;
}
