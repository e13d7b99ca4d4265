import { type Address, beginCell, Cell, type TupleItem } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import type { TraceContext } from './classify-trace';
import type { TonAccountState, TonGetMethodResult, TonStackArg } from './ton-chain';
import { JETTON_MINTER_CODE, JETTON_WALLET_CODE, unknownJettonPreview, usdtPreview } from './usdt-jetton';
import { knownWalletCode } from './wallet-codes';

/** The chain's own addresses, fixed once the chain is created or loaded. */
export interface ChainAddresses {
  usdtMaster: Address;
  faucetAddress: Address;
}

/** A get-method on an active account; undefined when the account has no code or the call fails. */
export async function getMethod(
  chain: Blockchain,
  address: Address,
  method: string,
  stack: TupleItem[] = [],
) {
  const contract = await chain.getContract(address);
  if (contract.accountState?.type !== 'active') return undefined;
  try {
    return await chain.runGetMethod(address, method, stack);
  } catch {
    return undefined;
  }
}

export async function jettonWalletOf(chain: Blockchain, master: Address, owner: Address) {
  const result = await getMethod(chain, master, 'get_wallet_address', [
    { type: 'slice', cell: beginCell().storeAddress(owner).endCell() },
  ]);
  return result?.stackReader.readAddress();
}

/** What trace classification reads from a given chain (live or emulation). */
export function traceContextFor(chain: Blockchain, addresses: ChainAddresses): TraceContext {
  return {
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
      master.equals(addresses.usdtMaster) ? usdtPreview(master) : unknownJettonPreview(master),
    async isWallet(address) {
      const contract = await chain.getContract(address);
      const state = contract.accountState;
      if (address.equals(addresses.faucetAddress)) return true;
      return state?.type === 'active' && knownWalletCode(state.state.code) !== undefined;
    },
  };
}

export async function readAccountState(
  chain: Blockchain,
  address: Address,
  faucetAddress: Address,
): Promise<TonAccountState> {
  const contract = await chain.getContract(address);
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
      return { type: 'cell', cell: item.cell.toBoc().toString('hex') };
    }
    return { type: 'null' };
  });
}

/** A client's get-method call, answered in tonapi's wire shape. */
export async function runWireGetMethod(
  chain: Blockchain,
  address: Address,
  method: string,
  args: TonStackArg[],
): Promise<TonGetMethodResult | undefined> {
  const contract = await chain.getContract(address);
  if (contract.accountState?.type !== 'active') return undefined;
  try {
    const result = await chain.runGetMethod(address, method, args.map(stackArg));
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
}
