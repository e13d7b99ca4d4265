import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VaultError } from '../../../wallet/vault/index';
import { pressMainButton } from '../../test/fake-platform';
import { createFakeChain, RECIPIENT, renderWalletScreen } from '../../test/wallet-money-kit';
import { SEND_CONFIRM_PATH, SEND_SUCCESS_PATH } from '../../wallet-ui/chain/wallet-money-paths';
import { useSendDraftStore } from '../../wallet-ui/send-draft-store';
import { SendConfirmPage } from './send-confirm-page';

afterEach(() => {
  cleanup();
  useSendDraftStore.getState().reset();
});

function open(unlock: (request: unknown) => Promise<{ secretKey: Uint8Array }>) {
  const draft = useSendDraftStore.getState();
  draft.setRecipient(RECIPIENT, 'for lunch');
  draft.setToken('ton');
  draft.setAmount('1');
  const chain = createFakeChain({ ton: 3_000_000_000n, fee: 5_000_000n });
  return renderWalletScreen({
    path: SEND_CONFIRM_PATH,
    element: <SendConfirmPage />,
    money: { chain, unlock: vi.fn(unlock) },
  });
}

const sendButton = () => screen.getByRole('button', { name: 'Confirm and send' });

describe('send: confirm (unlock right before signing)', () => {
  it('shows what will happen, then unlocks with the password, signs, wipes the key and moves on', async () => {
    const key = new Uint8Array(64).fill(7);
    const { money, platform, router } = open(async () => ({ secretKey: key }));
    const list = await screen.findByLabelText('Transfer summary');
    await waitFor(() => expect(list.textContent).toContain('Total1.005\u00a0TON'));
    expect(list.textContent).toContain(RECIPIENT);
    expect(list.textContent).toContain('1.00\u00a0TON');
    expect(list.textContent).toContain('0.005\u00a0TON');
    expect(list.textContent).toContain('for lunch');

    await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
    pressMainButton(platform);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your wallet password to sign');
    expect(money.unlock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Wallet password'), { target: { value: 'Correct-horse-9!' } });
    pressMainButton(platform);
    await waitFor(() => expect(router.state.location.pathname).toBe(SEND_SUCCESS_PATH));
    expect(money.unlock).toHaveBeenCalledWith({ method: 'PASSWORD', password: 'Correct-horse-9!' });
    expect(money.chain.send).toHaveBeenCalledWith(
      expect.objectContaining({ to: RECIPIENT, amount: 1_000_000_000n, comment: 'for lunch' }),
      key,
    );
    // TON paid the fee: no relay quote went with the transfer.
    expect(vi.mocked(money.chain.send).mock.calls[0]).toHaveLength(2);
    // The key served one signature and was wiped; the draft is gone; the success screen gets public facts only.
    expect(key.every((byte) => byte === 0)).toBe(true);
    expect(useSendDraftStore.getState().to).toBe('');
    expect(router.state.location.state).toEqual({
      messageHash: 'ab'.repeat(32),
      to: RECIPIENT,
      amount: '1000000000',
      decimals: 9,
      symbol: 'TON',
      fee: '5000000',
      feePayer: 'ton',
    });
  });

  it('a wrong password is said under the field and nothing is signed', async () => {
    const { money, platform, router } = open(async () => {
      throw new VaultError('WRONG_PASSWORD');
    });
    await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText('Wallet password'), { target: { value: 'nope' } });
    pressMainButton(platform);
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password');
    expect(money.chain.send).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(SEND_CONFIRM_PATH);
  });
});
