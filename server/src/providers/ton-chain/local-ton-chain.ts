import path from 'node:path';
import type { Transaction } from '@ton/core';
import { Address, type Cell, toNano } from '@ton/core';
import {
  Blockchain,
  EmulationError,
  internal,
  type SendMessageResult,
  snapshotFromSerializable,
  snapshotToSerializable,
} from '@ton/sandbox';
import type { Logger } from '../../logging/logger';
import { ChainFiles, type ChainState, type StoredEvent } from './chain-files';
import { classifyTrace } from './classify-trace';
import { CopyOnReadStorage } from './emulation-storage';
import { createEventIndex } from './event-index';
import { externalHashes, parseExternal } from './external-message';
import { commentBody, type FaucetSend, faucetSender, jettonTransferBody } from './faucet-messages';
import {
  type ChainAddresses,
  getMethod,
  jettonWalletOf,
  readAccountState,
  runWireGetMethod,
  traceContextFor,
} from './sandbox-reads';
import { createSerialLock } from './serial-lock';
import { type CommittedTrace, rejectionFor, type TonChain, type TonJettonBalance } from './ton-chain';
import { accountRef } from './ton-format';
import { createUsdtMinter, usdtPreview } from './usdt-jetton';

export interface LocalTonChainOptions {
  /** The server's DATA_DIR; the chain lives in `<dataDir>/ton-chain/`. */
  dataDir: string;
  /** Wall clock in ms; chain time follows it but never goes backwards. */
  clock: () => number;
  logger?: Logger;
}

/** USDT minted to the faucet on first start (1,000,000 USD₮ in 6-decimal units). */
const INITIAL_USDT_SUPPLY = 1_000_000_000_000n;
const FAUCET_TON_FLOOR = toNano('1000000');
const JETTON_TRANSFER_VALUE = toNano('0.1');

type Sandbox = Blockchain;

function clearTransactions(bc: Sandbox): void {
  // The sandbox keeps every transaction in memory for its own debugging; we keep our own log.
  (bc as unknown as { transactions: unknown[] }).transactions.length = 0;
}

/**
 * The local TON chain on `@ton/sandbox` (config 'slim', mainnet global id), persisted under
 * `<dataDir>/ton-chain/`. One process owns it; every read and write runs under one lock.
 */
