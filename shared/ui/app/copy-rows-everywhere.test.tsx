import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BankDetailsPanel } from '../features/deposit/components/bank-details-panel';
import { DetailList } from '../features/transactions/components/detail-list';
import { WalletDetailList } from '../features/wallet-home/transaction-details/wallet-detail-list';
import { createFakeChain, renderWalletScreen } from '../test/wallet-money-kit';

afterEach(cleanup);

const IBAN = 'LT12 1000 0111 0100 1000 0000 0000 0000 0000';

// Every copyable value goes through the one CopyRow: value first, the button at the end of the
// same row, so the button never sits below a long value and beside a short one.
const screens: { name: string; element: ReactNode; values: string[] }[] = [
  {
    name: 'a transaction’s details',
    element: (
      <DetailList
        items={[
          { label: 'Transaction ID', value: 'F8HVRAQ5S5YFJ', copyValue: 'F8HVRAQ5S5YFJ' },
          { label: 'IBAN', value: IBAN, copyValue: IBAN },
          { label: 'Status', value: 'Completed' },
        ]}
      />
    ),
    values: ['F8HVRAQ5S5YFJ', IBAN],
  },
  {
    name: 'a wallet transaction’s details',
    element: (
      <WalletDetailList
        items={[
          { label: 'To', value: 'UQAb…x9Zk', copyValue: 'UQAbcdefx9Zk', copyLabel: 'Copy address' },
          { label: 'Transaction ID', value: 'ab'.repeat(32), copyValue: 'ab'.repeat(32) },
        ]}
      />
    ),
    values: ['UQAb…x9Zk', 'ab'.repeat(32)],
  },
  {
    name: 'the bank details of a SEPA deposit',
    element: (
      <BankDetailsPanel
        amount="100"
        currency="EUR"
        details={{
          recipient: 'Ferry Payments UAB',
          reference: 'FERRY-7Q2K',
          country: 'LT',
          bank_name: 'Sandbox Bank',
          bank_address: 'Gedimino pr. 1, Vilnius',
          bank_code: 'SBXLT21',
          iban: IBAN,
        }}
      />
    ),
    values: ['Ferry Payments UAB', IBAN, 'FERRY-7Q2K', 'Sandbox Bank', 'SBXLT21', 'Gedimino pr. 1, Vilnius'],
  },
];

describe('every copyable value is one CopyRow', () => {
  it.each(screens)('$name', ({ element, values }) => {
    const { container } = renderWalletScreen({
      path: '/details',
      element,
      money: { chain: createFakeChain({ ton: 0n }) },
    });
    const buttons = screen.getAllByRole('button', { name: /Copy/ });
    expect(buttons).toHaveLength(values.length);
    for (const button of buttons) {
      const row = button.closest('.ferry-copy-row');
      expect(row, button.textContent ?? '').not.toBeNull();
      // The value first, the button in the row's end cell: the same grid everywhere.
      expect(row?.firstElementChild?.className).toContain('ferry-copy-row-value');
      expect(row?.lastElementChild?.contains(button)).toBe(true);
    }
    expect(
      [...container.querySelectorAll('.ferry-copy-row-value')].map((value) => value.textContent),
    ).toEqual(values);
  });
});
