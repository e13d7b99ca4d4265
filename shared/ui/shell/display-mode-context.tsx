import type { DisplayMode } from '@ferry/shared/domain';
import { createContext, type ReactNode, useContext } from 'react';

const DisplayModeContext = createContext<DisplayMode>('display');

export function DisplayModeProvider({ mode, children }: { mode: DisplayMode; children: ReactNode }) {
  return <DisplayModeContext.Provider value={mode}>{children}</DisplayModeContext.Provider>;
}

/** The door the app came through (spec 000 §2): it picks each screen's variant. */
export function useDisplayMode(): DisplayMode {
  return useContext(DisplayModeContext);
}

/** Widget and pay frame sit inside someone else's page: compact, branded, no site chrome. */
export function isFrameMode(mode: DisplayMode): boolean {
  return mode === 'widget' || mode === 'pay-frame';
}
