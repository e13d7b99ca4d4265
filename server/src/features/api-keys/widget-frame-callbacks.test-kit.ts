import type { LoginResponse } from '@ferry/shared/contracts';
import { expect } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { WIDGET_BASE } from '../../test-support/api-keys.test-kit';
import {
  drainWebhooks,
  openFrame as openFrameIn,
  openFrameShop,
  startReceiver,
} from '../../test-support/frame-callbacks.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

export type FrameCallbacksWorld = Awaited<ReturnType<typeof startFrameCallbacksWorld>>;

/**
 * A widget frame's `callbackUrl`: orders made in a signed frame reach it as Standard
 * Webhooks signed with the key's endpoint secret, once per status; the frame's customer is linked
 * to the key under the merchant's id for them. This starts one app, a receiver and a shop whose
 * key has a webhook endpoint; each test file starts its own.
 */
export async function startFrameCallbacksWorld() {
  const nowMs = Date.now();
  const receiver = await startReceiver();
  const testApp: TestApp = await createTestApp({
    nowMs: () => nowMs,
    environment: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL: 'https://ferry.test' },
  });
  const { owner, shop } = await openFrameShop(testApp, receiver.url);

  /** A customer signed in on the widget base with euros to exchange. */
  async function customerWithEuros() {
    const login = await testApp.signIn({ base: 'widget' });
    const profileId = login.profiles_id[0] as string;
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'EUR', 100_000n)]));
    return { login, profileId };
  }

  async function exchangeInFrame(
    customer: { login: LoginResponse; profileId: string },
    frameToken: string | undefined,
  ) {
    const quote = await testApp.context.quotes.create(testApp.context.db, {
      profileId: customer.profileId,
      kind: 'exchange',
      fromCurrency: 'EUR',
      toCurrency: 'USDT',
      fromAmountMinor: 5_000n,
      fromPayway: 'balance',
      toPayway: 'balance',
    });
    const response = await testApp.app.request(`${WIDGET_BASE}exchanges`, {
      method: 'POST',
      headers: bearer(customer.login, {
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
        'Api-Key': shop.key,
        ...(frameToken ? { 'Widget-Frame-Token': frameToken } : {}),
      }),
      body: JSON.stringify({ quote_id: quote.id }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; status: string };
  }

  return {
    nowMs,
    receiver,
    receiverUrl: receiver.url,
    testApp,
    owner,
    shop,
    customerWithEuros,
    exchangeInFrame,

    /** Clears what the receiver got and its scripted answers (before each test). */
    reset() {
      receiver.state.received = [];
      receiver.state.answers = [];
    },

    async dispose() {
      await receiver.close();
      await testApp.dispose();
    },

    openFrame: (query: string) => openFrameIn(testApp, query),
    callbacks: () => receiver.callbacks(),
    drain: () => drainWebhooks(testApp),
  };
}
