export { fundedUser } from '../../test-support/money.test-kit';

import type { LoginResponse } from '@ferry/shared/contracts';
import { createLedger } from '../../ledger/ledger';
import { auditLedger } from '../../ledger/ledger-audit';
import type { HouseAccountKind } from '../../ledger/ledger-types';
import { asksToConfirmDetails, confirmDetailsOf } from '../../test-support/payout-details.test-kit';
import { bearer, type TestApp } from '../../test-support/test-app';

export interface CallResult {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; details?: unknown } };
}

/** A request to the client base with a signed-in user's token. */
export async function callAs(
  testApp: TestApp,
  login: Pick<LoginResponse, 'access_token'>,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: {
      ...bearer(login),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** `POST withdrawals` once, with a fresh idempotency key (or the one given): new details are refused. */
export function withdrawOnce(
  testApp: TestApp,
  login: Pick<LoginResponse, 'access_token'>,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  return callAs(testApp, login, 'POST', 'withdrawals', {
    body,
    headers: { 'Idempotency-Key': `wd-${crypto.randomUUID()}`, ...headers },
  });
}

export { asksToConfirmDetails, confirmDetailsOf };

/**
 * `POST withdrawals` as a person makes it: details never paid to before are confirmed by the
 * mailed code first, then the same request (the same idempotency key) is sent again.
 */
export async function withdraw(
  testApp: TestApp,
  login: Pick<LoginResponse, 'access_token' | 'email'>,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const keyed = { 'Idempotency-Key': `wd-${crypto.randomUUID()}`, ...headers };
  const first = await withdrawOnce(testApp, login, body, keyed);
  if (!asksToConfirmDetails(first)) return first;
  await confirmDetailsOf(testApp, login, first);
  return withdrawOnce(testApp, login, body, keyed);
}

/** Available and held per currency, in minor units, as text for readable diffs. */
export async function balancesOf(
  testApp: TestApp,
  profileId: string,
): Promise<Record<string, [string, string]>> {
  const balances = await testApp.context.ledger.balances(testApp.context.db, profileId);
  return Object.fromEntries(
    balances.map((balance) => [
      balance.currency,
      [balance.availableMinor.toString(), balance.heldMinor.toString()],
    ]),
  );
}

/** A house account's balance in minor units, all shards (0 when it does not exist yet). */
export function houseBalance(
  testApp: TestApp,
  kind: HouseAccountKind,
  currency: string,
  name = '',
): Promise<bigint> {
  return createLedger({ nowMs: Date.now }).houseBalance(testApp.context.db, kind, currency, name);
}

export async function expectBalancedLedger(testApp: TestApp): Promise<void> {
  const report = await auditLedger(testApp.context.db);
  if (!report.isBalanced) throw new Error(`ledger audit failed: ${JSON.stringify(report.findings)}`);
}

/** A TON address the chain knows, for payouts and refusals on the TON network. */
export const TON_ADDRESS = 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI';
/** Enough of each payout currency for every case, in minor units. */
export const FUNDS = { EUR: 100_000n, UAH: 1_000_000n, USDT: 1_000_000_000n, TON: 100_000_000_000n };

export function cardBody(card: string, amount = '100') {
  return { payway: 'card', currency: 'EUR', amount, requisite: { value: card } };
}
