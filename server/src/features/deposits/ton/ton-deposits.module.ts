import { claimTonDeposit, createTonClaimChallenge, listUnclaimedTonDeposits } from '@ferry/shared/contracts';
import { DomainError, decimalToMinor } from '@ferry/shared/domain';
import { Address } from '@ton/core';
import { setAnswerHeader } from '../../../http/answer-response';
import { defineRoute, requireTrx, requireUser } from '../../../http/endpoint-route';
import { scaleOfKnownCurrency } from '../../../ledger/held-amounts';
import type { AppModule, ModuleContext } from '../../../module-context/module-context';
import type { ChainTransferRequest } from '../../../providers/crypto-networks/crypto-networks';
import { createDepositProviders, type DepositProviders } from '../../../providers/deposit-providers';
import type { TonChain } from '../../../providers/ton-chain/ton-chain';
import { createDepositDeps } from '../deposits.service';
import { loadChainHeights } from './chain-heights';
import { ferryJettonWallet } from './ferry-jetton-wallet';
import { TON_CHAIN_PROVIDER, TON_NETWORK, withTonChain } from './ton-chain-networks';
import { type ClaimDeps, claimDeposit, createClaimChallenge, unclaimedDepositsOf } from './ton-claims';
import { type TonDepositWatcher, watchTonDeposits } from './ton-deposit-watcher';
import { type HotWallets, loadHotWallets, type TonDepositCurrency } from './ton-hot-wallets';

export interface TonDepositsModule extends AppModule {
  /** The deposit providers the deposits module must use (TON served by the chain when watched). */
  depositProviders: DepositProviders;
  /** Undefined when no local chain is watched (proxy mode, or crypto networks switched off). */
  watcher: TonDepositWatcher | undefined;
  hotWallets: HotWallets | undefined;
}

/**
 * Custodial TON and USDT-on-TON deposits from the local TON chain: Ferry's hot wallets, the
 * watcher over committed traces, and the self-service claim of deposits without a known memo.
 * Without a local chain (TONAPI_URL set: the chain is a real tonapi we do not watch) TON keeps the
 * sandbox simulation and the claim routes answer SERVICE_UNAVAILABLE.
 */
