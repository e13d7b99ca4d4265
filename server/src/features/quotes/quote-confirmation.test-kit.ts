import { decimalToMinor, findCurrency, minorToDecimal } from '@ferry/shared/domain';
import { toMinor } from '../../ledger/minor';
import { SANDBOX_3DS_CODE, SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { SANDBOX_BLIK } from '../../providers/blik/sandbox-blik';
import { type Answer, callSandbox, type createDepositsClient } from '../../test-support/deposits.test-kit';
import { asksToConfirmDetails, confirmDetailsOf } from '../../test-support/payout-details.test-kit';
import type { TestApp } from '../../test-support/test-app';
import {
  cardEndingIn,
  evmAddressEndingIn,
  sepaIbanEndingIn,
  ukrainianIbanEndingIn,
} from '../../test-support/withdrawals.test-kit';
import type { Case } from './quote-cases.test-kit';

export const scaleOf = (code: string) => findCurrency(code)?.scale ?? 2;
export const minor = (text: string | null | undefined, code: string) =>
  decimalToMinor(String(text ?? '0'), scaleOf(code)) ?? 0n;

/** An amount well inside the limits: twenty times the larger minimum, on the step. */
export function fromAmountOf(testCase: Case): string {
  const code = testCase.from.currency;
  const scale = scaleOf(code);
  // bigint: no Math.max.
  let min = 0n;
  for (const text of [testCase.from.min, testCase.convertMin]) {
    const value = minor(text, code);
    if (value > min) min = value;
  }
  const step = minor(testCase.from.step, code) || 1n;
  const amount = ((min * 20n + step - 1n) / step) * step;
  return minorToDecimal(amount > 0n ? amount : 100n * 10n ** BigInt(scale), scale);
}

/** Details a payout of this payway and currency accepts. */
export function requisiteOf(testCase: Case): { value: string } {
  if (testCase.toPayway === 'crypto') return { value: evmAddressEndingIn('4242') };
  if (testCase.toPayway === 'uaiban') return { value: ukrainianIbanEndingIn('4242') };
  if (testCase.toPayway === 'sepa' || testCase.toPayway === 'iban')
    return { value: sepaIbanEndingIn('4242') };
  return { value: cardEndingIn('4242') };
}

export interface QuoteAnswer {
  id: string;
  from_amount: string;
  to_amount: string;
  fee: string;
  payin_fee?: string;
  exchange_fee?: string;
  to_fee: string;
  network_fee: string;
  rate: string;
}

/** Ledger transfers of a transaction and of its children, by public id, in minor units. */
export async function bookedOf(testApp: TestApp, externalId: string) {
  const { db } = testApp.context;
  const row = await db
    .selectFrom('transactions')
    .select(['id'])
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  const transfers = await db
    .selectFrom('ledger_transfers')
    .select(['kind', 'amount', 'currency', 'transaction_id'])
    .where('transaction_id', '=', row.id)
    .execute();
  const children = await db
    .selectFrom('transactions')
    .select(['amount', 'fee', 'currency', 'status'])
    .where('parent_id', '=', row.id)
    .execute();
  const sum = (kind: string, currency: string) =>
    transfers
      .filter((transfer) => transfer.kind === kind && transfer.currency === currency)
      .reduce((total, transfer) => total + toMinor(transfer.amount), 0n);
  return { sum, children };
}

export async function heldOf(testApp: TestApp, profileId: string, currency: string): Promise<bigint> {
  const balances = await testApp.context.ledger.balances(testApp.context.db, profileId);
  return balances.find((balance) => balance.currency === currency)?.heldMinor ?? 0n;
}

/** Confirms a pay-in exchange the way the confirm screen does, through to the money's arrival. */
export async function payIn(
  testApp: TestApp,
  client: ReturnType<typeof createDepositsClient>,
  testCase: Case,
  quote: QuoteAnswer,
): Promise<Answer> {
  const placed = await client.post('deposits', {
    payway: testCase.fromPayway,
    currency: testCase.from.currency,
    amount: quote.from_amount,
    convert_to: testCase.to.currency,
    quote_id: quote.id,
    ...(testCase.from.network ? { network: testCase.from.network } : {}),
    ...(testCase.fromPayway === 'card'
      ? {
          card: {
            number: SANDBOX_CARDS.threeDs,
            expiry: '12 / 39',
            cvv: '123',
            holder_name: 'Alice Example',
          },
        }
      : {}),
    ...(testCase.fromPayway === 'blik' ? { blik_code: SANDBOX_BLIK.approved } : {}),
  });
  if (placed.status !== 200) return placed;
  const transaction = placed.body.transaction as NonNullable<Answer['body']['transaction']>;
  const next = placed.body.next_action as { type: string } | null;
  if (next?.type === 'three_ds')
    return client.post(`deposits/${transaction.id}/3ds`, { code: SANDBOX_3DS_CODE });
  if (next?.type === 'bank_transfer') {
    const details = transaction.bank_details as { reference: string };
    await callSandbox(testApp, 'bank-transfers', { reference: details.reference });
  } else if (next) {
    const row = await testApp.context.db
      .selectFrom('transactions')
      .select('provider_ref')
      .where('external_id', '=', transaction.id)
      .executeTakeFirstOrThrow();
    await callSandbox(testApp, `payments/${row.provider_ref}/confirm`);
  }
  return client.get(`transactions/${transaction.id}`).then((answer) => ({
    status: answer.status,
    body: { transaction: answer.body as NonNullable<Answer['body']['transaction']> },
  }));
}

/** Confirms an exchange from the balance; details never paid to are confirmed first (item 2), as a person would. */
export async function exchangeFromBalance(
  testApp: TestApp,
  client: ReturnType<typeof createDepositsClient>,
  login: Parameters<typeof confirmDetailsOf>[1],
  testCase: Case,
  quote: QuoteAnswer,
) {
  const body = {
    quote_id: quote.id,
    ...(testCase.toPayway === 'balance' ? {} : { requisite: requisiteOf(testCase) }),
  };
  const first = await client.post('exchanges', body);
  if (!asksToConfirmDetails(first)) return first;
  await confirmDetailsOf(testApp, login, first);
  return client.post('exchanges', body);
}
