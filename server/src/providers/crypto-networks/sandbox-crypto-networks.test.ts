import { isValidAddress, NETWORKS } from '@ferry/shared/domain';
import { describe, expect, it } from 'vitest';
import { createSandboxCryptoNetworks } from './sandbox-crypto-networks';

const networks = createSandboxCryptoNetworks();

describe('sandbox deposit addresses', () => {
  it.each(NETWORKS)(
    'makes %s addresses that the shared validator accepts, the same every time',
    (network) => {
      for (let index = 0; index < 20; index += 1) {
        const request = { profileId: `profile-${index}`, currency: 'USDT', network };
        const target = networks.depositTarget(request);
        expect(isValidAddress(network, target.address)).toBe(true);
        expect(networks.depositTarget(request)).toEqual(target);
      }
    },
  );

  it('shapes Bitcoin, Litecoin and Dogecoin addresses like their chains', () => {
    const of = (network: string) =>
      networks.depositTarget({ profileId: 'p', currency: network, network }).address;
    expect(of('BTC')).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(of('LTC')).toMatch(/^ltc1q[02-9ac-hj-np-z]{38}$/);
    expect(of('DOGE')).toMatch(/^D[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it('gains one confirmation per look', async () => {
    expect(await networks.confirmationsOf('TRC20', 'hash', 4)).toBe(5);
  });
});
