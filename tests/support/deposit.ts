import type { APIRequestContext, Page } from '@playwright/test';
import type { StoredTokens } from './accounts';

const API = '/api/client/v1';

/** Console errors and uncaught page errors, collected for a test to assert there are none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A signed-in caller of the client API, on the user's first profile. */
export async function apiAs(request: APIRequestContext, tokens: StoredTokens) {
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const user = await request.get(`${API}/user`, { headers: auth });
  if (!user.ok()) throw new Error(`user answered ${user.status()}: ${await user.text()}`);
  const profileId = ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
  const headers = { ...auth, 'Profile-Id': profileId };
  return {
    async get<T>(path: string): Promise<T> {
      const answer = await request.get(`${API}/${path}`, { headers });
      if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    async available(currency: string): Promise<string> {
      const { balances } = await this.get<{ balances: { currency: string; available: string }[] }>(
        'balances',
      );
      return balances.find((balance) => balance.currency === currency)?.available ?? '0';
    },
  };
}

/** The sandbox's outside world: a bank transfer with this reference arrives. */
export async function sendSandboxBankTransfer(request: APIRequestContext, reference: string) {
  const answer = await request.post('/api/dev/sandbox/bank-transfers', { data: { reference } });
  if (!answer.ok()) throw new Error(`bank transfer answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as { outcome: string; transaction: { id: string; status: string } };
}
