import type { Currency } from '@ferry/shared/contracts';
import { Badge, Tappable } from '@telegram-apps/telegram-ui';
import { CurrencyBadge } from '../../../components/currency-badge';
import { CheckIcon } from '../../../components/icons';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useTranslate } from '../../../i18n/use-translate';
import { localizeCurrencyName } from '../../../lib/currency-name';
import { formatNetworkLabels } from '../utils/network-labels';

interface CurrencyRowProps {
  currency: Currency;
  language: string;
  onSelect(code: string): void;
  /** Marks the current choice. */
  isSelected?: boolean;
}

/**
 * One selectable currency: sign, code, name, networks and the stablecoin mark. Built on
 * Tappable rather than Cell because Cell renders its lines as headings, which a button may not hold.
 */
export function CurrencyRow({ currency, language, onSelect, isSelected = false }: CurrencyRowProps) {
  const t = useTranslate();
  const networks = formatNetworkLabels(currency.networks);
  return (
    <Tappable
      Component="button"
      type="button"
      className="ferry-currency-row"
      data-currency={currency.code}
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onSelect(currency.code)}
    >
      <CurrencyBadge currency={currency} />
      <span className="ferry-row-main">
        <span className="ferry-row-title">
          <span className="ferry-row-code">{currency.code}</span>
          {currency.isStablecoin ? (
            <Badge type="number" mode="secondary" className="ferry-stable-badge">
              {t('exchange.currencies.stablecoin')}
            </Badge>
          ) : null}
        </span>
        <span className="ferry-row-name">{localizeCurrencyName(currency, language)}</span>
        {networks ? (
          <span className="ferry-row-networks">
            <VisuallyHidden>{t('exchange.currencies.networks')}: </VisuallyHidden>
            {networks}
          </span>
        ) : null}
      </span>
      {isSelected ? (
        <span className="ferry-selected-mark">
          <CheckIcon />
          <VisuallyHidden>{t('exchange.currencies.selected')}</VisuallyHidden>
        </span>
      ) : null}
    </Tappable>
  );
}
