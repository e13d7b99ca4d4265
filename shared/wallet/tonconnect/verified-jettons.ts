import { Address } from '@ton/core';

/** Tether's USD₮ master on mainnet (tether.to/supported-protocols lists it for TON). */
const MAINNET_USDT_MASTER = Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs').toRawString();

const USDT_SYMBOLS = new Set(['USD₮', 'USDT']);

/**
 * The only jetton the wallet vouches for is USDT. On mainnet that is Tether's master; the local
 * chain mints its own USDT at a master that differs per chain and marks exactly that one
 * `verification: 'whitelist'` in its jetton previews (server/src/providers/ton-chain/usdt-jetton.ts),
 * so a whitelisted preview with the USDT symbol is it. Anything else moving is 'unverified-jetton'.
 */
export function isVerifiedJetton(preview: {
  address: string;
  symbol?: string;
  verification?: unknown;
}): boolean {
  try {
    if (Address.parse(preview.address).toRawString() === MAINNET_USDT_MASTER) return true;
  } catch {
    return false;
  }
  return preview.verification === 'whitelist' && USDT_SYMBOLS.has(preview.symbol ?? '');
}
