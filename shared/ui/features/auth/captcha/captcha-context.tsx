import type { InitSettings } from '@ferry/shared/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Captcha, createCaptcha } from './captcha';
import { loadScript, type ScriptLoader } from './load-script';

const CaptchaContext = createContext<Captcha | null>(null);

interface CaptchaProviderProps {
  settings: InitSettings['captcha'];
  /** Tests pass their own; the app loads the real script. */
  scriptLoader?: ScriptLoader;
  children: ReactNode;
}

/** The captcha for the sign-in screens, as init-settings configures it. */
export function CaptchaProvider({ settings, scriptLoader = loadScript, children }: CaptchaProviderProps) {
  const captcha = useMemo(() => createCaptcha(settings, scriptLoader), [settings, scriptLoader]);
  return <CaptchaContext.Provider value={captcha}>{children}</CaptchaContext.Provider>;
}

export function useCaptcha(): Captcha {
  const captcha = useContext(CaptchaContext);
  if (!captcha) throw new Error('useCaptcha needs a <CaptchaProvider> above it');
  return captcha;
}
