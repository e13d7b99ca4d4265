import { useCallback } from 'react';
import { host } from '../../lib/host';
import { useReadyFrame } from './frame-context';
import type { ReadyFrame } from './frame-state';

/**
 * What the embedding page hears (docs/integration.md): `ready` once the first screen shows,
 * `quote` for each new price, `order_created` when the customer confirms, `status_changed` as
 * the order moves, `closed` when the customer leaves for `returnUrl`.
 */
export type FrameEventType = 'ready' | 'quote' | 'order_created' | 'status_changed' | 'closed';

/** Every message carries `source: 'ferry'` so a page with several frames can tell ours apart. */
export interface FrameMessage {
  source: 'ferry';
  type: FrameEventType;
  payload: Record<string, unknown>;
}

/** Posts to the embedding page's own origin only, never `*`, so no other page reads the order. */
export function postFrameEvent(
  frame: ReadyFrame | null,
  type: FrameEventType,
  payload: Record<string, unknown> = {},
  target: Window | null = host.embeddingWindow(),
): void {
  if (!frame?.parentOrigin || !target) return;
  const message: FrameMessage = { source: 'ferry', type, payload };
  target.postMessage(message, frame.parentOrigin);
}

/** `emit(type, payload)` for screens; a no-op outside a merchant's frame. */
export function useFrameEvents(): (type: FrameEventType, payload?: Record<string, unknown>) => void {
  const frame = useReadyFrame();
  return useCallback((type, payload = {}) => postFrameEvent(frame, type, payload), [frame]);
}
