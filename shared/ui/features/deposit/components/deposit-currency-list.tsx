import { findCurrency } from '@ferry/shared/domain';
import { Cell, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { CurrencyBadge } from '../../../components/currency-badge';
import { ErrorState } from '../../../components/error-state';
import { SearchField } from '../../../components/search-field';
import { StatePanel } from '../../../components/state-panel';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { localizeCurrencyName } from '../../../lib/currency-name';
import { useDepositPwCurrencies } from '../api/deposit-queries';
import { DepositRow } from './deposit-row';

interface DepositCurrencyListProps {
  payway: string;
  onChoose(currency: string): void;
}

/** The currencies a payway takes (spec 000 §2 "/balances/deposit/currency-list"), with search. */
export function DepositCurrencyList({ payway, onChoose }: DepositCurrencyListProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const [query, setQuery] = useState('');
  const rows = useDepositPwCurrencies(payway);

  if (rows.isPending) {
    return (
      <List aria-busy="true">
        <Section>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} visible>
              <Cell subtitle="…">…</Cell>
            </Skeleton>
          ))}
        </Section>
      </List>
    );
  }
  if (rows.error || !rows.data) {
    return (
      <ErrorState
        error={rows.error}
        title={t('deposit.currencies.errorTitle')}
        onRetry={() => void rows.refetch()}
      />
    );
  }
  const codes = [...new Set(rows.data.filter((row) => row.is_available).map((row) => row.currency))];
  const entries = codes.map((code) => {
    const info = findCurrency(code);
    const name = info ? localizeCurrencyName(info, language) : code;
    return { code, name, info };
  });
  const needle = query.trim().toLocaleLowerCase(language);
  const shown = needle
    ? entries.filter(
        (entry) =>
          entry.code.toLocaleLowerCase(language).includes(needle) ||
          entry.name.toLocaleLowerCase(language).includes(needle),
      )
    : entries;

  return (
    <div className="ferry-picker">
      <SearchField value={query} label={t('deposit.currencies.search')} onChange={setQuery} />
      {shown.length === 0 ? (
        <StatePanel
          title={t(codes.length === 0 ? 'deposit.currencies.emptyTitle' : 'deposit.currencies.noMatchTitle')}
          description={t(
            codes.length === 0 ? 'deposit.currencies.emptyHint' : 'deposit.currencies.noMatchHint',
          )}
        />
      ) : (
        <List>
          <Section>
            {shown.map((entry) => (
              <DepositRow
                key={entry.code}
                data={{ 'data-currency': entry.code }}
                before={
                  <CurrencyBadge
                    currency={entry.info ?? { code: entry.code, symbol: null, kind: 'crypto' }}
                  />
                }
                title={entry.name}
                subtitle={entry.code}
                onClick={() => onChoose(entry.code)}
              />
            ))}
          </Section>
        </List>
      )}
    </div>
  );
}
