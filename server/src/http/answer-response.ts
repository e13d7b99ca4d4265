import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { SECURITY_HEADERS } from './security-headers';

/**
 * Answers built here carry every header they need in a plain record: @hono/node-server writes
 * such a response straight to the socket, where a web `Headers` (what `c.header()` and the
 * middleware after the handler use) is validated on every set and copied back into a record
 * before writing. The length of each one's body is kept, so compression can pass small answers.
 */
const answerLengths = new WeakMap<Response, number>();

/** A header of the answer `sendJsonAnswer` builds (use instead of `c.header()` in handlers). */
/** Says on a merchant key's every answer whether it was about sandbox money or live money. */
export const TEST_MODE_HEADER = 'Ferry-Test-Mode';

/** Answers 201 instead of the endpoint's 200: the call created what it answers with. */
export function setAnswerStatus(c: Context<AppEnv>, status: 201): void {
  c.set('answerStatus', status);
}

export function setAnswerHeader(c: Context<AppEnv>, name: string, value: string): void {
  const headers = c.get('answerHeaders');
  if (headers) headers[name] = value;
  else c.set('answerHeaders', { [name]: value });
}

/**
 * A response with the security headers, the request id, the answer headers and `headers` already
 * set; a body is sent with its Content-Length.
 */
export function buildAnswerResponse(
  c: Context<AppEnv>,
  status: 200 | 201 | 202 | 204 | 304,
  body: string | null,
  headers: Readonly<Record<string, string>>,
): Response {
  const all: Record<string, string> = { ...SECURITY_HEADERS, ...c.get('answerHeaders'), ...headers };
  const requestId = c.get('requestId');
  if (requestId !== undefined) all['X-Request-Id'] = requestId;
  const length = body === null ? 0 : Buffer.byteLength(body);
  if (body !== null) all['Content-Length'] = String(length);
  const response = new Response(body, { status, headers: all });
  answerLengths.set(response, length);
  return response;
}

/** Whether `response` was built by `buildAnswerResponse` (its headers are complete). */
export function isCompleteAnswer(response: Response): boolean {
  return answerLengths.has(response);
}

/** The body length of an answer built by `buildAnswerResponse`; undefined for other responses. */
export function answerLengthOf(response: Response): number | undefined {
  return answerLengths.get(response);
}