export async function createLocalTonChain(options: LocalTonChainOptions): Promise<TonChain> {
  const files = new ChainFiles(path.join(options.dataDir, 'ton-chain'));
  await files.ensureDir();
  const lock = createSerialLock();
  const bc = await Blockchain.create({ config: 'slim' });
  const emulationStorage = new CopyOnReadStorage(bc);
  const emu = await Blockchain.create({ config: 'slim', storage: emulationStorage });

  let lastNow = 0;
  let height = 0;
  const saved = await files.readState();
  let usdtMaster: Address;
  let faucetAddress: Address;

  const nextNow = (): number => {
    lastNow = Math.max(Math.floor(options.clock() / 1000), lastNow);
    bc.now = lastNow;
    return lastNow;
  };

  const saveState = async () => {
    const snapshot = bc.snapshot();
    snapshot.transactions = [];
    // Lookups create empty entries for unknown addresses; they are not state worth keeping.
    snapshot.contracts = snapshot.contracts.filter(
      (contract) =>
        contract.account.lastTransactionLt > 0n || contract.account.account?.storage.state.type === 'active',
    );
    const state: ChainState = {
      version: 1,
      height,
      now: lastNow,
      usdtMaster: usdtMaster.toRawString(),
      faucet: faucetAddress.toRawString(),
      snapshot: snapshotToSerializable(snapshot),
    };
    await files.writeState(state);
  };

  const events = createEventIndex();

  if (saved) {
    await bc.loadFrom(snapshotFromSerializable(saved.snapshot));
    height = saved.height;
    lastNow = saved.now;
    usdtMaster = Address.parseRaw(saved.usdtMaster);
    faucetAddress = Address.parseRaw(saved.faucet);
    for (const stored of await files.readEvents(height)) events.add(stored);
  } else {
    nextNow();
    const faucet = await bc.treasury('faucet');
    faucetAddress = faucet.address;
    const minter = createUsdtMinter(faucetAddress);
    usdtMaster = minter.address;
    const opened = bc.openContract(minter);
    await opened.sendDeploy(faucet.getSender(), toNano('0.1'));
    await opened.sendMint(faucet.getSender(), faucetAddress, INITIAL_USDT_SUPPLY, { returnExcess: true });
    clearTransactions(bc);
    await files.readEvents(0); // an event log without a state is from a state that never got saved
    await saveState();
    options.logger?.info({ usdtMaster: usdtMaster.toString() }, 'local TON chain created');
  }

  const addresses: ChainAddresses = { usdtMaster, faucetAddress };

  const listeners = new Set<(trace: CommittedTrace) => void>();

  /** Classifies, logs, saves, then tells listeners: a listener only ever sees persisted traces. */
  const commit = async (transactions: Transaction[], messageHashes: string[]): Promise<string> => {
    clearTransactions(bc);
    const classified = await classifyTrace(transactions, traceContextFor(bc, addresses));
    height += 1;
    const stored: StoredEvent = {
      height,
      event: classified.event,
      accounts: classified.accounts,
      messageHashes,
    };
    await files.appendEvent(stored);
    await saveState();
    events.add(stored);
    const trace: CommittedTrace = {
      eventId: classified.event.event_id,
      height,
      timestamp: classified.event.timestamp,
      messageHashes,
      transactions: classified.transactions,
      event: classified.event,
      accounts: classified.accounts,
    };
    for (const listener of listeners) {
      try {
        listener(trace);
      } catch (error) {
        options.logger?.error({ err: error }, 'ton-chain committed listener failed');
      }
    }
    return classified.event.event_id;
  };

  const runExternal = async (
    chain: Sandbox,
    cell: Cell,
    ignoreChksig: boolean,
  ): Promise<SendMessageResult> => {
    try {
      return await chain.sendMessage(cell, ignoreChksig ? { ignoreChksig: true } : undefined);
    } catch (error) {
      if (error instanceof EmulationError) throw rejectionFor(error.exitCode, error.error);
      throw error;
    }
  };

  /** A sender that is the faucet treasury's address, delivering straight into the chain. */
  const faucetSend = async (args: Parameters<FaucetSend>[0]) =>
    bc.sendMessage(
      internal({
        from: faucetAddress,
        to: args.to,
        value: args.value,
        body: args.body ?? undefined,
        bounce: args.bounce ?? false,
      }),
    );

  return {
    usdtMaster,

    sendExternal: (boc) =>
      lock.run(async () => {
        const cell = parseExternal(boc);
        nextNow();
        const result = await runExternal(bc, cell, false);
        const messageHashes = externalHashes(cell);
        const eventId = await commit(result.transactions, messageHashes);
        return { eventId, messageHash: messageHashes[0] as string };
      }),

    emulate: (boc, opts) =>
      lock.run(async () => {
        const cell = parseExternal(boc);
        emulationStorage.clearKnownContracts();
        emu.now = Math.max(Math.floor(options.clock() / 1000), lastNow);
        (emu as unknown as { currentLt: bigint }).currentLt = bc.lt;
        try {
          const result = await runExternal(emu, cell, opts.ignoreSignature);
          const classified = await classifyTrace(result.transactions, traceContextFor(emu, addresses));
          return classified.event;
        } finally {
          clearTransactions(emu);
          emulationStorage.clearKnownContracts();
        }
      }),

    getAccount: (address) => lock.run(() => readAccountState(bc, address, faucetAddress)),

    getSeqno: (address) =>
      lock.run(async () => {
        const result = await getMethod(bc, address, 'seqno');
        return result ? result.stackReader.readNumber() : 0;
      }),

    getPublicKey: (address) =>
      lock.run(async () => {
        const result = await getMethod(bc, address, 'get_public_key');
        return result ? result.stackReader.readBigNumber().toString(16).padStart(64, '0') : undefined;
      }),

    getJettonBalances: (owner) =>
      lock.run(async (): Promise<TonJettonBalance[]> => {
        const wallet = await jettonWalletOf(bc, usdtMaster, owner);
        if (!wallet) return [];
        const data = await getMethod(bc, wallet, 'get_wallet_data');
        if (!data) return [];
        return [
          {
            balance: data.stackReader.readBigNumber().toString(),
            wallet_address: accountRef(wallet, false),
            jetton: usdtPreview(usdtMaster),
          },
        ];
      }),

    runGetMethod: (address, method, args) => lock.run(() => runWireGetMethod(bc, address, method, args)),

    getEvents: async (address, opts) => events.eventsOf(address, opts),

    getEvent: async (idOrMessageHash) => events.event(idOrMessageHash),

    now: () => Math.max(Math.floor(options.clock() / 1000), lastNow),

    faucet: (input) =>
      lock.run(async () => {
        nextNow();
        const faucet = await bc.getContract(faucetAddress);
        if (faucet.balance < FAUCET_TON_FLOOR) faucet.balance = FAUCET_TON_FLOOR * 2n;
        if (input.jetton !== 'USDT') {
          const result = await faucetSend({
            to: input.to,
            value: input.amount,
            body: commentBody(input.comment),
          });
          return { eventId: await commit(result.transactions, []) };
        }
        const faucetWallet = (await jettonWalletOf(bc, usdtMaster, faucetAddress)) as Address;
        const data = await getMethod(bc, faucetWallet, 'get_wallet_data');
        const available = data ? data.stackReader.readBigNumber() : 0n;
        if (available < input.amount) {
          const minter = bc.openContract(createUsdtMinter(faucetAddress));
          const topUp = input.amount + INITIAL_USDT_SUPPLY;
          await minter.sendMint(faucetSender(faucetAddress, faucetSend), faucetAddress, topUp, {
            returnExcess: true,
          });
          clearTransactions(bc);
        }
        const result = await faucetSend({
          to: faucetWallet,
          value: JETTON_TRANSFER_VALUE,
          bounce: true,
          body: jettonTransferBody(input.to, faucetAddress, input.amount, input.comment),
        });
        return { eventId: await commit(result.transactions, []) };
      }),

    onCommitted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    committedCount: () => height,

    close: () =>
      lock.run(async () => {
        listeners.clear();
      }),
  };
}
