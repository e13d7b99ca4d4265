import { Address } from '@ton/core';

/**
 * Addresses the wallet refuses to send to without a typed confirmation. The idea is the scam
 * lists wallets ship (Tonkeeper and MyTonWallet keep one, fed by tonapi's `is_scam` marks and user
 * reports; ScamSniffer publishes one for EVM drainers). Ferry does not invent entries: the real
 * signal on a live chain is tonapi's `is_scam` on the accounts of the emulated event, which the
 * guard reads too; this constant list is for addresses our own support team confirms, and holds
 * one test-only entry so the flag can be exercised on the local chain.
 */
export const KNOWN_SCAM_ADDRESSES: readonly string[] = [
  // TEST ONLY: an address no key controls (hash 0xdead…), used by the guard's tests.
  `0:${'dead'.repeat(16)}`,
];

const SCAM_SET = new Set(KNOWN_SCAM_ADDRESSES);

export function isKnownScamAddress(address: string): boolean {
  try {
    return SCAM_SET.has(Address.parse(address).toRawString());
  } catch {
    return false;
  }
}
