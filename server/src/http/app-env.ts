import type { Logger } from '../logging/logger';
import type { CacheGroup } from './cache-headers';
import type { Caller } from './caller';

/** Values middleware puts on each request's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The app's logger; a line about a request names its requestId. */
    logger: Logger;
    caller: Caller;
    /** Set by markCacheGroup: the answer gets an ETag and may become 304 (sendJsonAnswer). */
    cacheGroup?: CacheGroup;
    /** Headers of the answer sendJsonAnswer builds, in a plain record (see answer-response.ts). */
    answerHeaders?: Record<string, string>;
    /** Set by setAnswerStatus: 201 where a call created what it answers with (see answer-response.ts). */
    answerStatus?: 201;
  };
}
