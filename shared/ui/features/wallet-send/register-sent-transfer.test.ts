import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerSentTransfer } from './register-sent-transfer';

const facts = {
  messageHash: 'ab'.repeat(32),
  address: 'UQBKgXCNLPexWhs2L79kiARR1phGH1LwXxRbNsCFF9doczSI',
  amount: 1_250_000_000n,
  symbol: 'TON',
  decimals: 9,
};

afterEach(() => vi.restoreAllMocks());

describe('registering a sent transfer for the bot', () => {
  it('posts only public facts, without waiting for the answer', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const call = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    expect(registerSentTransfer({ call } as never, facts)).toBeUndefined();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'registerWalletTransfer' }), {
      body: {
        message_hash: facts.messageHash,
        address: facts.address,
        amount: '1250000000',
        symbol: 'TON',
        decimals: 9,
      },
    });
    answer({ message_hash: facts.messageHash, status: 'pending' });
  });

  it('never throws when the call fails: a console warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const call = vi.fn(() => Promise.reject(new Error('offline')));
    registerSentTransfer({ call } as never, facts);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    const throwing = vi.fn(() => {
      throw new Error('sync');
    });
    expect(() => registerSentTransfer({ call: throwing } as never, facts)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(() => registerSentTransfer(null, facts)).not.toThrow();
  });
});
