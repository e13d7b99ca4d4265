import { DEFAULT_SEND_MODE, type GaslessEstimate, type GaslessEstimateRequest } from '@ferry/shared/wallet';
import type { MessageRelaxed } from '@ton/core';
import type { SerialLock } from '../../providers/ton-chain/serial-lock';
import { GaslessRefusal } from './gasless-refusal';
import { emulate, OFFER_SECONDS, relayCost, relayExternal, sameRaw, userJettonWallet } from './relay-chain';
import type { RelayDeps } from './relay-deps';
import type { RelayFunding } from './relay-funding';
import { relayedJettonTransfer, wireMessage } from './relay-messages';
import { commissionFor, tonPrice } from './relay-pricing';
import { carried, readWanted } from './relay-reads';
import { w5WalletOf } from './signed-internal';

/** A placeholder commission while pricing (the amount does not change the gas a transfer burns). */
const PRICING_COMMISSION = 1_000_000n;

/**
 * The relay's offer for one USD₮ transfer: the messages the wallet signs (the transfer and the
 * relay's fee, or the transfer alone while the month's free transfers last), priced by emulating
 * the whole trace with an unsigned body.
 */
export function createRelayEstimate(
  deps: RelayDeps & { lock: SerialLock; assertFunded: RelayFunding['assertFunded'] },
) {
  const { settings, lock, assertFunded } = deps;

  return async function estimate(master: string, request: GaslessEstimateRequest): Promise<GaslessEstimate> {
    const chain = await deps.chain();
    const relay = await deps.relay();
    if (!sameRaw(master, chain.usdtMaster))
      throw new GaslessRefusal(400, 'the relay takes its fee in USD₮ only');
    const contract = w5WalletOf(request.wallet_public_key);
    if (!sameRaw(request.wallet_address, contract.address))
      throw new GaslessRefusal(400, 'wallet_address is not the W5 wallet of wallet_public_key');
    if (request.messages.length !== 1)
      throw new GaslessRefusal(400, 'the relay carries one transfer at a time');
    const wanted = readWanted(request.messages[0]?.boc ?? '');
    const jettonWallet = await userJettonWallet(chain, contract.address);
    if (!wanted.to.equals(jettonWallet))
      throw new GaslessRefusal(400, 'the transfer is not from the wallet’s own USD₮ wallet');
    const walletRaw = contract.address.toRawString();
    const freeLeft = await deps.freeUses.left(walletRaw, deps.nowMs());
    const isFree = freeLeft > 0;
    const build = (commission: bigint): MessageRelaxed[] => {
      const common = {
        jettonWallet,
        wallet: contract.address,
        relay: relay.address,
        queryId: wanted.queryId,
      };
      const transfer = relayedJettonTransfer({
        ...common,
        to: wanted.recipient,
        amount: wanted.amount,
        comment: wanted.comment,
        forwardTon: wanted.forwardTon,
      });
      if (commission === 0n) return [transfer];
      const fee = relayedJettonTransfer({
        ...common,
        to: relay.address,
        amount: commission,
        comment: null,
        forwardTon: 0n,
      });
      return [transfer, fee];
    };

    const pricing = build(isFree ? 0n : PRICING_COMMISSION);
    const value = carried(pricing);
    await assertFunded(chain, relay, value);
    const state = await chain.getAccount(contract.address);
    const isDeployed = state.status === 'active';
    const seqno = isDeployed ? await chain.getSeqno(contract.address) : 0;
    const unsigned = await contract.createTransfer({
      seqno,
      timeout: chain.now() + OFFER_SECONDS,
      messages: pricing,
      sendMode: DEFAULT_SEND_MODE,
      signer: async () => Buffer.alloc(64),
      authType: 'internal',
    });
    const emulated = await emulate(chain, {
      boc: await lock.run(() =>
        relayExternal(chain, relay, {
          wallet: contract.address,
          body: unsigned,
          init: isDeployed ? undefined : contract.init,
          value,
        }),
      ),
      ignoreSignature: true,
    });
    const cost = relayCost(emulated, relay.address);
    const commission = isFree ? 0n : commissionFor(cost, await tonPrice(deps), settings.marginPercent);
    const messages = build(commission);
    return {
      protocol_name: 'gasless',
      relay_address: relay.address.toRawString(),
      commission: commission.toString(),
      from: walletRaw,
      valid_until: chain.now() + OFFER_SECONDS,
      messages: messages.map(wireMessage),
      free_left: freeLeft,
      free_per_month: settings.freePerMonth,
    };
  };
}
