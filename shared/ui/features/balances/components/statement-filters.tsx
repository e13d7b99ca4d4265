import {
  CURRENCIES,
  DIRECTIONS,
  directionLabelKey,
  EXCHANGE_KIND_FILTERS,
  exchangeKindFilterLabelKey,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionTypeLabelKey,
} from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { activeFilterCount, type FilterName, type TransactionFilters } from '../utils/transaction-filters';

interface StatementFiltersProps {
  filters: TransactionFilters;
  onChange(filters: TransactionFilters): void;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange(value: string | undefined): void;
  allLabel: string;
}

function FilterIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="ferry-filter">
      <label className="ferry-filter-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ferry-filter-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters `GET transactions` has, as selects; "All" clears one. On a phone they fold behind a
 * "Filters" toggle that shows how many are set; from 640 px they are always open (the toggle hides).
 */
export function StatementFilters({ filters, onChange }: StatementFiltersProps) {
  const t = useTranslate();
  const gridId = useId();
  const [isOpen, setOpen] = useState(false);
  const all = t('balances.filters.all');
  const set = (name: FilterName) => (value: string | undefined) => onChange({ ...filters, [name]: value });
  const count = activeFilterCount(filters);
  return (
    <section className="ferry-statement-filters" aria-label={t('balances.filters.label')}>
      <button
        type="button"
        className="ferry-filters-toggle"
        aria-expanded={isOpen}
        aria-controls={gridId}
        data-active={count > 0 ? true : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <FilterIcon />
        {count > 0 ? t('balances.filters.toggleActive', { count }) : t('balances.filters.label')}
      </button>
      <div id={gridId} className="ferry-filter-grid" data-open={isOpen}>
        <FilterSelect
          label={t('balances.filters.type')}
          value={filters.type}
          allLabel={all}
          onChange={set('type')}
          options={TRANSACTION_TYPES.map((type) => ({
            value: type,
            label: t(transactionTypeLabelKey(type)),
          }))}
        />
        <FilterSelect
          label={t('balances.filters.direction')}
          value={filters.direction}
          allLabel={all}
          onChange={set('direction')}
          options={DIRECTIONS.map((direction) => ({
            value: direction,
            label: t(directionLabelKey(direction)),
          }))}
        />
        <FilterSelect
          label={t('balances.filters.status')}
          value={filters.status}
          allLabel={all}
          onChange={set('status')}
          options={TRANSACTION_STATUSES.map((status) => ({
            value: status,
            label: t(`balances.status.${status}`),
          }))}
        />
        <FilterSelect
          label={t('balances.filters.currency')}
          value={filters.currency}
          allLabel={all}
          onChange={set('currency')}
          options={CURRENCIES.map((currency) => ({ value: currency.code, label: currency.code }))}
        />
        <FilterSelect
          label={t('balances.filters.kind')}
          value={filters.kind}
          allLabel={all}
          onChange={set('kind')}
          options={EXCHANGE_KIND_FILTERS.filter((kind) => kind !== 'ALL').map((kind) => ({
            value: kind,
            label: t(exchangeKindFilterLabelKey(kind)),
          }))}
        />
      </div>
      {count > 0 ? (
        <Button mode="plain" size="s" onClick={() => onChange({})}>
          {t('balances.filters.clear', { count })}
        </Button>
      ) : null}
    </section>
  );
}
