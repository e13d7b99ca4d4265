import type { LiveEventsStatus } from '@ferry/shared/api';
import { create } from 'zustand';

interface LiveStatusState {
  /** `idle` until a signed-in session opens the socket. */
  status: LiveEventsStatus | 'idle';
  setStatus(status: LiveEventsStatus | 'idle'): void;
}

/**
 * The live socket's state for every screen: a screen following an in-flight transaction polls
 * every 3000 ms (spec 000 §9) only while this is not `open`.
 */
export const useLiveStatus = create<LiveStatusState>((set) => ({
  status: 'idle',
  setStatus: (status) => set({ status }),
}));

export function isLiveOpen(status: LiveStatusState['status']): boolean {
  return status === 'open';
}
