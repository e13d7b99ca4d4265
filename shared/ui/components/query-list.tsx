import type { ReactNode } from 'react';
import { QueryErrorState } from './error-state';
import { LoadingState } from './loading-state';

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  refetch(): Promise<unknown>;
}

interface QueryListProps<T> {
  query: ListQuery<T>;
  errorTitle: string;
  /** What stands in for an empty list. */
  empty: ReactNode;
  children(rows: T[]): ReactNode;
}

/** A list a query loads: loading, its failure with a retry, `empty` when it holds nothing, else its rows. */
export function QueryList<T>({ query, errorTitle, empty, children }: QueryListProps<T>) {
  if (query.isPending) return <LoadingState />;
  if (!query.data) return <QueryErrorState query={query} title={errorTitle} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}
