import { claimTonDeposit, createTonClaimChallenge, listUnclaimedTonDeposits } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { AppModule, ModuleContext } from '../../../app/module-context';
import { setAnswerHeader } from '../../../http/answer-response';
import { defineRoute, requireTrx, requireUser } from '../../../http/endpoint-route';
import { createDepositProviders, type DepositProviders } from '../../../providers/deposit-providers';
import type { TonChain } from '../../../providers/ton-chain/ton-chain';
import { createDepositDeps } from '../deposits.service';
import { loadChainHeights } from './chain-heights';
import { ferryJettonWallet } from './ferry-jetton-wallet';
import { TON_CHAIN_PROVIDER, TON_NETWORK, withTonChain } from './ton-chain-networks';
import { type ClaimDeps, claimDeposit, createClaimChallenge, unclaimedDepositsOf } from './ton-claims';
import { type TonDepositWatcher, watchTonDeposits } from './ton-deposit-watcher';
import { type HotWallets, loadHotWallets } from './ton-hot-wallets';

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
  options: { chain: TonChain | undefined },
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

  const hotWallets = await loadHotWallets(ctx.db, ctx.sealing);
  await moveTonAddressesToHotWallets(ctx, hotWallets);
  const heights = await loadChainHeights(ctx.db, () => chain.committedCount());
  const depositProviders = {
    ...base,
    cryptoNetworks: withTonChain(base.cryptoNetworks, { hotWallets, heights }),
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
        const user = requireUser(input);
        return createClaimChallenge(deps, ctx.db, {
          profileId: user.profileId as string,
          txHash: input.params.txHash ?? '',
        });
      }),
      defineRoute(claimTonDeposit, async (input) => {
        const user = requireUser(input);
        const trx = requireTrx(input);
        const transactionId = await claimDeposit(deps, trx, {
          profileId: user.profileId as string,
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
          return watcher.confirmPending();
        },
      },
    ],
  };
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
