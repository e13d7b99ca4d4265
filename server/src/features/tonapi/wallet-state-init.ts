import { Cell, contractAddress, loadStateInit } from '@ton/core';
import { knownWalletCode } from '../../providers/ton-chain/wallet-codes';
import { TonApiError } from './tonapi-wire';

/**
 * `tonconnect/stateinit`: the address and public key of a wallet from its state init, read from
 * the data layout of each known wallet version (a TON Connect client checks ton_proof with them).
 */
export function walletFromStateInit(boc: Buffer): { public_key: string; address: string } {
  let code: Cell | null | undefined;
  let data: Cell | null | undefined;
  let address: string;
  try {
    const root = Cell.fromBoc(boc)[0];
    if (!root) throw new Error('empty');
    const init = loadStateInit(root.beginParse());
    code = init.code;
    data = init.data;
    address = contractAddress(0, init).toRawString();
  } catch {
    throw new TonApiError(400, 'state_init is not a valid StateInit BOC');
  }
  const wallet = knownWalletCode(code);
  if (!wallet || !data) throw new TonApiError(400, 'state_init is not a known wallet contract');
  const slice = data.beginParse();
  try {
    if (wallet.interfaces[0] === 'wallet_v5r1') slice.skip(1 + 32 + 32);
    else slice.skip(32 + 32);
    return { public_key: slice.loadBuffer(32).toString('hex'), address };
  } catch {
    throw new TonApiError(400, 'state_init data does not hold a public key');
  }
}
