import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pressMainButton } from '../../test/fake-platform';
import {
  createFakeChain,
  makeGaslessQuote,
  RECIPIENT,
  renderWalletScreen,
  usdtToken,
} from '../../test/wallet-money-kit';
import type { GaslessQuote } from '../../wallet-ui/chain/wallet-chain';
import { SEND_CONFIRM_PATH, SEND_ENTER_AMOUNT_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { SendEnterAmountPage } from './send-enter-amount-page';

afterEach(() => {
  cleanup();
  useSendDraftStore.getState().reset();
});

function open({
  ton,
  tokenSlug = 'ton',
  jettons = [],
  gasless = null,
}: {
  ton: bigint;
  tokenSlug?: string;
  jettons?: ReturnType<typeof usdtToken>[];
  gasless?: GaslessQuote | null;
}) {
  useSendDraftStore.getState().setRecipient(RECIPIENT, '');
  useSendDraftStore.getState().setToken(tokenSlug);
  // 0.005 TON of network fee for every transfer.
  const chain = createFakeChain({ ton, jettons, fee: 5_000_000n, gasless });
  return renderWalletScreen({
    path: SEND_ENTER_AMOUNT_PATH,
    element: <SendEnterAmountPage />,
    money: { chain },
  });
}

async function typeAmount(text: string) {
  fireEvent.change(await screen.findByLabelText('Amount, TON'), { target: { value: text } });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('send: enter amount (max, fee, not enough TON for the fee)', () => {
  it('Max leaves the emulated network fee, and the fee is shown before going on', async () => {
    const { money } = open({ ton: 3_000_000_000n });
    fireEvent.click(await screen.findByRole('button', { name: 'Max' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Amount, TON') as HTMLInputElement).value).toBe('2.995'),
    );
    // The fee of sending everything was asked of the chain, with the whole balance.
    expect(money.chain.estimate).toHaveBeenCalledWith(
      expect.objectContaining({ to: RECIPIENT, amount: 3_000_000_000n }),
      expect.anything(),
    );
    expect((await screen.findByText(/Network fee ≈/)).textContent).toBe('Network fee ≈ 0.005\u00a0TON');
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
  });

  it('says when the fee does not fit, when the balance does not, and lets a good amount through', async () => {
    const { platform, router } = open({ ton: 3_000_000_000n });
    await typeAmount('2.999');
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough TON for network fee');
    expect(continueButton().hasAttribute('disabled')).toBe(true);

    await typeAmount('5');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not enough on balance'));

    await typeAmount('0');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The amount must be more than zero'),
    );

    await typeAmount('1.25');
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    pressMainButton(platform);
    await waitFor(() => expect(router.state.location.pathname).toBe(SEND_CONFIRM_PATH));
    expect(useSendDraftStore.getState().amount).toBe('1.25');
  });

  it('a jetton needs TON for the fee and the attached forward amount', async () => {
    const usdt = usdtToken(10_000_000n);
    open({ ton: 20_000_000n, tokenSlug: usdt.slug, jettons: [usdt] });
    fireEvent.change(await screen.findByLabelText('Amount, USDT'), { target: { value: '2' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough TON for network fee');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    await waitFor(() => expect((screen.getByLabelText('Amount, USDT') as HTMLInputElement).value).toBe('10'));
  });

  it('without TON, the relay’s fee in the token counts: shown, taken off Max, and checked with the amount', async () => {
    const usdt = usdtToken(10_000_000n);
    const quote = makeGaslessQuote({ commission: 300_000n });
    const { platform, router } = open({ ton: 0n, tokenSlug: usdt.slug, jettons: [usdt], gasless: quote });
    const field = async () => (await screen.findByLabelText('Amount, USDT')) as HTMLInputElement;
    fireEvent.change(await field(), { target: { value: '9.8' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough USDT for the amount and the fee');

    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    await waitFor(async () => expect((await field()).value).toBe('9.7'));
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Fee ≈ 0.30\u00a0USDT, paid in USDT');
    pressMainButton(platform);
    await waitFor(() => expect(router.state.location.pathname).toBe(SEND_CONFIRM_PATH));
  });

  it('a free relay transfer shows no fee', async () => {
    const usdt = usdtToken(10_000_000n);
    const quote = makeGaslessQuote({ commission: 0n, freeLeft: 3 });
    open({ ton: 0n, tokenSlug: usdt.slug, jettons: [usdt], gasless: quote });
    fireEvent.change(await screen.findByLabelText('Amount, USDT'), { target: { value: '10' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'No fee: this is one of your free transfers this month',
      ),
    );
    await waitFor(() => expect(continueButton().hasAttribute('disabled')).toBe(false));
  });
});
