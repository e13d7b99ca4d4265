import type { APIRequestContext, Page } from '@playwright/test';
import type { StoredTokens } from './accounts';

const API = '/api/client/v1';

/**
 * Sends a sandbox crypto transfer to the user's own USDT/TRC20 deposit address: the server books a
 * PAYIN at once, which the user's live socket hears as `transaction.changed`.
 */
export async function sendSandboxCryptoDeposit(
  request: APIRequestContext,
  tokens: StoredTokens,
  amount = '12.5',
): Promise<{ id: string }> {
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const user = await request.get(`${API}/user`, { headers: auth });
  if (!user.ok()) throw new Error(`user answered ${user.status()}`);
  const profileId = ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
  const headers = { ...auth, 'Profile-Id': profileId };
  const answer = await request.get(`${API}/deposit-address?currency=USDT&network=TRC20`, { headers });
  if (!answer.ok()) throw new Error(`deposit-address answered ${answer.status()}: ${await answer.text()}`);
  const target = (await answer.json()) as { address: string; memo: string | null };
  const sent = await request.post('/api/dev/sandbox/crypto-transfers', {
    data: {
      network: 'TRC20',
      currency: 'USDT',
      address: target.address,
      amount,
      tx_hash: `e2e-shell-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  if (!sent.ok()) throw new Error(`crypto-transfers answered ${sent.status()}: ${await sent.text()}`);
  return ((await sent.json()) as { transaction: { id: string } }).transaction;
}

/** Console errors of a page, minus what a dropped network says on purpose (offline tests). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/ERR_INTERNET_DISCONNECTED|WebSocket connection|Failed to load resource/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the app has replaced the landing's prerendered shell. The shell draws the
 * same menu and form as the app, so a test that cuts the network or runs axe must wait for the app
 * itself: offline before the app's modules arrive, the app never starts.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (root === null) return true;
    return root.childElementCount > 0 && !root.querySelector('[data-shell-text]');
  });
}

/** The main menu's landmark. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export const MOBILE_VIEWPORT = { width: 390, height: 844 } as const;
