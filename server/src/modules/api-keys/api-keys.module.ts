import { DomainError } from '@ferry/shared/domain';
import type { AppModule, ModuleContext } from '../../app/module-context';

/** API keys, merchant request signatures, widget sessions. (Being written; merchants are refused until then.) */
export function createApiKeysModule(_ctx: ModuleContext): AppModule {
  return {
    routes: [],
    merchantAuthenticator: {
      authenticate: async () => {
        throw new DomainError('UNAUTHORIZED_REQUEST');
      },
    },
  };
}
