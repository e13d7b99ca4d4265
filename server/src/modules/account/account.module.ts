import type { AppModule, ModuleContext } from '../../app/module-context';

/** Settings, terms, account deletion, email and phone change. (Being written.) */
export function createAccountModule(_ctx: ModuleContext): AppModule {
  return { routes: [] };
}
