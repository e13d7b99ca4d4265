import { type MerchantCredentials, sendMerchantRequest } from './api-keys.test-kit';
import type { TestApp } from './test-app';

export interface KeyAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string; details?: Record<string, unknown> } };
}

/**
 * Calls the user API on the widget base as a merchant's server does: signed with the key, with an
 * idempotency key on every write. `tick` moves the test clock so no two signatures repeat.
 */
export function createKeyCaller(testApp: TestApp, tick: () => void) {
  return {
    async call(
      credentials: MerchantCredentials,
      method: string,
      request: { path: string; body?: unknown } | undefined,
    ): Promise<KeyAnswer> {
      if (!request) throw new Error('no request to send');
      tick();
      const response = await sendMerchantRequest(
        testApp,
        credentials,
        {
          method,
          path: request.path,
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        },
        method === 'GET' ? {} : { 'Idempotency-Key': crypto.randomUUID() },
      );
      const body = (await response.json().catch(() => ({}))) as KeyAnswer['body'];
      return { status: response.status, headers: response.headers, body };
    },
  };
}
