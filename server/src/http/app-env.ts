import type { Logger } from '../logging/logger';
import type { Caller } from './caller';

/** Values middleware puts on each request's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    caller: Caller;
  };
}
