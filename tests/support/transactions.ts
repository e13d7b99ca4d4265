import type { APIRequestContext } from '@playwright/test';
import type { StoredTokens } from './accounts';
import { postWithdrawal } from './payout-details';

const API = '/api/client/v1';
/** The sandbox's outside world (server/src/features/deposits/sandbox.routes.ts). */
const SANDBOX = '/api/dev/sandbox';

/** What the transaction pages read of a transaction. */
export interface ApiTransaction {
  id: string;
  type: string;
  status: string;
  bank_details: { reference: string; iban: string | null } | null;
  action_choices: string[];
}

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

function auth(tokens: StoredTokens, key?: string) {
  return { Authorization: `Bearer ${tokens.accessToken}`, ...(key ? { 'Idempotency-Key': key } : {}) };
}

export { telegramSession as telegramTokens } from './accounts';

/** A SEPA deposit waiting for the user's bank transfer (status WAIT, with bank details). */
export async function startSepaDeposit(
  request: APIRequestContext,
  tokens: StoredTokens,
  { amount = '250', convertTo }: { amount?: string; convertTo?: string } = {},
): Promise<ApiTransaction> {
  const answer = await request.post(`${API}/deposits`, {
    headers: auth(tokens, crypto.randomUUID()),
    data: { payway: 'sepa', currency: 'EUR', amount, ...(convertTo ? { convert_to: convertTo } : {}) },
  });
  return (await ok<{ transaction: ApiTransaction }>(answer, 'deposit')).transaction;
}

/** The sandbox bank reports `amount` EUR arriving with the deposit's reference. */
export async function sendBankTransfer(request: APIRequestContext, reference: string, amount: string) {
  return ok(
    await request.post(`${SANDBOX}/bank-transfers`, { data: { reference, amount } }),
    'sandbox bank transfer',
  );
}

/**
 * A SEPA deposit converting to USDT that gets 1 EUR, below the 5 EUR minimum: the server parks it
 * as ACTION_REQUIRED offering REFUND, DEPOSIT and RETRY (action-choices.routes.test.ts).
 */
export async function parkedDeposit(
  request: APIRequestContext,
  tokens: StoredTokens,
): Promise<ApiTransaction> {
  const deposit = await startSepaDeposit(request, tokens, { convertTo: 'USDT' });
  await sendBankTransfer(request, deposit.bank_details?.reference ?? '', '1');
  return getTransaction(request, tokens, deposit.id);
}

export async function getTransaction(
  request: APIRequestContext,
  tokens: StoredTokens,
  externalId: string,
): Promise<ApiTransaction> {
  return ok(await request.get(`${API}/transactions/${externalId}`, { headers: auth(tokens) }), 'transaction');
}

/** A USDT transfer on TRC20 to the profile's deposit address: PROCESSING until confirmed. */
export async function sendCryptoDeposit(
  request: APIRequestContext,
  tokens: StoredTokens,
  amount = '25',
): Promise<ApiTransaction> {
  const target = await ok<{ address: string }>(
    await request.get(`${API}/deposit-address?currency=USDT&network=TRC20`, { headers: auth(tokens) }),
    'deposit address',
  );
  const sent = await ok<{ transaction: ApiTransaction }>(
    await request.post(`${SANDBOX}/crypto-transfers`, {
      data: { network: 'TRC20', currency: 'USDT', address: target.address, amount },
    }),
    'sandbox crypto transfer',
  );
  return sent.transaction;
}

/** A valid German IBAN (mod-97 check digits) whose account number ends in `suffix`. */
export function sepaIbanEndingIn(suffix: string): string {
  const bban = `37040044${suffix.padStart(10, '5')}`;
  const digits = [...`${bban}DE00`]
    .map((character) => (/[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character))
    .join('');
  return `DE${String(98n - (BigInt(digits) % 97n)).padStart(2, '0')}${bban}`;
}

/** 250 EUR on the balance: a SEPA deposit the sandbox bank pays in full. */
export async function fundEuros(request: APIRequestContext, tokens: StoredTokens): Promise<void> {
  const deposit = await startSepaDeposit(request, tokens);
  await sendBankTransfer(request, deposit.bank_details?.reference ?? '', '250');
}

/**
 * A SEPA payout to an IBAN ending in 0002, which the sandbox payout provider refuses
 * (server/src/providers/payouts/sandbox-payouts.ts): it goes from PROCESSING to FAIL.
 */
export async function failingPayout(
  request: APIRequestContext,
  tokens: StoredTokens,
): Promise<ApiTransaction> {
  await fundEuros(request, tokens);
  // A new IBAN is confirmed once by the mailed code before money goes to it; then the payout is taken.
  const answer = await postWithdrawal(request, tokens.accessToken, {
    payway: 'sepa',
    currency: 'EUR',
    amount: '100',
    requisite: { value: sepaIbanEndingIn('0002') },
  });
  return (await ok<{ transaction: ApiTransaction }>(answer, 'withdrawal')).transaction;
}
