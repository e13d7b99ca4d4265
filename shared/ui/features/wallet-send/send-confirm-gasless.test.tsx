import { WalletError } from '@ferry/shared/wallet';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressMainButton } from '../../test/fake-platform';
import {
  createFakeChain,
  makeGaslessQuote,
  RECIPIENT,
  renderWalletScreen,
  usdtToken,
} from '../../test/wallet-money-kit';
import type { GaslessQuote } from '../../wallet-ui/chain/wallet-chain';
import { SEND_CONFIRM_PATH, SEND_SUCCESS_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { SendConfirmPage } from './send-confirm-page';

afterEach(() => {
  cleanup();
  useSendDraftStore.getState().reset();
});

const PASSWORD = 'Correct-horse-9!';

/** 2 USDT out of 10 to the recipient, with the relay's `gasless` offer on the estimate. */
function open({ ton, gasless }: { ton: bigint; gasless: GaslessQuote }) {
  const usdt = usdtToken(10_000_000n);
  const draft = useSendDraftStore.getState();
  draft.setRecipient(RECIPIENT, '');
  draft.setToken(usdt.slug);
  draft.setAmount('2');
  const chain = createFakeChain({ ton, jettons: [usdt], fee: 5_000_000n, gasless });
  return renderWalletScreen({ path: SEND_CONFIRM_PATH, element: <SendConfirmPage />, money: { chain } });
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const summary = async () => (await screen.findByLabelText('Transfer summary')).textContent ?? '';

async function sendWithPassword(platform: ReturnType<typeof open>['platform']) {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Confirm and send' }).hasAttribute('disabled')).toBe(false),
  );
  fireEvent.change(screen.getByLabelText('Wallet password'), { target: { value: PASSWORD } });
  pressMainButton(platform);
}

describe('send: confirm, the fee paid in the token through the relay (gasless)', () => {
  it('a wallet without TON pays in the token by default, sees commission and total, and sends the quote', async () => {
    const quote = makeGaslessQuote({ commission: 300_000n, freeLeft: 0, freePerMonth: 3 });
    const { money, platform, router } = open({ ton: 0n, gasless: quote });
    await waitFor(async () => expect(await summary()).toContain('Fee paid in USDT0.30\u00a0USDT'));
    expect(await summary()).toContain('Total2.30\u00a0USDT');
    expect(screen.getByRole('group', { name: 'Pay the fee in' })).toBeTruthy();
    expect(radio('USDT').checked).toBe(true);
    expect(radio('TON').disabled).toBe(true);
    expect(screen.getByText('Not enough TON for network fee')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('0 of 3 free transfers left this month');

    await sendWithPassword(platform);
    await waitFor(() => expect(router.state.location.pathname).toBe(SEND_SUCCESS_PATH));
    expect(money.chain.send).toHaveBeenCalledWith(
      expect.objectContaining({ to: RECIPIENT, amount: 2_000_000n }),
      expect.any(Uint8Array),
      { gasless: quote },
    );
    expect(router.state.location.state).toMatchObject({ fee: '300000', feePayer: 'token', symbol: 'USDT' });
  });

  it('a free transfer says "Free" and how many free ones are left', async () => {
    open({ ton: 0n, gasless: makeGaslessQuote({ commission: 0n, freeLeft: 2, freePerMonth: 3 }) });
    await waitFor(async () => expect(await summary()).toContain('Fee paid in USDTFree'));
    expect(await summary()).toContain('Total2.00\u00a0USDT');
    // This transfer takes one of the two free ones left: one remains after it.
    expect(screen.getByRole('note').textContent).toBe('1 of 3 free transfers left this month');
  });

  it('with TON to pay, TON is the default; the token is a choice, and choosing TON again sends without the quote', async () => {
    const quote = makeGaslessQuote({ commission: 300_000n });
    const { money, platform, router } = open({ ton: 1_000_000_000n, gasless: quote });
    await waitFor(async () => expect(await summary()).toContain('Network fee0.005\u00a0TON'));
    expect(radio('TON').checked).toBe(true);
    expect(await summary()).not.toContain('Total');
    expect(screen.queryByRole('note')).toBeNull();

    fireEvent.click(radio('USDT'));
    expect(await summary()).toContain('Total2.30\u00a0USDT');
    expect(screen.getByRole('note').textContent).toBe('0 of 3 free transfers left this month');

    fireEvent.click(radio('TON'));
    expect(await summary()).toContain('Network fee0.005\u00a0TON');
    await sendWithPassword(platform);
    await waitFor(() => expect(router.state.location.pathname).toBe(SEND_SUCCESS_PATH));
    expect(vi.mocked(money.chain.send).mock.calls[0]).toHaveLength(2);
    expect(router.state.location.state).toMatchObject({ fee: '5000000', feePayer: 'ton' });
  });

  it('the token is not offered when it cannot cover the amount and the commission', async () => {
    const quote = makeGaslessQuote({ commission: 9_000_000n });
    open({ ton: 1_000_000_000n, gasless: quote });
    await waitFor(() => expect(radio('USDT').disabled).toBe(true));
    expect(radio('TON').checked).toBe(true);
    expect(screen.getByText('Not enough USDT for the amount and the fee')).toBeTruthy();
  });

  it('a refused relay send is said, and a fresh quote is asked for', async () => {
    const { money, platform, router } = open({ ton: 0n, gasless: makeGaslessQuote() });
    const expired = new WalletError('GASLESS_QUOTE_EXPIRED');
    vi.mocked(money.chain.send).mockRejectedValueOnce(expired);
    await waitFor(async () => expect(await summary()).toContain('Total2.30\u00a0USDT'));
    expect(money.chain.estimate).toHaveBeenCalledTimes(1);

    await sendWithPassword(platform);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The fee offer has expired. Check the new fee and confirm again',
    );
    await waitFor(() => expect(money.chain.estimate).toHaveBeenCalledTimes(2));
    expect(router.state.location.pathname).toBe(SEND_CONFIRM_PATH);
  });
});
