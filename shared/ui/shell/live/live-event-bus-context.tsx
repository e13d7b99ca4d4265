import { createContext, type ReactNode, useContext } from 'react';
import { createLiveEventBus, type LiveEventBus } from './live-event-bus';

/** Without a provider (component tests) screens listen on a bus nobody feeds. */
const LiveEventBusContext = createContext<LiveEventBus>(createLiveEventBus());

export function LiveEventBusProvider({ bus, children }: { bus: LiveEventBus; children: ReactNode }) {
  return <LiveEventBusContext.Provider value={bus}>{children}</LiveEventBusContext.Provider>;
}

export function useLiveEventBus(): LiveEventBus {
  return useContext(LiveEventBusContext);
}