export async function createTonDepositsModule(
  ctx: ModuleContext,
  options: {
    chain: TonChain | undefined;
    /**
     * The chain is this instance's own sandbox chain with nobody else on it (the product server in
     * sandbox mode): the sandbox plays the outside world — a made-up crypto transfer is sent on the
     * chain by its faucet, and a deposit still confirming gets the chain's next block.
     */
    isSandboxWorld?: boolean;
  },
): Promise<TonDepositsModule> {
  const base = createDepositProviders(ctx.config);
  const isOn = ctx.config.providersMode === 'sandbox' && !ctx.config.providersOff.includes('cryptoNetworks');
  const chain = isOn ? options.chain : undefined;
  if (!chain) {
    const unavailable = () => {
      throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_local_ton_chain' });
    };
    return {
      depositProviders: base,
      watcher: undefined,
      hotWallets: undefined,
      routes: [
        defineRoute(listUnclaimedTonDeposits, unavailable),
        defineRoute(createTonClaimChallenge, unavailable),
        defineRoute(claimTonDeposit, unavailable),
      ],
    };
  }

  const onChainOnly: TonChain = chain;
  const hotWallets = await loadHotWallets(ctx.db, ctx.sealing);
  await moveTonAddressesToHotWallets(ctx, hotWallets);
  const heights = await loadChainHeights(ctx.db, () => chain.committedCount());
  const onChain = withTonChain(base.cryptoNetworks, { hotWallets, heights });
  const depositProviders = {
    ...base,
    cryptoNetworks: options.isSandboxWorld
      ? { ...onChain, sendOnChain: (transfer: ChainTransferRequest) => sendByFaucet(transfer) }
      : onChain,
  };
  const deps: ClaimDeps = {
    deposits: createDepositDeps(ctx, depositProviders),
    hotWallets,
    heights,
    chain,
    domain: new URL(ctx.config.publicUrl).host,
    nowMs: ctx.nowMs,
  };
  const jettonWallets = [
    await ferryJettonWallet(chain, hotWallets.USDT.address),
    await ferryJettonWallet(chain, hotWallets.TON.address),
  ];
  const watcher = watchTonDeposits({
    db: ctx.db,
    chain,
    watched: { hotWallets, ferryJettonWallets: jettonWallets.map((wallet) => wallet.toRawString()) },
    record: deps,
    logger: ctx.logger,
  });

  async function sendByFaucet(transfer: ChainTransferRequest) {
    const currency = transfer.currency as TonDepositCurrency;
    const amount = decimalToMinor(transfer.amount, scaleOfKnownCurrency(currency, 'A TON deposit'));
    const to = parseAddress(transfer.address);
    if (amount === null || amount <= 0n || !to)
      throw new DomainError('VALIDATION_ERROR', {
        issues: [{ path: 'address', message: 'not a TON transfer' }],
      });
    const { eventId } = await onChainOnly.faucet({
      to,
      amount,
      ...(currency === 'USDT' ? { jetton: 'USDT' as const } : {}),
      ...(transfer.memo ? { comment: transfer.memo } : {}),
    });
    await watcher.idle();
    const recorded = await ctx.db
      .selectFrom('ton_chain_deposits')
      .select('transaction_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return { transactionId: recorded?.transaction_id ?? undefined };
  }

  /** Nobody else makes blocks on a sandbox chain: a deposit still confirming gets the next one. */
  async function nextBlockWhileConfirming() {
    const waiting = await ctx.db
      .selectFrom('crypto_deposits')
      .select('id')
      .where('status', '=', 'confirming')
      .where('network', '=', TON_NETWORK)
      .executeTakeFirst();
    if (!waiting) return;
    await onChainOnly.faucet({ to: SANDBOX_BLOCK_ADDRESS, amount: 1n });
    await watcher.idle();
  }

  return {
    depositProviders,
    watcher,
    hotWallets,
    routes: [
      defineRoute(listUnclaimedTonDeposits, async (input) => {
        requireUser(input);
        setAnswerHeader(input.c, 'Cache-Control', 'private, no-cache');
        return { deposits: await unclaimedDepositsOf(ctx.db, input.query.sender) };
      }),
      defineRoute(createTonClaimChallenge, async (input) => {
        requireUser(input);
        return createClaimChallenge(deps, ctx.db, {
          profileId: input.profileId,
          txHash: input.params.txHash ?? '',
        });
      }),
      defineRoute(claimTonDeposit, async (input) => {
        requireUser(input);
        const trx = requireTrx(input);
        const transactionId = await claimDeposit(deps, trx, {
          profileId: input.profileId,
          txHash: input.params.txHash ?? '',
          body: input.body,
        });
        const row = await trx
          .selectFrom('transactions')
          .selectAll()
          .where('id', '=', transactionId)
          .executeTakeFirstOrThrow();
        return { transaction: await ctx.transactions.view(trx, row) };
      }),
    ],
    workers: [
      {
        // The watcher confirms on every new height; this pass lets it finish the traces it has,
        // then catches up (after a restart, or a trace whose pass failed).
        name: 'ton-deposit-confirmations',
        intervalMs: 5_000,
        async runOnce() {
          await watcher.idle();
          const handled = await watcher.confirmPending();
          if (options.isSandboxWorld) await nextBlockWhileConfirming();
          return handled;
        },
      },
    ],
  };
}

/** Where the sandbox's next-block transfers go: the zero account, nobody's deposit. */
const SANDBOX_BLOCK_ADDRESS = new Address(0, Buffer.alloc(32));

function parseAddress(text: string): Address | undefined {
  try {
    return Address.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * TON deposit addresses handed out before the chain was watched (the sandbox's made-up house
 * address) now point at the hot wallet of their currency, memos kept, so old memos still arrive.
 */
async function moveTonAddressesToHotWallets(ctx: ModuleContext, hotWallets: HotWallets) {
  for (const wallet of Object.values(hotWallets)) {
    await ctx.db
      .updateTable('deposit_addresses')
      .set({ address: wallet.friendly, provider: TON_CHAIN_PROVIDER })
      .where('network', '=', TON_NETWORK)
      .where('currency', '=', wallet.currency)
      .where('address', '<>', wallet.friendly)
      .execute();
  }
}
