import type { AppModule, ModuleContext } from '../../app/module-context';

/** Sign-in by email code, Google, Apple and Telegram; refresh and logout. (Being written.) */
export function createAuthModule(_ctx: ModuleContext): AppModule {
  return { routes: [] };
}
