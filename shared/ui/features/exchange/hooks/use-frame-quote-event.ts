import type { QuotePreviewView } from '@ferry/shared/contracts';
import { useEffect, useRef } from 'react';
import { useFrameEvents } from '../../../shell/frame/frame-events';

/**
 * Tells a shop's page each new price (docs/integration.md, `quote`), once per fetched price:
 * `fetchedAt` marks one (the form refreshes it every 8 s). Nothing outside a shop's frame.
 */
export function useFrameQuoteEvent(priced: QuotePreviewView | undefined, fetchedAt: number): void {
  const emit = useFrameEvents();
  const latest = useRef(priced);
  latest.current = priced;
  const priceKey = priced ? fetchedAt : undefined;
  useEffect(() => {
    const current = latest.current;
    if (!current || priceKey === undefined) return;
    emit('quote', {
      from_currency: current.from_currency,
      to_currency: current.to_currency,
      from_amount: current.from_amount,
      to_amount: current.to_amount,
      rate: current.rate,
      fee: current.fee,
      fee_currency: current.fee_currency,
    });
  }, [priceKey, emit]);
}
