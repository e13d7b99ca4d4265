import { useState } from 'react';
import { useParams } from 'react-router';
import { SearchField } from '../../../components/search-field';
import { CurrencyCatalogue } from '../../../features/currencies/components/currency-catalogue';
import { useFrameOrder } from '../../../features/exchange/hooks/use-frame-order';
import { isPairSide, useExchangePairStore } from '../../../features/exchange/stores/exchange-pair-store';
import { useTranslate } from '../../../i18n/use-translate';
import { useGoBack } from '../../../layout/use-go-back';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { NotFoundPage } from '../not-found-page';

/** `/exchange/currency-list/:side`: choose the currency you pay (from) or get (to). */
export function CurrencyPickerPage() {
  const { side } = useParams();
  if (!isPairSide(side)) return <NotFoundPage />;
  return <CurrencyPicker side={side} />;
}

function CurrencyPicker({ side }: { side: 'from' | 'to' }) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const [query, setQuery] = useState('');
  const current = useExchangePairStore((state) => state[side]);
  const choose = useExchangePairStore((state) => state.choose);
  const goBack = useGoBack(EXCHANGE_PATH);
  const frameOrder = useFrameOrder();
  return (
    <div className="ferry-picker">
      <SearchField value={query} label={t('exchange.currencies.search')} onChange={setQuery} />
      <CurrencyCatalogue
        query={query}
        selectedCode={current}
        codes={side === 'from' ? frameOrder.fromCurrencies : frameOrder.toCurrencies}
        onSelect={(code) => {
          choose(side, code);
          haptics.selectionChanged();
          goBack();
        }}
      />
    </div>
  );
}
