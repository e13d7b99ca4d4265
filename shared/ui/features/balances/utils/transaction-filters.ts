import {
  DIRECTIONS,
  type Direction,
  EXCHANGE_KIND_FILTERS,
  type ExchangeKindFilter,
  findCurrency,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
  type TransactionType,
} from '@ferry/shared/domain';

/** The statement's filters: exactly those `GET transactions` takes (transactionListQuerySchema). */
export interface TransactionFilters {
  type?: TransactionType;
  direction?: Direction;
  status?: TransactionStatus;
  currency?: string;
  kind?: ExchangeKindFilter;
}

export type FilterName = keyof TransactionFilters;

export const FILTER_NAMES = [
  'type',
  'direction',
  'status',
  'currency',
  'kind',
] as const satisfies readonly FilterName[];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * Reads the filters from the address bar, so a filtered statement survives a reload and can be
 * shared. A value the API would refuse (a typo, an unknown currency) is dropped rather than sent.
 * `kind=ALL` is the same as no kind filter and is dropped too.
 */
export function filtersFromSearchParams(params: URLSearchParams): TransactionFilters {
  const currency = params.get('currency');
  const kind = oneOf(EXCHANGE_KIND_FILTERS, params.get('kind'));
  const filters: TransactionFilters = {
    type: oneOf(TRANSACTION_TYPES, params.get('type')),
    direction: oneOf(DIRECTIONS, params.get('direction')),
    status: oneOf(TRANSACTION_STATUSES, params.get('status')),
    currency: currency && findCurrency(currency) ? currency : undefined,
    kind: kind === 'ALL' ? undefined : kind,
  };
  return withoutEmpty(filters);
}

/** The same filters written back into search params, in a stable order; other params are kept. */
export function applyFilters(params: URLSearchParams, filters: TransactionFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

export function withoutEmpty(filters: TransactionFilters): TransactionFilters {
  const clean: TransactionFilters = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) Object.assign(clean, { [name]: value });
  }
  return clean;
}

export function activeFilterCount(filters: TransactionFilters): number {
  return Object.keys(withoutEmpty(filters)).length;
}
