import { QueryErrorState } from '../../../components/error-state';
import { StatePanel } from '../../../components/state-panel';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useCurrencies } from '../api/get-currencies';
import { filterCurrencies } from '../utils/filter-currencies';
import { CurrencyListSkeleton } from './currency-list-skeleton';
import { CurrencySections } from './currency-sections';

interface CurrencyCatalogueProps {
  onSelect(code: string): void;
  selectedCode?: string;
  /** Narrows the list by code or name (the picker's search box). */
  query?: string;
  /** Only these codes (a merchant's list in the widget); every currency when absent or empty. */
  codes?: readonly string[];
}

/** Every currency the server lists, with its loading, error, empty and no-match states. */
export function CurrencyCatalogue({ onSelect, selectedCode, query = '', codes }: CurrencyCatalogueProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const { data, isPending, isError, error, refetch, isFetching } = useCurrencies();

  if (isPending) return <CurrencyListSkeleton />;
  if (isError) {
    return (
      <QueryErrorState query={{ error, isFetching, refetch }} title={t('exchange.currencies.loadError')} />
    );
  }
  if (data.length === 0) {
    return (
      <StatePanel
        role="status"
        title={t('exchange.currencies.empty')}
        description={t('exchange.currencies.emptyDescription')}
      />
    );
  }
  const offered = codes && codes.length > 0 ? data.filter((currency) => codes.includes(currency.code)) : data;
  const shown = filterCurrencies(offered, query, language);
  return (
    <div className="ferry-catalogue">
      <p className="ferry-catalogue-count" aria-live="polite" data-testid="currency-count">
        {t('common.currencyCount', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <StatePanel
          role="status"
          title={t('exchange.currencies.noMatches')}
          description={t('exchange.currencies.noMatchesDescription', { query: query.trim() })}
        />
      ) : (
        <CurrencySections
          currencies={shown}
          language={language}
          onSelect={onSelect}
          selectedCode={selectedCode}
        />
      )}
    </div>
  );
}
