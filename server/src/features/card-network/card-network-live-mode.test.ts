import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CARD_NETWORK_SECRET,
  signCardNetworkMessage,
} from '../../providers/card-network/card-network-wire';
import { liveEnvironment } from '../../test-support/live-environment';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// With live providers there is no card network yet: the sandbox's drive routes are not there and
// the network's endpoints refuse every message, the sandbox's own signature included.
let live: TestApp;
beforeAll(async () => {
  live = await createTestApp({ environment: liveEnvironment() });
});
afterAll(async () => {
  await live.dispose();
});

const DRIVE_PATHS = [
  '/api/dev/sandbox/card-network/authorizations',
  '/api/dev/sandbox/card-network/authorizations/auth_1/capture',
  '/api/dev/sandbox/card-network/force-posts',
  '/api/dev/sandbox/card-network/refunds',
  '/api/dev/sandbox/card-network/atm-withdrawals',
  '/api/dev/sandbox/card-network/cashback',
];

describe('the card network in live mode', () => {
  it.each(DRIVE_PATHS)('%s is not there', async (path) => {
    const response = await live.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it('refuses a message signed with the sandbox’s secret', async () => {
    const body = JSON.stringify({
      event_id: 'evt_1',
      type: 'cashback',
      card_token: 'tok',
      amount: '1',
      currency: 'EUR',
    });
    const response = await live.app.request('/api/webhooks/card-network/events', {
      method: 'POST',
      body,
      headers: {
        'X-Card-Network-Signature': signCardNetworkMessage(
          SANDBOX_CARD_NETWORK_SECRET,
          body,
          Math.floor(Date.now() / 1000),
        ),
      },
    });
    expect(response.status).toBe(401);
  });
});
