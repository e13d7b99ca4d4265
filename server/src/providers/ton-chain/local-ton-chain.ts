import path from 'node:path';
import type { Transaction } from '@ton/core';
import {
  Address,
  beginCell,
  Cell,
  loadMessage,
  type Sender,
  type SenderArguments,
  storeMessage,
  type TupleItem,
  toNano,
} from '@ton/core';
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
import { classifyTrace, type TraceContext } from './classify-trace';
import { CopyOnReadStorage } from './emulation-storage';
import { createSerialLock } from './serial-lock';
import {
  type CommittedTrace,
  rejectionFor,
  type TonAccountState,
  type TonChain,
  TonChainRejection,
  type TonEvent,
  type TonGetMethodResult,
  type TonJettonBalance,
  type TonStackArg,
} from './ton-chain';
import { accountRef } from './ton-format';
import {
  createUsdtMinter,
  JETTON_MINTER_CODE,
  JETTON_WALLET_CODE,
  unknownJettonPreview,
  usdtPreview,
} from './usdt-jetton';
import { knownWalletCode } from './wallet-codes';

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

function hex(buffer: Buffer): string {
  return buffer.toString('hex');
}

/** Both hashes a client may track an external by: as sent, and TEP-467 normalised. */
function externalHashes(cell: Cell): string[] {
  const hashes = [hex(cell.hash())];
  try {
    const message = loadMessage(cell.beginParse());
    if (message.info.type === 'external-in') {
      const normalized = beginCell()
        .store(
          storeMessage(
            {
              info: { type: 'external-in', dest: message.info.dest, importFee: 0n },
              init: null,
              body: message.body,
            },
            { forceRef: true },
          ),
        )
        .endCell();
      const normalizedHash = hex(normalized.hash());
      if (normalizedHash !== hashes[0]) hashes.push(normalizedHash);
    }
  } catch {
    // the caller already checked the message parses
  }
  return hashes;
}

/** Parses a client's external message; anything else is a malformed request. */
function parseExternal(boc: Buffer): Cell {
  let cell: Cell;
  try {
    const cells = Cell.fromBoc(boc);
    if (cells.length !== 1 || !cells[0]) throw new Error('one root cell expected');
    cell = cells[0];
    const message = loadMessage(cell.beginParse());
    if (message.info.type !== 'external-in') throw new Error('not an external-in message');
  } catch (error) {
    throw new TonChainRejection('MALFORMED', `not a valid external message: ${(error as Error).message}`);
  }
  return cell;
}

function clearTransactions(bc: Sandbox): void {
  // The sandbox keeps every transaction in memory for its own debugging; we keep our own log.
  (bc as unknown as { transactions: unknown[] }).transactions.length = 0;
}

function stackArg(arg: TonStackArg): TupleItem {
  return arg.type === 'num'
    ? { type: 'int', value: arg.value }
    : { type: 'slice', cell: Cell.fromBoc(Buffer.from(arg.cell, 'hex'))[0] as Cell };
}

