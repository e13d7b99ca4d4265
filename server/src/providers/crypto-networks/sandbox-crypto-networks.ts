import { createHash, randomBytes } from 'node:crypto';
import { encodeBase58, encodeBase58Check, encodeSegwitV0, encodeTonFriendly } from './address-encoding';
import type { CryptoNetworks, DepositTarget } from './crypto-networks';

type AddressMaker = (seed: Buffer) => string;

const evm: AddressMaker = (seed) => `0x${seed.subarray(0, 20).toString('hex')}`;

/**
 * Address shapes per network: EVM chains 0x + 20 bytes (lower case, which every wallet accepts),
 * Tron base58check of 0x41 + 20 bytes ("T…"), Solana base58 of 32 bytes, Bitcoin and Litecoin
 * bech32 P2WPKH ("bc1q…", "ltc1q…"), Dogecoin base58check with version 0x1e ("D…").
 */
const ADDRESS_MAKERS: Readonly<Record<string, AddressMaker>> = {
  ERC20: evm,
  BEP20: evm,
  ARBITRUM: evm,
  BASE: evm,
  TRC20: (seed) => encodeBase58Check(Buffer.concat([Buffer.from([0x41]), seed.subarray(0, 20)])),
  SOLANA: (seed) => encodeBase58(seed.subarray(0, 32)),
  BTC: (seed) => encodeSegwitV0('bc', seed.subarray(0, 20)),
  LTC: (seed) => encodeSegwitV0('ltc', seed.subarray(0, 20)),
  DOGE: (seed) => encodeBase58Check(Buffer.concat([Buffer.from([0x1e]), seed.subarray(0, 20)])),
};

/** TON deposits share the house wallet; the memo (a number per profile and currency) names the owner. */
const TON_NETWORK = 'TON';

const seedOf = (...parts: string[]) =>
  createHash('sha256')
    .update(`ferry-sandbox:${parts.join(':')}`)
    .digest();

/**
 * The sandbox chains. Addresses are derived from the profile, currency and network (the same on
 * every instance and every run) and have each network's real shape and checksum; nobody holds
 * their keys. A transfer "arrives" through `POST /api/dev/sandbox/crypto-transfers` and gains one
 * confirmation each time the `crypto-confirmations` worker looks at it.
 */
export function createSandboxCryptoNetworks(): CryptoNetworks {
  return {
    name: 'sandbox-chain',
    supportsNetwork: (network) => network === TON_NETWORK || network in ADDRESS_MAKERS,
    depositTarget({ profileId, currency, network, attempt = 0 }): DepositTarget {
      if (network === TON_NETWORK) {
        const memoSeed = seedOf('memo', profileId, currency, String(attempt)).readUInt32BE(0) % 1_000_000_000;
        return {
          address: encodeTonFriendly(seedOf('ton-house-wallet'), { isBounceable: false }),
          memo: String(memoSeed + 1_000_000_000),
        };
      }
      const make = ADDRESS_MAKERS[network];
      if (!make) throw new Error(`The sandbox has no ${network} network`);
      return { address: make(seedOf(network, profileId, currency, String(attempt))), memo: '' };
    },
    async confirmationsOf(_network, _txHash, known) {
      return known + 1;
    },
    newTxHash(network) {
      if (network === 'SOLANA') return encodeBase58(randomBytes(64));
      if (network === TON_NETWORK) return randomBytes(32).toString('base64url');
      const hex = randomBytes(32).toString('hex');
      return ADDRESS_MAKERS[network] === evm ? `0x${hex}` : hex;
    },
  };
}
