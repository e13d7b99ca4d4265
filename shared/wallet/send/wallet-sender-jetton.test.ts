import { toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildTokenSlug } from '../token-slug';
import { JETTON_TRANSFER_TON, JETTON_TRANSFER_TON_MIN } from './send-constants';
import { openSendingWallet } from './sending-wallet';
import { createWalletSender } from './wallet-sender';
import {
  FEE,
  fakeTonApi,
  JETTON_MASTER,
  JETTON_WALLET,
  KEYS,
  must,
  RECIPIENT,
  readOutgoing,
} from './wallet-sender.test-kit';

describe('createWalletSender', () => {
  it.each([
    ['1 TON attached when the wallet holds it', toNano('10'), JETTON_TRANSFER_TON],
    ['0.05 TON attached when it holds less', toNano('0.5'), JETTON_TRANSFER_TON_MIN],
  ])('jetton transfer: %s', async (_name, balance, attached) => {
    const wallet = openSendingWallet('v5R1', KEYS.publicKey);
    const { client, chain } = fakeTonApi(wallet.address, { balance });
    const token = buildTokenSlug({ kind: 'jetton', master: JETTON_MASTER });
    const request = {
      version: 'v5R1' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token,
      amount: 1_000_000n,
      comment: 'memo 42',
    };
    const quote = await createWalletSender({ tonApi: client }).quote(request);
    expect(quote).toMatchObject({
      feeNano: FEE,
      tokenBalance: 5_000_000n,
      maxAmount: 5_000_000n,
      tonRequiredNano: attached,
    });
    const outgoing = readOutgoing(must(chain.emulated[0]));
    expect(outgoing).toMatchObject({ value: attached, isJetton: true });
    expect(outgoing.to.equals(JETTON_WALLET)).toBe(true);
  });

  it.each([
    ['more jettons than held', { jettonBalance: 10n }, 'INSUFFICIENT_BALANCE'],
    ['no TON for attached + fee', { balance: toNano('0.05') }, 'NOT_ENOUGH_TON_FOR_FEE'],
  ])('jetton quote refused: %s', async (_name, chainState, code) => {
    const wallet = openSendingWallet('v5R1', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address, chainState);
    const token = buildTokenSlug({ kind: 'jetton', master: JETTON_MASTER });
    const request = {
      version: 'v5R1' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token,
      amount: 1_000n,
    };
    await expect(createWalletSender({ tonApi: client }).quote(request)).rejects.toMatchObject({ code });
  });
});
