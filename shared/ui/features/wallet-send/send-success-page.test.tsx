import { cleanup, getDefaultNormalizer, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeChain, RECIPIENT, renderWalletScreen } from '../../test/wallet-money-kit';
import { SEND_SUCCESS_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { SendSuccessPage } from './send-success-page';
import type { SentState } from './sent-state';

afterEach(cleanup);

const USDT_SENT: SentState = {
  messageHash: 'ab'.repeat(32),
  to: RECIPIENT,
  amount: '2000000',
  decimals: 6,
  symbol: 'USDT',
  fee: '300000',
  feePayer: 'token',
};

function open(state: SentState) {
  const chain = createFakeChain({ ton: 0n });
  return renderWalletScreen({
    path: SEND_SUCCESS_PATH,
    element: <SendSuccessPage />,
    money: { chain },
    state,
  });
}

describe('send: success shows the fee that was paid', () => {
  it.each([
    ['TON', { ...USDT_SENT, fee: '5000000', feePayer: 'ton' }, 'Network fee: 0.005\u00a0TON'],
    ['the token, through the relay', USDT_SENT, 'Fee paid in USDT: 0.30\u00a0USDT'],
    ['nothing, a free transfer', { ...USDT_SENT, fee: '0' }, 'No fee: one of your free transfers this month'],
  ] as const)('paid in %s', async (_payer, state, text) => {
    open(state);
    // Amounts keep their no-break space; the default normalizer would fold it into a plain one.
    const normalizer = getDefaultNormalizer({ collapseWhitespace: false });
    expect((await screen.findByText(text, { normalizer })).textContent).toBe(text);
  });
});
