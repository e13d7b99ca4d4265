import { useEffect, useState } from 'react';
import { QUOTE_REFRESH_MS } from '../api/use-exchange-quote';

/** Whole seconds until the quote priced at `pricedAt` (ms) is asked again; null before the first. */
export function useQuoteCountdown(pricedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (pricedAt === 0) return null;
  const left = Math.ceil((pricedAt + QUOTE_REFRESH_MS - now) / 1_000);
  return Math.min(QUOTE_REFRESH_MS / 1_000, Math.max(0, left));
}
