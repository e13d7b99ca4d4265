import { type Address, beginCell, Cell } from '@ton/core';
import type { TonChain } from '../../../providers/ton-chain/ton-chain';

/**
 * The USDT jetton wallet of Ferry's USDT hot wallet, as the USDT master names it
 * (`get_wallet_address`): never derived from mainnet code, which the local chain does not share.
 */
export async function ferryJettonWallet(
  chain: Pick<TonChain, 'runGetMethod' | 'usdtMaster'>,
  owner: Address,
): Promise<Address> {
  const ownerCell = beginCell().storeAddress(owner).endCell();
  const result = await chain.runGetMethod(chain.usdtMaster, 'get_wallet_address', [
    { type: 'slice', cell: ownerCell.toBoc().toString('hex') },
  ]);
  const first = result?.success ? result.stack[0] : undefined;
  if (first?.type !== 'cell') throw new Error('The USDT master did not name a jetton wallet for Ferry');
  return Cell.fromHex(first.cell).beginParse().loadAddress();
}
