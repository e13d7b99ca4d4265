import { findCurrency } from '@ferry/shared/domain';
import { Link } from 'react-router';
import { CurrencyBadge } from '../../../components/currency-badge';
import { ChevronIcon } from '../../../components/icons';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { localizeCurrencyName } from '../../../lib/currency-name';
import type { PairSide } from '../stores/exchange-pair-store';

const SIDE_LABEL = { from: 'exchange.youPay', to: 'exchange.youGet' } as const;

/** Where the picker for a side lives. */
function currencyListPath(side: PairSide): string {
  return `/exchange/currency-list/${side}`;
}

/** A side's currency, opening its currency list. */
export function PairSelector({ side, code }: { side: PairSide; code: string }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const currency = findCurrency(code);
  const name = currency ? localizeCurrencyName(currency, language) : code;
  return (
    <Link to={currencyListPath(side)} className="ferry-pair-selector" data-side={side}>
      <span className="ferry-pair-label">{t(SIDE_LABEL[side])}</span>
      <span className="ferry-pair-value">
        <CurrencyBadge currency={currency ?? { code, symbol: null, kind: 'crypto' }} size="l" />
        <span className="ferry-pair-text">
          <span className="ferry-pair-code">{code}</span>
          <span className="ferry-pair-name">{name}</span>
        </span>
        <span className="ferry-pair-chevron">
          <ChevronIcon />
        </span>
      </span>
    </Link>
  );
}
