import type { Operation } from './bank-history';
import { payoutIbansOf } from './bank-payout-details';
import { minorToText, pickOne, randomInt } from './bank-random';
import type { BankRecorder } from './bank-recorder';
import type { BankUser } from './bank-users';

/** A currency the workload moves, with its scale and how much each profile starts with. */
export interface BankCurrency {
  code: string;
  scale: number;
}

export interface ClientContext {
  client: number;
  user: BankUser;
  users: readonly BankUser[];
  currencies: readonly BankCurrency[];
  recorder: BankRecorder;
}

/** A random amount of up to `maxWhole` units, with cents: many succeed, a few overdraw. */
function randomAmount(currency: BankCurrency, maxWhole: number): string {
  const cents = BigInt(randomInt(1, maxWhole * 100));
  return minorToText(cents * 10n ** BigInt(Math.max(0, currency.scale - 2)), currency.scale);
}

/** `POST transfers`: money to another profile, at once and free. */
export function transfer(context: ClientContext): Promise<Operation> {
  const others = context.users.filter((candidate) => candidate.profileId !== context.user.profileId);
  const currency = pickOne(context.currencies);
  return context.recorder.perform({
    kind: 'transfer',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: 'transfers',
    body: {
      currency: currency.code,
      amount: randomAmount(currency, 400),
      to_profile_id: pickOne(others).profileId,
    },
    isIdempotent: true,
  });
}

/** `GET balances`: every balance seen must be ≥ 0. */
export async function readBalances(context: ClientContext): Promise<Operation> {
  const operation = await context.recorder.perform({
    kind: 'read-balances',
    client: context.client,
    user: context.user,
    method: 'GET',
    path: 'balances',
    isIdempotent: false,
  });
  const answer = operation.attempts.at(-1);
  if (operation.outcome === 'ok' && answer?.text) {
    operation.observedBalances = (
      JSON.parse(answer.text) as { balances: { currency: string; available: string; held: string }[] }
    ).balances;
  }
  return operation;
}

/** `GET transactions`: the newest page of the profile's history. */
export function readTransactions(context: ClientContext): Promise<Operation> {
  return context.recorder.perform({
    kind: 'read-transactions',
    client: context.client,
    user: context.user,
    method: 'GET',
    path: 'transactions?limit=20',
    isIdempotent: false,
  });
}

/**
 * A German IBAN (bank code 37040044) for an account number, with its mod-97 check digits. The
 * sandbox payout provider reads the ending: `0002` refuses, `0051` pays half.
 */
export function germanIban(accountNumber: string): string {
  const bban = `37040044${accountNumber.padStart(10, '0')}`;
  // DE00 moved to the end, letters as numbers (D=13, E=14).
  const numeric = `${bban}131400`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/**
 * One of the user's IBANs confirmed before the run (bank-payout-details.ts): paid in full, in half
 * or refused by the provider. Without any, a new random one (the server then asks to confirm it).
 */
function pickPayoutIban(user: BankUser): string {
  const confirmedIbans = payoutIbansOf(user);
  if (confirmedIbans.length > 0) return pickOne(confirmedIbans);
  const ending = pickOne(['1234', '5678', '4242', '9876', '3131', '7070', '2468', '1357', '0051', '0002']);
  return germanIban(`${randomInt(100_000, 999_999)}${ending}`);
}

/**
 * `POST withdrawals`: a SEPA payout in EUR; the payout worker settles it later (DONE, partial or
 * FAIL). Made for a user with confirmed IBANs: a Telegram sign-up has none (no mailbox to confirm
 * them by), and its every payout would be refused.
 */
export function withdraw(context: ClientContext): Promise<Operation> {
  const eur = context.currencies.find((currency) => currency.code === 'EUR') ?? { code: 'EUR', scale: 2 };
  const payees = context.users.filter((candidate) => payoutIbansOf(candidate).length > 0);
  const user = payoutIbansOf(context.user).length > 0 || payees.length === 0 ? context.user : pickOne(payees);
  return context.recorder.perform({
    kind: 'withdrawal',
    client: context.client,
    user,
    method: 'POST',
    path: 'withdrawals',
    body: {
      payway: 'sepa',
      currency: eur.code,
      amount: minorToText(BigInt(randomInt(1_000, 15_000)), eur.scale),
      requisite: { value: pickPayoutIban(user) },
    },
    isIdempotent: true,
  });
}

/**
 * `POST quotes` then `POST exchanges` (or `conversions`): EUR and USDT swapped balance to balance
 * at the quote's price. A quote is only a price: one that got no answer is dropped; the exchange
 * carries the key and is retried.
 */
export async function exchange(context: ClientContext, kind: 'exchange' | 'convert'): Promise<Operation> {
  const [from, to] = Math.random() < 0.5 ? ['EUR', 'USDT'] : ['USDT', 'EUR'];
  const fromCurrency = context.currencies.find((currency) => currency.code === from) ?? {
    code: from,
    scale: 2,
  };
  const quote = await context.recorder.perform({
    kind: 'quote',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: 'quotes',
    body: {
      kind,
      from_currency: from,
      to_currency: to,
      from_amount: randomAmount(fromCurrency, 300),
      ...(kind === 'exchange' ? { from_payway: 'balance', to_payway: 'balance' } : {}),
    },
    isIdempotent: false,
  });
  const answer = quote.attempts.at(-1);
  if (quote.outcome !== 'ok' || !answer?.text) return quote;
  const quoteId = (JSON.parse(answer.text) as { id: string }).id;
  return context.recorder.perform({
    kind,
    client: context.client,
    user: context.user,
    method: 'POST',
    path: kind === 'exchange' ? 'exchanges' : 'conversions',
    body: { quote_id: quoteId },
    isIdempotent: true,
  });
}
