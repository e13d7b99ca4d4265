import type { GaslessSendRequest } from '@ferry/shared/wallet';
import type { SerialLock } from '../../providers/ton-chain/serial-lock';
import { TonChainRejection } from '../../providers/ton-chain/ton-chain';
import { GaslessRefusal } from './gasless-refusal';
import { emulate, relayCost, relayExternal, userJettonWallet } from './relay-chain';
import type { RelayDeps } from './relay-deps';
import type { RelayFunding } from './relay-funding';
import { commissionFor, tonPrice } from './relay-pricing';
import { carried, decodeHex, readCommission } from './relay-reads';
import { readSignedInternal } from './signed-internal';

/**
 * The relay sends a wallet's signed message: still the wallet's next seqno and unexpired, a free
 * transfer claimed (given back when the chain refuses it) or a commission that still covers what
 * the emulated trace costs, one send at a time under the relay's lock.
 */
export function createRelaySend(
  deps: RelayDeps & { lock: SerialLock; assertFunded: RelayFunding['assertFunded'] },
) {
  const { lock, assertFunded } = deps;

  return async function send(request: GaslessSendRequest): Promise<{ message_hash: string }> {
    const chain = await deps.chain();
    const relay = await deps.relay();
    const signed = readSignedInternal(decodeHex(request.boc), request.wallet_public_key);
    const now = chain.now();
    if (signed.validUntil <= now)
      throw new GaslessRefusal(409, 'the signed message has expired', 'GASLESS_QUOTE_EXPIRED');
    if (signed.validUntil > now + 3_600) throw new GaslessRefusal(400, 'valid_until is too far ahead');
    const jettonWallet = await userJettonWallet(chain, signed.wallet);
    const commission = readCommission(signed.messages, jettonWallet, relay.address);
    const value = carried(signed.messages);
    const walletRaw = signed.wallet.toRawString();
    const nowMs = deps.nowMs();

    return lock.run(async () => {
      const state = await chain.getAccount(signed.wallet);
      const seqno = state.status === 'active' ? await chain.getSeqno(signed.wallet) : 0;
      if (signed.seqno !== seqno)
        throw new GaslessRefusal(
          409,
          'the signed seqno is not the wallet’s next one',
          'GASLESS_QUOTE_EXPIRED',
        );
      if (state.status !== 'active' && !signed.init)
        throw new GaslessRefusal(400, 'the wallet is not deployed and the message carries no state init');
      await assertFunded(chain, relay, value);
      const boc = await relayExternal(chain, relay, {
        wallet: signed.wallet,
        body: signed.body,
        init: state.status === 'active' ? undefined : signed.init,
        value,
      });
      const cost = relayCost(await emulate(chain, { boc, ignoreSignature: false }), relay.address);
      const isFreeClaimed = commission === 0n ? await deps.freeUses.claim(walletRaw, nowMs) : false;
      if (commission === 0n && !isFreeClaimed)
        throw new GaslessRefusal(409, 'the free transfers of this month are used up', 'GASLESS_FREE_USED');
      if (commission > 0n) {
        const required = commissionFor(cost, await tonPrice(deps), 0);
        if (commission < required)
          throw new GaslessRefusal(
            409,
            'the commission no longer covers the fee: ask again',
            'GASLESS_QUOTE_EXPIRED',
          );
      }
      try {
        const sent = await chain.sendExternal(boc);
        deps.logger.info(
          {
            wallet: walletRaw,
            commission: commission.toString(),
            costNano: cost.toString(),
            event: sent.eventId,
          },
          'gasless transfer relayed',
        );
        return { message_hash: sent.messageHash };
      } catch (error) {
        if (isFreeClaimed) await deps.freeUses.release(walletRaw, nowMs);
        if (error instanceof TonChainRejection)
          throw new GaslessRefusal(422, `the chain refused: ${error.message}`);
        throw error;
      }
    });
  };
}
