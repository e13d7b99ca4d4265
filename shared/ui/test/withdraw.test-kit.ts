import type { QuoteView, TransactionView } from '@ferry/shared/contracts';
import { createAccountServer } from './account.test-kit';
import { makeTransaction as transactionView } from './transaction.test-kit';

/** A payout as the API answers it: a new SEPA withdrawal of 100 EUR unless told otherwise. */
export function makeTransaction(overrides: Partial<TransactionView> = {}): TransactionView {
  return transactionView({
    id: 'tx-payout-1',
    type: 'PAYOUT',
    direction: 'PAYOUT',
    status: 'NEW',
    amount: '100',
    fee: '1',
    created_at: '2026-11-25T00:00:00Z',
    updated_at: '2026-11-25T00:00:00Z',
    ...overrides,
  });
}

/** A withdrawal row of the catalogue, available, with no network fee or confirmations unless told. */
export function withdrawRow(
  payway: string,
  currency: string,
  { fee, limits, ...fields }: { fee: object; limits: object } & Record<string, unknown>,
) {
  return {
    payway,
    currency,
    network: null,
    direction: 'withdraw',
    fee,
    limits,
    network_fee: '0',
    confirmations: 0,
    is_available: true,
    ...fields,
  };
}

/** SEPA in EUR: 1 EUR + 0.5 %, 10 to 20 000 a withdrawal; USDT on ERC20 and TON with a network fee. */
export const WITHDRAW_ROWS = [
  withdrawRow('sepa', 'EUR', {
    fee: { type: 'COOPERATE', add: '1', mult: '0.005' },
    limits: { min: '10', max: '20000', mult: null, currency: 'EUR' },
  }),
  withdrawRow('card', 'EUR', {
    fee: { type: 'COOPERATE', add: '0.5', mult: '0.01' },
    limits: { min: '10', max: '5000', mult: null, currency: 'EUR' },
  }),
];

export const SAVED_IBAN = {
  id: '5d0c1d6e-8f57-4c4b-9a43-2b7f8a1e0001',
  kind: 'iban',
  value: 'DE89370400440532013000',
  network: null,
  memo: null,
  name: 'My bank',
  created_at: '2026-11-01T00:00:00Z',
} as const;

/** The profile's verified name in these fixtures. */
export const HOLDER_NAME = 'Olena Kovalenko';

/** A signed-in account with 12 000 EUR and the catalogue above. */
export function createWithdrawServer({ available = '12000', saved = [] as unknown[] } = {}) {
  const server = createAccountServer();
  server.handlers.listBalances = () => ({ balances: [{ currency: 'EUR', available, held: '0' }] });
  server.handlers.listPwCurrencies = () => ({ pwcurrencies: WITHDRAW_ROWS });
  server.handlers.listRequisites = () => ({ requisites: saved });
  // The verified name bank and card payouts go to, prefilled on the details step.
  server.handlers.getPayoutBeneficiary = () => ({ name: HOLDER_NAME });
  server.handlers.createWithdrawal = (request) => {
    const body = request.body as { amount: string };
    return { transaction: makeTransaction({ amount: body.amount }), requisite: null };
  };
  // The transaction page the flow ends on.
  server.handlers.getTransaction = (request) => makeTransaction({ id: request.params.externalId });
  server.handlers.listTransactions = () => ({ transactions: [], next_cursor: null });
  return server;
}

export function makeQuote(overrides: Partial<QuoteView> = {}): QuoteView {
  return {
    id: '9b1f4b8e-3a55-4f0e-8c1e-000000000001',
    kind: 'convert',
    from_currency: 'EUR',
    to_currency: 'USDT',
    from_payway: null,
    to_payway: null,
    from_network: null,
    to_network: null,
    from_amount: '100',
    to_amount: '107.5',
    fee: '0.5',
    payin_fee: '0',
    exchange_fee: '0.5',
    fee_currency: 'EUR',
    to_fee: '0',
    network_fee: '0',
    rate: '1.08',
    limits: { from: { min: '5', max: '10000', mult: null, currency: 'EUR' }, to: null },
    expires_at: '2099-01-01T00:00:00Z',
    created_at: '2026-11-25T00:00:00Z',
    ...overrides,
  };
}
