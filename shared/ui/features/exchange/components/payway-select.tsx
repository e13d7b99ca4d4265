import { Skeleton } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import type { WalletPay } from '../hooks/use-wallet-pays';
import type { PaywayOption } from '../lib/exchange-payways';
import type { PairSide } from '../stores/exchange-pair-store';

const PAYWAY_LABEL = {
  card: 'exchange.payway.card',
  sepa: 'exchange.payway.sepa',
  iban: 'exchange.payway.iban',
  uaiban: 'exchange.payway.uaiban',
  blik: 'exchange.payway.blik',
  monobank: 'exchange.payway.monobank',
  crypto: 'exchange.payway.crypto',
  balance: 'exchange.payway.balance',
} as const;

const WALLET_LABEL = {
  apple_pay: 'exchange.payway.applePay',
  google_pay: 'exchange.payway.googlePay',
  samsung_pay: 'exchange.payway.samsungPay',
} as const;

const SIDE_LABEL = { from: 'exchange.payway.payWith', to: 'exchange.payway.receiveTo' } as const;

const optionKey = (option: PaywayOption, wallet: WalletPay | null = null) =>
  [option.payway, option.network ?? '', wallet ?? ''].join('|');

/**
 * How a side is paid or received: card (with the wallet pays this browser can use), bank rails,
 * Blik, monobank, a crypto address on a network, or the Ferry balance.
 */
export function PaywaySelect({
  side,
  options,
  value,
  wallets,
  walletPay,
  isLoading,
  onChange,
}: {
  side: PairSide;
  options: readonly PaywayOption[];
  value: PaywayOption | null;
  wallets: readonly WalletPay[];
  walletPay: WalletPay | null;
  isLoading: boolean;
  onChange: (option: PaywayOption, walletPay: WalletPay | null) => void;
}) {
  const t = useTranslate();
  const id = useId();
  if (isLoading)
    return (
      <Skeleton visible>
        <div className="ferry-payway-skeleton" />
      </Skeleton>
    );
  const labelOf = (option: PaywayOption) => {
    const key = PAYWAY_LABEL[option.payway as keyof typeof PAYWAY_LABEL];
    const name = key ? t(key) : option.payway;
    return option.network ? `${name} · ${option.network}` : name;
  };
  const entries = options.flatMap((option) => [
    { value: optionKey(option), label: labelOf(option), option, wallet: null },
    ...(option.payway === 'card'
      ? wallets.map((wallet) => ({
          value: optionKey(option, wallet),
          label: t(WALLET_LABEL[wallet]),
          option,
          wallet,
        }))
      : []),
  ]);
  return (
    <div className="ferry-payway">
      <label htmlFor={id} className="ferry-pair-label">
        {t(SIDE_LABEL[side])}
      </label>
      <select
        id={id}
        className="ferry-select"
        value={value ? optionKey(value, value.payway === 'card' ? walletPay : null) : ''}
        data-testid={`exchange-payway-${side}`}
        onChange={(event) => {
          const entry = entries.find((candidate) => candidate.value === event.target.value);
          if (entry) onChange(entry.option, entry.wallet);
        }}
      >
        {entries.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}
