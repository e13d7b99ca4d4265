import { DomainError } from '@ferry/shared/domain';
import type { AppModule, ModuleContext } from '../../app/module-context';

/** TOTP two-factor and its gate. (Being written; the gate refuses until then.) */
export function createTwoFactorModule(_ctx: ModuleContext): AppModule {
  return {
    routes: [],
    twoFactorGate: {
      check: async () => {
        throw new DomainError('SERVICE_UNAVAILABLE');
      },
    },
  };
}
