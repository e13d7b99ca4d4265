import { Address, type Cell, internal, type MessageRelaxed } from '@ton/core';
import { type TonChain, TonChainRejection, type TonEvent } from '../../providers/ton-chain/ton-chain';
import { GaslessRefusal } from './gasless-refusal';
import type { RelayWallet } from './relay-wallet';

/** How long an offer stands: long enough to read it and unlock, short enough for prices to hold. */
export const OFFER_SECONDS = 300;

/** The signer's own USD₮ jetton wallet, the only one the relay carries a transfer from. */
export async function userJettonWallet(chain: TonChain, wallet: Address): Promise<Address> {
  const [holding] = await chain.getJettonBalances(wallet);
  if (!holding) throw new GaslessRefusal(422, 'the wallet holds no USD₮ to pay with');
  return Address.parse(holding.wallet_address.address);
}

/** The relay's external carrying the wallet's body, as it would send it now. */
export async function relayExternal(
  chain: TonChain,
  relay: RelayWallet,
  input: { wallet: Address; body: Cell; init: MessageRelaxed['init']; value: bigint },
): Promise<Buffer> {
  const relayState = await chain.getAccount(relay.address);
  const isDeployed = relayState.status === 'active';
  const seqno = isDeployed ? await chain.getSeqno(relay.address) : 0;
  const carrier = internal({
    to: input.wallet,
    value: input.value,
    // An undeployed wallet must not bounce the TON back before its code runs.
    bounce: !input.init,
    body: input.body,
    init: input.init ?? undefined,
  });
  return relay.external({
    seqno,
    validUntil: chain.now() + OFFER_SECONDS,
    messages: [carrier],
    isDeployed,
  });
}

/** The TON the relay spends on the trace (excesses back included), or a refusal when it fails. */
export function relayCost(event: TonEvent, relay: Address): bigint {
  if (event.actions.some((action) => action.status !== 'ok'))
    throw new GaslessRefusal(422, 'the transfer fails when emulated: the relay does not send it');
  const flow = event.value_flow.find((entry) => sameRaw(entry.account.address, relay));
  if (!flow) throw new GaslessRefusal(422, 'the relay is not in the emulated trace');
  return flow.ton < 0 ? BigInt(-flow.ton) : 0n;
}

export async function emulate(
  chain: TonChain,
  input: { boc: Buffer; ignoreSignature: boolean },
): Promise<TonEvent> {
  try {
    return await chain.emulate(input.boc, { ignoreSignature: input.ignoreSignature });
  } catch (error) {
    if (error instanceof TonChainRejection)
      throw new GaslessRefusal(422, `the relay cannot emulate the transfer: ${error.message}`);
    throw error;
  }
}

export function sameRaw(text: string, address: Address): boolean {
  try {
    return Address.parse(text).equals(address);
  } catch {
    return false;
  }
}