function wireStack(items: TupleItem[]): TonGetMethodResult['stack'] {
  return items.map((item) => {
    if (item.type === 'int') return { type: 'num', num: `0x${item.value.toString(16)}` };
    if (item.type === 'cell' || item.type === 'slice' || item.type === 'builder') {
      return { type: 'cell', cell: hex(item.cell.toBoc()) };
    }
    return { type: 'null' };
  });
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

  // --- indexes over the event log
  const byId = new Map<string, StoredEvent>();
  const byMessageHash = new Map<string, StoredEvent>();
  const byAccount = new Map<string, StoredEvent[]>();
  const index = (stored: StoredEvent) => {
    byId.set(stored.event.event_id, stored);
    for (const hash of stored.messageHashes) byMessageHash.set(hash, stored);
    for (const account of stored.accounts) {
      const list = byAccount.get(account);
      if (list) list.push(stored);
      else byAccount.set(account, [stored]);
    }
  };

  if (saved) {
    await bc.loadFrom(snapshotFromSerializable(saved.snapshot));
    height = saved.height;
    lastNow = saved.now;
    usdtMaster = Address.parseRaw(saved.usdtMaster);
    faucetAddress = Address.parseRaw(saved.faucet);
    for (const stored of await files.readEvents(height)) index(stored);
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

  // --- reads on a given chain (live or emulation)
  const getMethod = async (chain: Sandbox, address: Address, method: string, stack: TupleItem[] = []) => {
    const contract = await chain.getContract(address);
    if (contract.accountState?.type !== 'active') return undefined;
    try {
      return await chain.runGetMethod(address, method, stack);
    } catch {
      return undefined;
    }
  };

  const jettonWalletOf = async (chain: Sandbox, master: Address, owner: Address) => {
    const result = await getMethod(chain, master, 'get_wallet_address', [
      { type: 'slice', cell: beginCell().storeAddress(owner).endCell() },
    ]);
    return result?.stackReader.readAddress();
  };

  const traceContext = (chain: Sandbox): TraceContext => ({
    async jettonWallet(address) {
      const contract = await chain.getContract(address);
      const state = contract.accountState;
      if (state?.type !== 'active' || !state.state.code?.equals(JETTON_WALLET_CODE)) return undefined;
      const data = await getMethod(chain, address, 'get_wallet_data');
      if (!data) return undefined;
      const reader = data.stackReader;
      reader.readBigNumber();
      const owner = reader.readAddress();
      const master = reader.readAddress();
      return { owner, master };
    },
    jettonWalletAddress: (master, owner) => jettonWalletOf(chain, master, owner),
    jettonPreview: (master) =>
      master.equals(usdtMaster) ? usdtPreview(master) : unknownJettonPreview(master),
    async isWallet(address) {
      const contract = await chain.getContract(address);
      const state = contract.accountState;
      if (address.equals(faucetAddress)) return true;
      return state?.type === 'active' && knownWalletCode(state.state.code) !== undefined;
    },
  });

  const listeners = new Set<(trace: CommittedTrace) => void>();

  /** Classifies, logs, saves, then tells listeners: a listener only ever sees persisted traces. */
  const commit = async (transactions: Transaction[], messageHashes: string[]): Promise<string> => {
    clearTransactions(bc);
    const classified = await classifyTrace(transactions, traceContext(bc));
    height += 1;
    const stored: StoredEvent = {
      height,
      event: classified.event,
      accounts: classified.accounts,
      messageHashes,
    };
    await files.appendEvent(stored);
    await saveState();
    index(stored);
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
  const faucetSend = async (args: Pick<SenderArguments, 'to' | 'value' | 'body' | 'bounce'>) =>
    bc.sendMessage(
      internal({
        from: faucetAddress,
        to: args.to,
        value: args.value,
        body: args.body ?? undefined,
        bounce: args.bounce ?? false,
      }),
    );

  const accountState = async (address: Address): Promise<TonAccountState> => {
    const contract = await bc.getContract(address);
    const state = contract.accountState;
    // The sandbox makes an empty uninit account for an address it never saw; tonapi says 'nonexist'.
    const exists = contract.lastTransactionLt > 0n || state?.type === 'active';
    const status = !exists || state === undefined ? 'nonexist' : state.type;
    const code = state?.type === 'active' ? state.state.code : undefined;
    const wallet = knownWalletCode(code);
    let interfaces: string[] = wallet?.interfaces ?? [];
    let getMethods: string[] = wallet?.getMethods ?? [];
    if (code?.equals(JETTON_WALLET_CODE)) {
      interfaces = ['jetton_wallet'];
      getMethods = ['get_wallet_data'];
    } else if (code?.equals(JETTON_MINTER_CODE)) {
      interfaces = ['jetton_master'];
      getMethods = ['get_jetton_data', 'get_wallet_address'];
    }
    return {
      address: address.toRawString(),
      balance: contract.balance,
      status,
      last_activity: contract.account.account?.storageStats.lastPaid ?? 0,
      get_methods: getMethods,
      is_wallet: wallet !== undefined || address.equals(faucetAddress),
      interfaces,
    };
  };

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
          const classified = await classifyTrace(result.transactions, traceContext(emu));
          return classified.event;
        } finally {
          clearTransactions(emu);
          emulationStorage.clearKnownContracts();
        }
      }),

    getAccount: (address) => lock.run(() => accountState(address)),

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

    runGetMethod: (address, method, args) =>
      lock.run(async () => {
        const contract = await bc.getContract(address);
        if (contract.accountState?.type !== 'active') return undefined;
        try {
          const result = await bc.runGetMethod(address, method, args.map(stackArg));
          const stack = wireStack(result.stack);
          const decoded: Record<string, unknown> = {};
          if (method === 'get_wallet_address' && result.stack[0]?.type === 'slice') {
            decoded.jetton_wallet_address = result.stackReader.readAddress().toRawString();
          }
          return {
            success: true,
            exit_code: result.exitCode,
            stack,
            ...(Object.keys(decoded).length ? { decoded } : {}),
          };
        } catch (error) {
          const exitCode = (error as { exitCode?: number }).exitCode ?? 1;
          return { success: false, exit_code: exitCode, stack: [] };
        }
      }),

    getEvents: async (address, opts) => {
      const list = byAccount.get(address.toRawString()) ?? [];
      const out: TonEvent[] = [];
      for (let i = list.length - 1; i >= 0 && out.length < opts.limit; i -= 1) {
        const stored = list[i] as StoredEvent;
        if (opts.beforeLt !== undefined && BigInt(stored.event.lt) >= opts.beforeLt) continue;
        out.push(stored.event);
      }
      return out;
    },

    getEvent: async (idOrMessageHash) => {
      const key = normalizeHash(idOrMessageHash);
      if (!key) return undefined;
      return (byId.get(key) ?? byMessageHash.get(key))?.event;
    },

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

function faucetSender(
  address: Address,
  send: (args: Pick<SenderArguments, 'to' | 'value' | 'body' | 'bounce'>) => Promise<unknown>,
): Sender {
  return {
    address,
    async send(args) {
      await send(args);
    },
  };
}

function commentBody(comment: string | undefined): Cell | undefined {
  if (comment === undefined) return undefined;
  return beginCell().storeUint(0, 32).storeStringTail(comment).endCell();
}

/** TEP-74 transfer with 1 nanoton forwarded so the recipient gets a transfer_notification. */
function jettonTransferBody(
  to: Address,
  responseTo: Address,
  amount: bigint,
  comment: string | undefined,
): Cell {
  const forward = commentBody(comment);
  return beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(0, 64)
    .storeCoins(amount)
    .storeAddress(to)
    .storeAddress(responseTo)
    .storeMaybeRef(null)
    .storeCoins(1n)
    .storeMaybeRef(forward ?? null)
    .endCell();
}

/** Accepts an id or message hash as hex or base64(url); answers lowercase hex. */
export function normalizeHash(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return trimmed.toLowerCase();
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : undefined;
}
