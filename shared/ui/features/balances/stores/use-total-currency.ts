import { CURRENCIES } from '@ferry/shared/domain';
import { useCallback, useState } from 'react';
import { useLocalStore } from '../../../shell/local-store-context';

/** The fiats a total can be valued in (balances-total takes fiat only), in the catalogue's order. */
export const TOTAL_CURRENCIES: readonly string[] = CURRENCIES.filter(
  (currency) => currency.kind === 'fiat',
).map((currency) => currency.code);

/** The API's default (balances-total answers in USD unless asked otherwise). */
export const DEFAULT_TOTAL_CURRENCY = 'USD';

/** The fiat the user chose for the total, remembered on this device. */
export function useTotalCurrency(): [string, (currency: string) => void] {
  const { storage, key } = useLocalStore('balances-total-currency');
  const [currency, setCurrency] = useState(() => {
    const stored = storage.getItem(key);
    return stored && TOTAL_CURRENCIES.includes(stored) ? stored : DEFAULT_TOTAL_CURRENCY;
  });
  const choose = useCallback(
    (next: string) => {
      setCurrency(next);
      storage.setItem(key, next);
    },
    [storage, key],
  );
  return [currency, choose];
}
