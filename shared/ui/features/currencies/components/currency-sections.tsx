import type { Currency } from '@ferry/shared/contracts';
import type { CurrencyKind } from '@ferry/shared/domain';
import { Section } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { type CurrencyGroup, groupCurrencies } from '../utils/group-currencies';
import { CurrencyRow } from './currency-row';

interface CurrencySectionsProps {
  currencies: readonly Currency[];
  language: string;
  onSelect(code: string): void;
  selectedCode?: string;
}

const GROUP_TITLE = {
  fiat: 'exchange.currencies.fiat',
  crypto: 'exchange.currencies.crypto',
} as const satisfies Record<CurrencyKind, string>;

/** Currencies grouped Fiat / Crypto, each group a labelled list of selectable rows. */
export function CurrencySections({ currencies, language, onSelect, selectedCode }: CurrencySectionsProps) {
  return (
    <div className="ferry-currency-sections">
      {groupCurrencies(currencies).map((group) => (
        <CurrencyGroupSection
          key={group.kind}
          group={group}
          language={language}
          onSelect={onSelect}
          selectedCode={selectedCode}
        />
      ))}
    </div>
  );
}

function CurrencyGroupSection({
  group,
  language,
  onSelect,
  selectedCode,
}: Omit<CurrencySectionsProps, 'currencies'> & { group: CurrencyGroup }) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-group={group.kind}>
      <Section
        header={
          <h2 id={headingId} className="ferry-section-heading">
            {t(GROUP_TITLE[group.kind])}
          </h2>
        }
      >
        {group.currencies.map((currency) => (
          <CurrencyRow
            key={currency.code}
            currency={currency}
            language={language}
            onSelect={onSelect}
            isSelected={currency.code === selectedCode}
          />
        ))}
      </Section>
    </section>
  );
}
