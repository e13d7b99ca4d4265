import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

const API = '/api/client/v1';

import { postWithdrawal } from './payout-details';

export { telegramAccessToken } from './accounts';

/**
 * Puts USDT on the user's balance the way money really arrives: the sandbox chain reports a
 * transfer to the profile's TON deposit address, and the confirmations worker (every 5 s, one
 * confirmation on TON) credits it. Resolves once the balance shows it.
 */
export async function fundWithUsdt(
  request: APIRequestContext,
  accessToken: string,
  amount: string,
): Promise<void> {
  await fundOnTon(request, accessToken, 'USDT', amount);
}

/** The same for any currency on the TON network (USDT, TON). */
export async function fundOnTon(
  request: APIRequestContext,
  accessToken: string,
  currency: string,
  amount: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const addressAnswer = await request.get(`${API}/deposit-address?currency=${currency}&network=TON`, {
    headers,
  });
  if (!addressAnswer.ok()) throw new Error(`deposit-address answered ${addressAnswer.status()}`);
  const address = (await addressAnswer.json()) as { address: string; memo: string | null };
  const sent = await request.post('/api/dev/sandbox/crypto-transfers', {
    data: {
      network: 'TON',
      currency,
      address: address.address,
      ...(address.memo ? { memo: address.memo } : {}),
      amount,
      tx_hash: randomBytes(24).toString('hex'),
    },
  });
  if (!sent.ok()) throw new Error(`crypto transfer answered ${sent.status()}: ${await sent.text()}`);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const balances = (await (await request.get(`${API}/balances`, { headers })).json()) as {
      balances: { currency: string; available: string }[];
    };
    if (balances.balances.some((balance) => balance.currency === currency)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the deposit was never credited');
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Pays out `amount` of a currency on TON to the profile's own TON deposit address; the sandbox
 * payout provider pays any address in full and the payout worker finishes it within a second or
 * two. Resolves once the payout is DONE.
 */
export async function withdrawOnTon(
  request: APIRequestContext,
  accessToken: string,
  currency: string,
  amount: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const address = (await (
    await request.get(`${API}/deposit-address?currency=${currency}&network=TON`, { headers })
  ).json()) as {
    address: string;
  };
  // A new address is confirmed once before money goes to it, then the payout is taken.
  const answer = await postWithdrawal(request, accessToken, {
    payway: 'crypto',
    currency,
    network: 'TON',
    amount,
    requisite: { value: address.address },
  });
  if (!answer.ok()) throw new Error(`withdrawal answered ${answer.status()}: ${await answer.text()}`);
  const { transaction } = (await answer.json()) as { transaction: { id: string } };
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const seen = (await (await request.get(`${API}/transactions/${transaction.id}`, { headers })).json()) as {
      status: string;
    };
    if (seen.status === 'DONE') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the payout never finished');
}
