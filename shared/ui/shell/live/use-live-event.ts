import type { LiveEventTopic } from '@ferry/shared/contracts';
import { useEffect, useRef } from 'react';
import type { LiveEventHandler } from './live-event-bus';
import { useLiveEventBus } from './live-event-bus-context';

/**
 * Calls `handler` with each live event of `topic` while the component is mounted, e.g.
 * `useLiveEvent('transaction.changed', (event) => { if (event.payload.external_id === id) ... })`.
 * The money queries (`MONEY_QUERY_ROOTS`) are refreshed already; this is for screens that want
 * the payload itself (a toast, a haptic). The latest `handler` is used without resubscribing.
 */
export function useLiveEvent(topic: LiveEventTopic, handler: LiveEventHandler): void {
  const bus = useLiveEventBus();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(topic, (event) => latest.current(event)), [bus, topic]);
}
