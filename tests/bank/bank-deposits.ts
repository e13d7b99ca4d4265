import { randomBytes } from 'node:crypto';
import type { Operation } from './bank-history';
import { readJson } from './bank-http';
import type { ClientContext } from './bank-operations';
import { minorToText, randomInt } from './bank-random';
import { sendForSetup } from './bank-users';

/** USDT arrives on TON in the sandbox: one confirmation, so it is credited within seconds. */
export const CRYPTO_FUNDING = { currency: 'USDT', network: 'TON', scale: 6 } as const;

interface TransactionAnswer {
  transaction: { id: string; bank_details: { reference: string } | null };
}

/**
 * A SEPA deposit in EUR: `POST deposits` (idempotent), then the sandbox bank reports the
 * transfer by its reference (`POST /api/dev/sandbox/bank-transfers`, booked once per reference).
 */
export async function depositByBankTransfer(context: ClientContext, amount: string): Promise<Operation[]> {
  const created = await context.recorder.perform({
    kind: 'deposit',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: 'deposits',
    body: { payway: 'sepa', currency: 'EUR', amount },
    isIdempotent: true,
  });
  const first = created.attempts.find((attempt) => attempt.verdict === 'ok');
  if (created.outcome !== 'ok' || !first) return [created];
  const reference = readJson<TransactionAnswer>(first).transaction.bank_details?.reference;
  if (!reference) throw new Error(`the SEPA deposit has no bank reference: ${first.text}`);
  const credited = await context.recorder.perform({
    kind: 'deposit-credit',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: '/api/dev/sandbox/bank-transfers',
    body: { reference },
    isIdempotent: false,
    isRetried: true,
  });
  return [created, credited];
}

/** The workload's deposit: a random SEPA top-up while the faults go on. */
export async function depositDuringRun(context: ClientContext): Promise<Operation | undefined> {
  const operations = await depositByBankTransfer(context, minorToText(BigInt(randomInt(5_000, 50_000)), 2));
  return operations.at(-1);
}

/**
 * A crypto deposit: the profile's permanent address (`GET deposit-address`), then the sandbox
 * chain reports a transfer to it with a fixed hash (so a retried report is one deposit); the
 * `crypto-confirmations` worker credits it after the network's confirmations.
 */
export async function depositByChain(context: ClientContext, amount: string): Promise<Operation> {
  const { currency, network } = CRYPTO_FUNDING;
  const address = readJson<{ address: string; memo: string | null }>(
    await sendForSetup(context.recorder.baseUrl, {
      method: 'GET',
      path: `deposit-address?currency=${currency}&network=${network}`,
      token: context.user.token,
      profileId: context.user.profileId,
      forwardedFor: context.user.forwardedFor,
    }),
  );
  return context.recorder.perform({
    kind: 'deposit-credit',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: '/api/dev/sandbox/crypto-transfers',
    body: {
      network,
      currency,
      address: address.address,
      ...(address.memo ? { memo: address.memo } : {}),
      amount,
      tx_hash: randomBytes(32).toString('base64url'),
    },
    isIdempotent: false,
    isRetried: true,
  });
}
