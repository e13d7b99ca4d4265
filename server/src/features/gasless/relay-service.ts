import {
  DEFAULT_SEND_MODE,
  type GaslessEstimate,
  type GaslessEstimateRequest,
  type GaslessSendRequest,
} from '@ferry/shared/wallet';
import { Address, type Cell, internal, type MessageRelaxed } from '@ton/core';
import type { Logger } from '../../logging/logger';
import type { RatesProvider } from '../../providers/rates/rates-provider';
import { createSerialLock } from '../../providers/ton-chain/serial-lock';
import { type TonChain, TonChainRejection, type TonEvent } from '../../providers/ton-chain/ton-chain';
import type { FreeUses } from './free-uses';
import { GaslessRefusal } from './gasless-refusal';
import { relayedJettonTransfer, wireMessage } from './relay-messages';
import { commissionFor } from './relay-pricing';
import { carried, decodeHex, readCommission, readWanted } from './relay-reads';
import type { RelayWallet } from './relay-wallet';
import { readSignedInternal, w5WalletOf } from './signed-internal';

export interface GaslessSettings {
  freePerMonth: number;
  marginPercent: number;
  /** Below this TON balance the relay tops itself up (local chain) and refuses what it cannot pay. */
  minRelayTon: bigint;
}

export interface RelayDeps {
  chain: () => Promise<TonChain>;
  relay: () => Promise<RelayWallet>;
  freeUses: FreeUses;
  rates: RatesProvider;
  nowMs: () => number;
  settings: GaslessSettings;
  logger: Logger;
}

/** How long an offer stands: long enough to read it and unlock, short enough for prices to hold. */
const OFFER_SECONDS = 300;
/** A placeholder commission while pricing (the amount does not change the gas a transfer burns). */
const PRICING_COMMISSION = 1_000_000n;
/** The local chain's relay is refilled to this many times its floor. */
const TOP_UP_FACTOR = 10n;

export interface GaslessRelay {
  config(): Promise<{ relay_address: string; gas_jettons: { master_id: string }[]; free_per_month: number }>;
  estimate(master: string, request: GaslessEstimateRequest): Promise<GaslessEstimate>;
  send(request: GaslessSendRequest): Promise<{ message_hash: string }>;
  /** The balance watch: tops the relay up on the local chain when under its floor; its balance. */
  watchBalance(): Promise<bigint>;
}

/**
 * Ferry's gasless relay on the local chain. It carries a W5 wallet's signed internal message in
 * its own message with the TON the transfer needs, and takes its fee in USD₮ in the same signed
 * message (or nothing, for the month's free transfers). It prices by emulating the whole trace,
 * and refuses what it cannot emulate, what is not a plain USD₮ transfer from the signer's own
 * jetton wallet with the excess back to the relay, and a commission below what the trace costs.
 */
export function createGaslessRelay(deps: RelayDeps): GaslessRelay {
  const lock = createSerialLock();
  const { settings } = deps;

  async function userJettonWallet(chain: TonChain, wallet: Address): Promise<Address> {
    const [holding] = await chain.getJettonBalances(wallet);
    if (!holding) throw new GaslessRefusal(422, 'the wallet holds no USD₮ to pay with');
    return Address.parse(holding.wallet_address.address);
  }

  async function watchBalance(): Promise<bigint> {
    const chain = await deps.chain();
    const relay = await deps.relay();
    const { balance } = await chain.getAccount(relay.address);
    if (balance >= settings.minRelayTon) return balance;
    deps.logger.warn(
      {
        relay: relay.address.toString(),
        balance: balance.toString(),
        floor: settings.minRelayTon.toString(),
      },
      'gasless relay TON balance under its floor: topping up from the local faucet',
    );
    await chain.faucet({ to: relay.address, amount: settings.minRelayTon * TOP_UP_FACTOR });
    return (await chain.getAccount(relay.address)).balance;
  }

  async function assertFunded(chain: TonChain, relay: RelayWallet, needed: bigint): Promise<void> {
    const { balance } = await chain.getAccount(relay.address);
    if (balance >= needed + settings.minRelayTon) return;
    const after = await watchBalance().catch(() => balance);
    if (after < needed + settings.minRelayTon)
      throw new GaslessRefusal(503, 'the relay cannot pay network fees now', 'GASLESS_UNAVAILABLE');
  }

  /** The relay's external carrying the wallet's body, as it would send it now. */
  async function relayExternal(
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
  function relayCost(event: TonEvent, relay: Address): bigint {
    if (event.actions.some((action) => action.status !== 'ok'))
      throw new GaslessRefusal(422, 'the transfer fails when emulated: the relay does not send it');
    const flow = event.value_flow.find((entry) => sameRaw(entry.account.address, relay));
    if (!flow) throw new GaslessRefusal(422, 'the relay is not in the emulated trace');
    return flow.ton < 0 ? BigInt(-flow.ton) : 0n;
  }

  async function tonPrice(): Promise<string> {
    return deps.rates.price('TON', 'USDT', deps.nowMs(), 'mid');
  }

  return {
    async config() {
      const chain = await deps.chain();
      const relay = await deps.relay();
      return {
        relay_address: relay.address.toRawString(),
        gas_jettons: [{ master_id: chain.usdtMaster.toRawString() }],
        free_per_month: settings.freePerMonth,
      };
    },

    async estimate(master, request) {
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
      const commission = isFree ? 0n : commissionFor(cost, await tonPrice(), settings.marginPercent);
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
    },

    async send(request) {
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
          const required = commissionFor(cost, await tonPrice(), 0);
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
    },

    watchBalance: () => lock.run(watchBalance),
  };
}

async function emulate(chain: TonChain, input: { boc: Buffer; ignoreSignature: boolean }): Promise<TonEvent> {
  try {
    return await chain.emulate(input.boc, { ignoreSignature: input.ignoreSignature });
  } catch (error) {
    if (error instanceof TonChainRejection)
      throw new GaslessRefusal(422, `the relay cannot emulate the transfer: ${error.message}`);
    throw error;
  }
}

function sameRaw(text: string, address: Address): boolean {
  try {
    return Address.parse(text).equals(address);
  } catch {
    return false;
  }
}
