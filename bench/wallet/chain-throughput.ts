import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalTonChain, createTestWallet, jettonTransferBody, TonAddress } from '@ferry/server';

/**
 * `pnpm bench:wallet-chain`: the local TON chain's committed client-signed transfers per second,
 * in process (no network): v5R1 TON transfers, then USDT jetton transfers, each one persisted
 * (event log + state file) before the next, as the server runs them.
 */
const COUNT = Number(process.env.BENCH_TRANSFERS ?? 200);
const NANO = 1_000_000_000n;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-chain-bench-'));
  try {
    const chain = await createLocalTonChain({ dataDir, clock: () => Date.now() });
    const sender = createTestWallet('v5r1');
    const receiver = createTestWallet('v5r1');
    await chain.faucet({ to: sender.address, amount: 10_000n * NANO });
    await chain.faucet({ to: sender.address, amount: 1_000_000n * 1_000_000n, jetton: 'USDT' });
    const [usdt] = await chain.getJettonBalances(sender.address);
    if (!usdt) throw new Error('the faucet did not fund USDT');
    const jettonWallet = TonAddress.parseRaw(usdt.wallet_address.address);

    let seqno = 0;
    const tonStart = performance.now();
    for (let i = 0; i < COUNT; i += 1) {
      await chain.sendExternal(sender.transfer({ seqno, to: receiver.address, value: NANO / 100n }));
      seqno += 1;
    }
    const tonSeconds = (performance.now() - tonStart) / 1000;

    const jettonStart = performance.now();
    for (let i = 0; i < COUNT; i += 1) {
      const body = jettonTransferBody({
        to: receiver.address,
        responseTo: sender.address,
        amount: 1_000_000n,
      });
      await chain.sendExternal(
        sender.transfer({ seqno, to: jettonWallet, value: NANO / 10n, bounce: true, body }),
      );
      seqno += 1;
    }
    const jettonSeconds = (performance.now() - jettonStart) / 1000;
    await chain.close();
    const perSecond = (seconds: number) => (COUNT / seconds).toFixed(1);
    const each = (seconds: number) => ((seconds * 1000) / COUNT).toFixed(1);
    process.stdout.write(
      [
        `local TON chain (in process, ${COUNT} each, persisted per transfer)`,
        `  TON transfers:    ${perSecond(tonSeconds)} /s  (${each(tonSeconds)} ms each)`,
        `  jetton transfers: ${perSecond(jettonSeconds)} /s  (${each(jettonSeconds)} ms each)`,
        '',
      ].join('\n'),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
