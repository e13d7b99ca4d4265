import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { sendSandboxCryptoDeposit } from '../support/shell';
import { expect, test } from '../support/test';

test.describe('web: shell', () => {
  test('a signed-in visit keeps a live socket and hears a deposit as transaction.changed', async ({
    page,
    request,
  }) => {
    const tokens = await signUpByApi(request, uniqueEmail('e2e-shell-live'));
    await storeWebSession(page, tokens);
    const socketPromise = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/client/v1/ws'));
    await page.goto('/profile');
    const socket = await socketPromise;
    const ready = socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"'));
    await ready;

    const heard = socket.waitForEvent('framereceived', (frame) =>
      String(frame.payload).includes('transaction.changed'),
    );
    await sendSandboxCryptoDeposit(request, tokens);
    await heard;
    // The app took the event in: it keeps the event id to resume after it.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('ferry.last-event-id')))
      .toMatch(/^[\w-]+:\d+$/);
  });
});
