import type { Address, Cell } from '@ton/core';
import { JettonMinter } from '@ton-community/assets-sdk/dist/jetton/JettonMinter.js';
import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet.js';
import { internalOnchainContentToCell } from '@ton-community/assets-sdk/dist/utils.js';
import type { TonJettonPreview } from './ton-chain';

/** The local chain's USDT: the standard TEP-74 minter and wallet from assets-sdk, 6 decimals. */
export const USDT_META = { name: 'Tether USD', symbol: 'USD₮', decimals: 6 } as const;

export function createUsdtMinter(admin: Address): JettonMinter {
  return JettonMinter.createFromConfig({
    admin,
    content: internalOnchainContentToCell({
      name: USDT_META.name,
      symbol: USDT_META.symbol,
      decimals: String(USDT_META.decimals),
    }),
  });
}

export function usdtPreview(master: Address): TonJettonPreview {
  return {
    address: master.toRawString(),
    name: USDT_META.name,
    symbol: USDT_META.symbol,
    decimals: USDT_META.decimals,
    image: '',
    // Ours, on our chain: the one jetton the wallet can trust here.
    verification: 'whitelist',
    score: 100,
  };
}

/** Preview for a jetton we did not mint (anyone can deploy one on the local chain). */
export function unknownJettonPreview(master: Address): TonJettonPreview {
  return {
    address: master.toRawString(),
    name: 'Unknown jetton',
    symbol: 'UNKNOWN',
    decimals: 9,
    image: '',
    verification: 'none',
    score: 0,
  };
}

export const JETTON_WALLET_CODE: Cell = JettonWallet.code;
export const JETTON_MINTER_CODE: Cell = JettonMinter.code;
