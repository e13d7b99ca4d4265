import type { AppModule, ModuleContext } from '../../app/module-context';
import type { TwoFactorGate } from '../../auth/two-factor-gate';

export interface AuthModulePorts {
  /** Sign-in asks it for the "login" scope before a session opens. */
  twoFactorGate: TwoFactorGate;
}

/** Sign-in by email code, Google, Apple and Telegram; refresh and logout. (Being written.) */
export function createAuthModule(_ctx: ModuleContext, _ports: AuthModulePorts): AppModule {
  return { routes: [] };
}
