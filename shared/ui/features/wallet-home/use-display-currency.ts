import { CURRENCIES } from '@ferry/shared/domain';
import { useLocalStore } from '../../shell/local-store-context';

const FIATS: readonly string[] = CURRENCIES.filter((currency) => currency.kind === 'fiat').map(
  (currency) => currency.code,
);
const DEFAULT_FIAT = 'USD';

/**
 * The fiat the user values money in: the one they chose for the balances total on this device
 * (the same stored choice), USD until they choose.
 */
export function useDisplayCurrency(): string {
  const { storage, key } = useLocalStore('balances-total-currency');
  const stored = storage.getItem(key);
  return stored && FIATS.includes(stored) ? stored : DEFAULT_FIAT;
}
