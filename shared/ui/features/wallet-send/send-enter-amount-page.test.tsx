import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pressMainButton } from '../../test/fake-platform';
import { createFakeChain, RECIPIENT, renderWalletScreen, usdtToken } from '../../test/wallet-money-kit';
import { SEND_CONFIRM_PATH, SEND_ENTER_AMOUNT_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { SendEnterAmountPage } from './send-enter-amount-page';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  useSendDraftStore.getState().reset();
});

function open({
  ton,
  tokenSlug = 'ton',
  jettons = [],
}: {
  ton: bigint;
  tokenSlug?: string;
  jettons?: ReturnType<typeof usdtToken>[];
}) {
  useSendDraftStore.getState().setRecipient(RECIPIENT, '');
  useSendDraftStore.getState().setToken(tokenSlug);
  // 0.005 TON of network fee for every transfer.
  const chain = createFakeChain({ ton, jettons, fee: 5_000_000n });
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
});
