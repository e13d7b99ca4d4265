import type { LiveEventFrame } from '@ferry/shared/contracts';

export type LiveEventHandler = (event: LiveEventFrame) => void;

/** Hands each live event to the screens that asked for its topic. */
export interface LiveEventBus {
  emit(event: LiveEventFrame): void;
  /** Returns the function that stops listening. */
  on(topic: string, handler: LiveEventHandler): () => void;
}

export function createLiveEventBus(): LiveEventBus {
  const handlers = new Map<string, Set<LiveEventHandler>>();
  return {
    emit(event) {
      for (const handler of [...(handlers.get(event.topic) ?? [])]) {
        // One screen's broken handler must not keep the event from the others.
        try {
          handler(event);
        } catch (error) {
          console.error(`ferry live: a "${event.topic}" handler threw`, error);
        }
      }
    },
    on(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => set.delete(handler);
    },
  };
}
