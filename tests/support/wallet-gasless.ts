import { randomBytes } from 'node:crypto';
import {
  buildTokenSlug,
  createTonApiClient,
  createWalletSender,
  type TransferRequest,
} from '@ferry/shared/wallet';
import { Address } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import type { SeededWallet } from './wallet-money';

const ONE_USDT = 1_000_000n;
/** The relay gives a few free transfers a month; more than this means the loop never ends. */
const MAX_FREE = 20;

/**
 * Spends the wallet's free relayed transfers of this month, 1 USD₮ each to fresh addresses,
 * with the wallet core from Node (as the app would send them), so that the next one the relay
 * quotes carries a commission. `forwardedFor` keeps the relay's per-client limits to this test.
 * Returns how many were spent.
 */
export async function spendFreeTransfers(
  baseURL: string,
  wallet: SeededWallet,
  forwardedFor: string,
): Promise<number> {
  const tonApi = createTonApiClient({
    baseUrl: `${baseURL}/tonapi`,
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers ?? {}), 'X-Forwarded-For': forwardedFor } }),
  });
  const sender = createWalletSender({ tonApi });
  const keys = await mnemonicToPrivateKey(wallet.mnemonic);
  const from = Address.parse(wallet.address).toRawString();
  const usdt = (await tonApi.getJettonBalances(from)).find((entry) => entry.jetton.symbol === 'USD₮');
  if (!usdt) throw new Error('the wallet holds no USD₮');
  const token = buildTokenSlug({ kind: 'jetton', master: Address.parse(usdt.jetton.address).toRawString() });
  for (let spent = 0; spent <= MAX_FREE; spent += 1) {
    const transfer: TransferRequest = {
      version: 'v5R1',
      publicKey: keys.publicKey,
      to: new Address(0, randomBytes(32)).toString({ bounceable: false }),
      token,
      amount: ONE_USDT,
    };
    const quote = await sender.quoteGasless(transfer);
    if (!quote) throw new Error('the relay made no offer');
    if (quote.commission > 0n) return spent;
    const sent = await sender.sendGasless(transfer, keys, quote, { intervalMs: 200 });
    const { outcome } = await sent.done;
    if (outcome !== 'confirmed') throw new Error(`a free transfer ended ${outcome}`);
  }
  throw new Error(`the relay still offers free transfers after ${MAX_FREE}`);
}
