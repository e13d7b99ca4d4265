import type { Cell } from '@ton/core';
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';

interface KnownCode {
  interfaces: string[];
  getMethods: string[];
}

const zeroKey = Buffer.alloc(32);

/** Code hash → what tonapi would report for it; computed once from the wallet contracts' code. */
function buildKnownWallets(): Map<string, KnownCode> {
  const known = new Map<string, KnownCode>();
  const add = (code: Cell, name: string, getMethods: string[]) =>
    known.set(code.hash().toString('hex'), { interfaces: [name], getMethods });
  const v3 = ['get_public_key', 'seqno'];
  add(WalletContractV3R1.create({ workchain: 0, publicKey: zeroKey }).init.code, 'wallet_v3r1', v3);
  add(WalletContractV3R2.create({ workchain: 0, publicKey: zeroKey }).init.code, 'wallet_v3r2', v3);
  add(WalletContractV4.create({ workchain: 0, publicKey: zeroKey }).init.code, 'wallet_v4r2', [
    'get_plugin_list',
    'get_public_key',
    'get_subwallet_id',
    'is_plugin_installed',
    'seqno',
  ]);
  add(WalletContractV5R1.create({ workchain: 0, publicKey: zeroKey }).init.code, 'wallet_v5r1', [
    'get_extensions',
    'get_public_key',
    'get_subwallet_id',
    'is_signature_allowed',
    'seqno',
  ]);
  return known;
}

let cached: Map<string, KnownCode> | undefined;

export function knownWalletCode(code: Cell | undefined | null): KnownCode | undefined {
  if (!code) return undefined;
  cached ??= buildKnownWallets();
  return cached.get(code.hash().toString('hex'));
}
