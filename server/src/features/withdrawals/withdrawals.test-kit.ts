export { fundedUser } from '../../test-support/money-fixtures';

import type { LoginResponse } from '@ferry/shared/contracts';
import { createLedger } from '../../ledger/ledger';
import { auditLedger } from '../../ledger/ledger-audit';
import type { HouseAccountKind } from '../../ledger/ledger-types';
import { readSentCode } from '../../test-support/account-test-kit';
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

/** Whether an answer asks for the one-time confirmation of new payout details (issue 24 item 2). */
export function asksToConfirmDetails(result: CallResult): boolean {
  const details = result.body.error?.details as { scope?: unknown } | undefined;
  return result.body.error?.code === 'AUTH_2FA_REQUIRED' && details?.scope === 'payout_details';
}

/**
 * Confirms the details a refusal names as the user would: asks for the code, reads it from the
 * sandbox outbox at the user's address, and sends it back.
 */
export async function confirmDetailsOf(
  testApp: TestApp,
  login: Pick<LoginResponse, 'access_token' | 'email'>,
  refusal: CallResult,
): Promise<void> {
  const token = (refusal.body.error?.details as { details_token?: string } | undefined)?.details_token;
  if (!token || !login.email)
    throw new Error(`Not a refusal to confirm by mail: ${JSON.stringify(refusal.body)}`);
  const asked = await callAs(testApp, login, 'POST', 'withdrawals/confirmations', {
    body: { details_token: token },
  });
  if (asked.status !== 200) throw new Error(`confirmations answered ${JSON.stringify(asked.body)}`);
  if (asked.body.status === 'confirmed') return;
  const code = await readSentCode(testApp.context, login.email.toLowerCase());
  const confirmed = await callAs(testApp, login, 'POST', 'withdrawals/confirmations/confirm', {
    body: { details_token: token, code },
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${JSON.stringify(confirmed.body)}`);
}

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
