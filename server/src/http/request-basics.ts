import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger';
import { isCompleteAnswer } from './answer-response';
import type { AppEnv } from './app-env';
import { SECURITY_HEADERS } from './security-headers';

const SECURITY_ENTRIES = Object.entries(SECURITY_HEADERS);
const MAX_REQUEST_ID_LENGTH = 255;
const FOREIGN_ID_CHARACTER = /[^\w\-=]/;

/** The caller's X-Request-Id when it is short and plain (a trace from a proxy), else a new one. */
function readRequestId(given: string | undefined): string {
  if (!given || given.length > MAX_REQUEST_ID_LENGTH || FOREIGN_ID_CHARACTER.test(given)) return randomUUID();
  return given;
}

/**
 * What every request gets, in one middleware: a request id (X-Request-Id, kept from the caller
 * when plain), the security headers and a request line when info is logged. Answers built by
 * `sendJsonAnswer` already carry the headers in a plain record (see answer-response.ts); any other
 * response (errors, files, streams) gets them set here after it is made, overwriting a handler's.
 */
export function requestBasics(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = readRequestId(c.req.header('X-Request-Id'));
    c.set('requestId', requestId);
    // The app's logger, not a child per request: a pino child (bindings, redaction) costs more
    // than many requests' whole routing. Lines carry the request id as a field instead.
    c.set('logger', logger);
    const startedAt = performance.now();
    await next();
    const response = c.res;
    if (!isCompleteAnswer(response)) {
      const headers = response.headers;
      for (const [name, value] of SECURITY_ENTRIES) headers.set(name, value);
      headers.set('X-Request-Id', requestId);
      headers.delete('X-Powered-By');
    }
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: response.status,
        ms: Math.round(performance.now() - startedAt),
      },
      'request',
    );
  };
}
