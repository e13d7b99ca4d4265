import { randomUUID } from 'node:crypto';
import { send } from '../http/keep-alive-client';
import type { BenchUser } from './api-users';

// The answers come uncompressed: the ratio is the cost of the server, not of gzip.
const IDENTITY = { 'Accept-Encoding': 'identity' };

/** What a conversion of the bench moves: 10 EUR to USDT, well inside the convert's limits. */
export const CONVERSION = { from_currency: 'EUR', to_currency: 'USDT', from_amount: '10' } as const;

/** What each quoted case asks for: a convert, or a BUY between balances. */
const QUOTES = {
  conversions: { kind: 'convert', ...CONVERSION },
  exchanges: { kind: 'exchange', ...CONVERSION, from_payway: 'balance', to_payway: 'balance' },
} as const;

/**
 * One conversion or exchange as a person makes it: `POST quotes` for the user's price, then
 * `POST conversions` or `POST exchanges` with its id and an Idempotency-Key of its own, both to the
 * same instance. Resolves with the milliseconds from the quote's request to the last byte.
 */
export async function quoteAndTakeOnce(
  baseUrl: string,
  user: BenchUser,
  kind: 'conversions' | 'exchanges',
): Promise<number> {
  const headers = {
    ...IDENTITY,
    Authorization: `Bearer ${user.token}`,
    'X-Forwarded-For': user.forwardedFor,
    'Profile-Id': user.profileId,
    'Content-Type': 'application/json',
  };
  const startedAt = performance.now();
  const quoted = await send(`${baseUrl}/api/client/v1/quotes`, {
    method: 'POST',
    headers,
    body: JSON.stringify(QUOTES[kind]),
  });
  if (!quoted.ok) throw new Error(`POST quotes answered ${quoted.status}: ${quoted.text}`);
  const converted = await send(`${baseUrl}/api/client/v1/${kind}`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ quote_id: (JSON.parse(quoted.text) as { id: string }).id }),
  });
  if (!converted.ok) throw new Error(`POST ${kind} answered ${converted.status}: ${converted.text}`);
  return performance.now() - startedAt;
}
