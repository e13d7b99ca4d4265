import type { Location } from 'react-router';

/** What a guard remembers when it sends the user away: where to return afterwards. */
export interface ReturnState {
  from?: { pathname: string; search: string };
}

export function toReturnState(location: Pick<Location, 'pathname' | 'search'>): ReturnState {
  return { from: { pathname: location.pathname, search: location.search } };
}

/** The remembered place, or `fallback` when there is none (a sign-in opened directly). */
export function readReturnPath(state: unknown, fallback: string): string {
  const from = (state as ReturnState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}
