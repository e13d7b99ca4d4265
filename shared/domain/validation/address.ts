import { NETWORK_INFO, type Network } from '../networks/networks';
import { isValidEvmAddress } from './address-evm';
import { isValidSolanaAddress } from './address-solana';
import { isValidTonAddress } from './address-ton';
import { isValidTronAddress } from './address-tron';
import { checkRequired, createStringRule, fail } from './rule';

const ADDRESS_CHECKS = {
  evm: isValidEvmAddress,
  tron: isValidTronAddress,
  ton: isValidTonAddress,
  solana: isValidSolanaAddress,
} as const;

/** Whether `address` is well formed, checksum included, for the network's address family. */
export function isValidAddress(network: Network, address: string): boolean {
  return ADDRESS_CHECKS[NETWORK_INFO[network].addressFamily](address);
}

/** A crypto address to send to on `network`. */
export function createAddressSchema({ network }: { network: Network }) {
  return createStringRule(
    [checkRequired, (value) => (isValidAddress(network, value) ? null : fail('validation.address'))],
    { shouldTrim: true },
  );
}
