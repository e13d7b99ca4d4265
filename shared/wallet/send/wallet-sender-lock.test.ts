import { describe, expect, it } from 'vitest';
import { openSendingWallet } from './sending-wallet';
import { createWalletSender } from './wallet-sender';
import { CHAIN_NOW, fakeTonApi, KEYS, RECIPIENT } from './wallet-sender.test-kit';

describe('createWalletSender', () => {
  it('makes a second send of the wallet wait until the first is final, or refuses it when told not to wait', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client, chain } = fakeTonApi(wallet.address);
    let land: () => void = () => undefined;
    const landed = new Promise<void>((resolve) => {
      land = resolve;
    });
    client.findEvent = async () => {
      await landed;
      return {
        event_id: 'e',
        timestamp: CHAIN_NOW,
        actions: [{ type: 'TonTransfer', status: 'ok' }],
        lt: 2n,
        in_progress: false,
      };
    };
    const sender = createWalletSender({ tonApi: client });
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: 1n,
    };
    const first = await sender.send(request, KEYS, { intervalMs: 1 });
    expect(sender.isSending(wallet.address.toString())).toBe(true);
    await expect(sender.send(request, KEYS, { lockWaitMs: 0 })).rejects.toMatchObject({
      code: 'TRANSFER_IN_PROGRESS',
    });
    const waiting = sender.send(request, KEYS, { intervalMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chain.sent).toHaveLength(1); // nothing signed while the first is in flight
    land();
    expect((await first.done).outcome).toBe('confirmed');
    const second = await waiting;
    await second.done;
    expect(chain.sent).toHaveLength(2);
    expect(sender.isSending(wallet.address.toString())).toBe(false);
  });

  it('releases the wallet when publishing fails', async () => {
    const wallet = openSendingWallet('v4R2', KEYS.publicKey);
    const { client } = fakeTonApi(wallet.address);
    client.sendMessage = async () => {
      throw Object.assign(new Error('rejected'), { code: 'SEND_PUBLISH_TX_ERROR' });
    };
    const sender = createWalletSender({ tonApi: client });
    const request = {
      version: 'v4R2' as const,
      publicKey: KEYS.publicKey,
      to: RECIPIENT,
      token: 'ton' as const,
      amount: 1n,
    };
    await expect(sender.send(request, KEYS)).rejects.toMatchObject({ code: 'SEND_PUBLISH_TX_ERROR' });
    expect(sender.isSending(wallet.address.toString())).toBe(false);
  });
});
