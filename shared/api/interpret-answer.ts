import { type Endpoint, type EndpointResponse, errorEnvelopeSchema } from '../contracts/index';
import { parseRetryAfter } from '../domain/index';
import { ApiError, codeForStatus, resolveCode } from './api-error';

/** What came back over the wire, read in full. */
export interface Answer {
  status: number;
  text: string;
  /** The `Retry-After` header, when the answer had one. */
  retryAfter?: string | null;
}

export type Outcome<T> = { isOk: true; value: T } | { isOk: false; error: ApiError };

function parseJson(text: string): { isJson: true; value: unknown } | { isJson: false } {
  try {
    return { isJson: true, value: JSON.parse(text) };
  } catch {
    return { isJson: false };
  }
}

/**
 * How long the server asks to wait: its `Retry-After` header, else the envelope's
 * `retry_after_seconds` (a cross-origin answer may hide the header from scripts).
 */
function readRetryAfter(answer: Answer, details: unknown): number | undefined {
  const fromHeader = parseRetryAfter(answer.retryAfter, Date.now());
  if (fromHeader !== undefined) return fromHeader;
  const fromBody = (details as { retry_after_seconds?: unknown } | undefined)?.retry_after_seconds;
  return typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0 ? fromBody : undefined;
}

/** An error answer: the envelope when it has one, otherwise a code from the status. */
function readErrorAnswer(answer: Answer): ApiError {
  const json = parseJson(answer.text);
  const envelope = json.isJson ? errorEnvelopeSchema.safeParse(json.value) : null;
  if (!envelope?.success) {
    return new ApiError({
      kind: 'response',
      status: answer.status,
      code: codeForStatus(answer.status),
      message: `HTTP ${answer.status}`,
      retryAfterSeconds: readRetryAfter(answer, undefined),
    });
  }
  const { code, message, details } = envelope.data.error;
  const resolved = resolveCode(code, answer.status);
  return new ApiError({
    kind: 'response',
    status: answer.status,
    code: resolved,
    message,
    details,
    retryAfterSeconds: readRetryAfter(answer, details),
    ...(resolved === code ? {} : { serverCode: code }),
  });
}

function contractError(endpoint: Endpoint, status: number, message: string, details: unknown): ApiError {
  return new ApiError({
    kind: 'contract',
    status,
    code: 'INTERNAL_ERROR',
    message: `${endpoint.id}: ${message}`,
    details,
  });
}

/**
 * A success answer must satisfy the endpoint's response schema: bad data never reaches a
 * screen. An empty body stands for `undefined`, so only a schema that accepts it passes.
 */
function readSuccessAnswer<E extends Endpoint>(endpoint: E, answer: Answer): Outcome<EndpointResponse<E>> {
  let body: unknown;
  if (answer.text.trim() !== '') {
    const json = parseJson(answer.text);
    if (!json.isJson) {
      return { isOk: false, error: contractError(endpoint, answer.status, 'the answer is not JSON', []) };
    }
    body = json.value;
  }
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    const error = contractError(endpoint, answer.status, 'the answer breaks its schema', parsed.error.issues);
    return { isOk: false, error };
  }
  return { isOk: true, value: parsed.data as EndpointResponse<E> };
}

export function interpretAnswer<E extends Endpoint>(
  endpoint: E,
  answer: Answer,
): Outcome<EndpointResponse<E>> {
  const isSuccess = answer.status >= 200 && answer.status < 300;
  return isSuccess ? readSuccessAnswer(endpoint, answer) : { isOk: false, error: readErrorAnswer(answer) };
}
