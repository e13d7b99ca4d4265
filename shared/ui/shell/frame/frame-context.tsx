import { createContext, type ReactNode, useContext } from 'react';
import type { FrameState, ReadyFrame } from './frame-state';

const FrameContext = createContext<FrameState | null>(null);

export function FrameProvider({ frame, children }: { frame: FrameState | null; children: ReactNode }) {
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

/** The frame's state; null outside the widget and the pay frame. */
export function useFrame(): FrameState | null {
  return useContext(FrameContext);
}

/** The merchant's checked parameters when the frame runs for one; null otherwise. */
export function useReadyFrame(): ReadyFrame | null {
  const frame = useContext(FrameContext);
  return frame?.status === 'ready' ? frame : null;
}
