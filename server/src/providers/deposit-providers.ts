import { DomainError } from '@ferry/shared/domain';
import type { Config } from '../config/config';
import type { SwitchableProvider } from '../config/provider-settings';
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
 * Sandbox providers unless switched off in PROVIDERS_OFF. No live adapter exists yet, and live
 * mode refuses to start unless every one of them is switched off (config.ts); a switched-off
 * provider answers SERVICE_UNAVAILABLE rather than pretend, so nothing is credited that no real
 * provider received.
 */
export function createDepositProviders(
  config: Pick<Config, 'providersMode' | 'providersOff' | 'publicUrl'>,
): DepositProviders {
  const isOn = (provider: SwitchableProvider) =>
    config.providersMode === 'sandbox' && !config.providersOff.includes(provider);
  return {
    acquirer: isOn('acquiring') ? createSandboxAcquirer() : refusing('acquiring'),
    bankTransfer: isOn('bankTransfer') ? createSandboxBankTransfer() : refusing('bankTransfer'),
    blik: isOn('blik') ? createSandboxBlik() : refusing('blik'),
    monobank: isOn('monobank') ? createSandboxMonobank(config.publicUrl) : refusing('monobank'),
    cryptoNetworks: isOn('cryptoNetworks') ? createSandboxCryptoNetworks() : refusing('cryptoNetworks'),
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
