import type { Platform } from '@ferry/shared/platform';
import { createContext, type ReactNode, useContext } from 'react';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The shell the screen runs in (browser or Telegram); see `shared/platform`. */
export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a <PlatformProvider> above it');
  return platform;
}
