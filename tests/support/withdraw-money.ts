import type { APIRequestContext, Page } from '@playwright/test';
import { freshTotp } from './accounts';
import { postWithdrawal } from './payout-details';

const API = '/api/client/v1';

/** A SEPA IBAN the sandbox pays in full (any ending but 0002 and 0051). */
export const PAYOUT_IBAN = 'DE89370400440532013000';

/** A SEPA IBAN the sandbox payout provider refuses (it ends in 0002). */
export const REFUSED_IBAN = 'DE40370400440532010002';

async function call<T>(
  request: APIRequestContext,
  accessToken: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await request.fetch(`${API}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${accessToken}`, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  if (!answer.ok()) throw new Error(`${method} ${path} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

const idempotent = () => ({ 'Idempotency-Key': `e2e-${crypto.randomUUID()}` });

export { telegramAccessToken } from './accounts';

/** Tops up EUR by a SEPA deposit, then reports the bank transfer to the sandbox: credited at once. */
export async function fundEurBySepa(request: APIRequestContext, accessToken: string, amount: string) {
  const deposit = await call<{ transaction: { bank_details: { reference: string } | null } }>(
    request,
    accessToken,
    'POST',
    'deposits',
    { payway: 'sepa', currency: 'EUR', amount },
    idempotent(),
  );
  const reference = deposit.transaction.bank_details?.reference;
  if (!reference) throw new Error('The SEPA deposit has no reference');
  const arrived = await request.post('/api/dev/sandbox/bank-transfers', { data: { reference } });
  if (!arrived.ok()) throw new Error(`bank-transfers answered ${arrived.status()}: ${await arrived.text()}`);
}

/**
 * A SEPA withdrawal by API (before 2FA is on), its new IBAN confirmed by the mailed code (or
 * Telegram) first: it counts toward the day's payout cap. Answers its id.
 */
export async function withdrawEurByApi(
  request: APIRequestContext,
  accessToken: string,
  amount: string,
  iban = PAYOUT_IBAN,
): Promise<string> {
  const answer = await postWithdrawal(request, accessToken, {
    payway: 'sepa',
    currency: 'EUR',
    amount,
    requisite: { value: iban },
  });
  if (!answer.ok()) throw new Error(`withdrawals answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { transaction: { id: string } }).transaction.id;
}

/** The EUR the profile may spend now (available, not held), as the API writes it. */
export async function availableEur(request: APIRequestContext, accessToken: string): Promise<string> {
  const { balances } = await call<{ balances: { currency: string; available: string }[] }>(
    request,
    accessToken,
    'GET',
    'balances',
  );
  return balances.find((balance) => balance.currency === 'EUR')?.available ?? '0';
}

/** Turns 2FA on with every scope (transfers included); answers the secret for later codes. */
export async function turnOnTwoFactor(
  request: APIRequestContext,
  accessToken: string,
  usedSteps: Set<number>,
): Promise<string> {
  const { secret } = await call<{ secret: string }>(request, accessToken, 'POST', '2fa/setup');
  await call(request, accessToken, 'POST', '2fa/enable', { code: await freshTotp(secret, usedSteps) });
  return secret;
}

/**
 * Chromium logs every 4xx answer as a console error. A 2FA demand (403) and a refused payout over
 * the cap (422) are answers the screens handle, so only those are let through.
 */
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of (403|422) /;

/** Console errors and uncaught exceptions of the page, to assert there are none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_REFUSAL.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
