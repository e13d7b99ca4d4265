import { DomainError } from '@ferry/shared/domain';
import type { Config } from '../config/config';
import type { Acquirer } from './acquiring/acquiring';
import { createSandboxAcquirer } from './acquiring/sandbox-acquirer';
import type { BankTransferProvider } from './bank-transfer/bank-transfer';
import { createSandboxBankTransfer } from './bank-transfer/sandbox-bank-transfer';
import type { BlikProvider } from './blik/blik';
import { createSandboxBlik } from './blik/sandbox-blik';
import type { CryptoNetworks } from './crypto-networks/crypto-networks';
import { createSandboxCryptoNetworks } from './crypto-networks/sandbox-crypto-networks';
import type { MonobankProvider } from './monobank/monobank';
import { createSandboxMonobank } from './monobank/sandbox-monobank';

/** The providers money comes in through. */
export interface DepositProviders {
  acquirer: Acquirer;
  bankTransfer: BankTransferProvider;
  blik: BlikProvider;
  monobank: MonobankProvider;
  cryptoNetworks: CryptoNetworks;
}

/**
 * Sandbox providers by default. No live adapter exists yet: in live mode every deposit provider
 * refuses with SERVICE_UNAVAILABLE rather than pretend, so nothing is credited that no real
 * provider received.
 */
export function createDepositProviders(
  config: Pick<Config, 'providersMode' | 'publicUrl'>,
): DepositProviders {
  if (config.providersMode === 'sandbox') {
    return {
      acquirer: createSandboxAcquirer(),
      bankTransfer: createSandboxBankTransfer(),
      blik: createSandboxBlik(),
      monobank: createSandboxMonobank(config.publicUrl),
      cryptoNetworks: createSandboxCryptoNetworks(),
    };
  }
  return {
    acquirer: refusing('live-acquiring'),
    bankTransfer: refusing('live-bank'),
    blik: refusing('live-blik'),
    monobank: refusing('live-monobank'),
    cryptoNetworks: refusing('live-chain'),
  };
}

/** A provider whose every call answers "temporarily unavailable". */
function refusing<T>(name: string): T {
  return new Proxy({ name } as object, {
    get(_target, property) {
      if (property === 'name') return name;
      if (property === 'then') return undefined;
      return () => {
        throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'no_live_provider', provider: name });
      };
    },
  }) as T;
}
