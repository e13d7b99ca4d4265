import { LANGUAGES } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { HISTORY_KINDS } from '@ferry/shared/wallet';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeChain, makeWalletHistoryItem, renderWalletScreen } from '../../../test/wallet-money-kit';
import type { WalletHistoryItem } from '../../../wallet-ui/chain/wallet-chain';
import { TokenAmountText } from '../token-amount-text';
import { WalletHistoryRow, walletHistoryTitleKey } from './wallet-history-row';

function item(overrides: Partial<WalletHistoryItem>): WalletHistoryItem {
  return makeWalletHistoryItem({ amount: 3_494_119_999n, ...overrides });
}

afterEach(cleanup);

function renderRow(entry: WalletHistoryItem) {
  renderWalletScreen({
    path: '/history',
    element: (
      <ul>
        <WalletHistoryRow item={entry} />
      </ul>
    ),
    money: { chain: createFakeChain({ ton: 0n }) },
  });
  return screen.getByRole('link');
}

// A line names what happened, never a bare "Transaction 0.00 TON", and amounts are short, not nine decimals.
describe('a wallet history line says what happened', () => {
  it.each([
    {
      name: 'a TON received',
      entry: {},
      title: 'Wallet Received',
      amount: '+3.4941\u00a0TON',
      exact: '+3.494119999\u00a0TON',
    },
    {
      name: 'a TON sent',
      entry: { direction: 'out' as const, amount: 1_500_000_000n },
      title: 'Wallet Sent',
      amount: '\u20131.50\u00a0TON',
      exact: null,
    },
    {
      name: 'a contract call that moved nothing',
      entry: {
        direction: 'other' as const,
        kind: 'contractCall' as const,
        actionType: 'SmartContractExec',
        amount: 0n,
      },
      title: 'Wallet Smart contract call',
      amount: null,
      exact: null,
    },
    {
      name: 'the wallet’s activation',
      entry: {
        direction: 'other' as const,
        kind: 'walletInitialize' as const,
        actionType: 'Unknown',
        amount: 0n,
      },
      title: 'Wallet Wallet activated',
      amount: null,
      exact: null,
    },
    {
      name: 'a transfer to itself',
      entry: { direction: 'other' as const, amount: 100_000_000n },
      title: 'Wallet Sent to yourself',
      amount: '0.10\u00a0TON',
      exact: null,
    },
  ])('$name', ({ entry, title, amount, exact }) => {
    const row = renderRow(item(entry));
    expect(row.querySelector('.ferry-transaction-title')?.textContent).toBe(title);
    const shown = row.querySelector('.ferry-transaction-amount');
    expect(shown?.textContent ?? null).toBe(amount);
    expect(shown?.getAttribute('title') ?? null).toBe(exact);
    expect(within(row).queryByText(/0[.,]00\u00a0TON/)).toBeNull();
    expect(row.textContent).not.toContain('Transaction');
  });

  it('every kind has its own name in every language', () => {
    for (const kind of HISTORY_KINDS) {
      const key = walletHistoryTitleKey({ kind, direction: 'other' });
      for (const language of LANGUAGES) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogues[language]);
        expect(typeof text === 'string' && text.length > 0, `${kind} in ${language}`).toBe(true);
      }
    }
  });

  it('a shortened balance shows the exact amount on tap', () => {
    renderWalletScreen({
      path: '/token',
      element: <TokenAmountText amount={3_494_119_999n} decimals={9} symbol="TON" isExpandable />,
      money: { chain: createFakeChain({ ton: 0n }) },
    });
    const amount = screen.getByRole('button', { name: '3.4941\u00a0TON' });
    fireEvent.click(amount);
    expect(amount.textContent).toBe('3.494119999\u00a0TON');
    expect(amount.getAttribute('aria-pressed')).toBe('true');
  });
});
