import type { TransactionView } from '@ferry/shared/contracts';

export const TX_ID = 'tx_7f3a9c21';

/** A transaction as the API answers it; a finished SEPA deposit unless told otherwise. */
export function makeTransaction(overrides: Partial<TransactionView> = {}): TransactionView {
  return {
    id: TX_ID,
    type: 'PAYIN',
    direction: 'PAYIN',
    status: 'DONE',
    exchange_kind: null,
    amount: '250',
    currency: 'EUR',
    fee: '1.5',
    fee_currency: 'EUR',
    to_amount: null,
    to_currency: null,
    rate: null,
    network: null,
    payway: 'sepa',
    requisite: null,
    bank_details: null,
    hash: null,
    parent_id: null,
    reproduced_id: null,
    paid_amount: null,
    failure_code: null,
    action_choices: [],
    expires_at: null,
    created_at: '2026-03-05T09:07:00.000Z',
    updated_at: '2026-03-05T09:08:00.000Z',
    ...overrides,
  };
}

export const SEPA_BANK_DETAILS: NonNullable<TransactionView['bank_details']> = {
  recipient: 'Ferry Payments UAB',
  reference: 'FRY-8K2M-4Q',
  country: 'LT',
  bank_name: 'Sandbox Bank',
  bank_address: 'Gedimino pr. 1, Vilnius',
  bank_code: 'SNDBLT21',
  iban: 'LT121000011101001000',
};
