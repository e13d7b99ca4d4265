import type { Attempt, AttemptVerdict } from './bank-history';

const API_PREFIX = '/api/client/v1/';
const REQUEST_TIMEOUT_MS = 15_000;

export interface BankRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Below the client base (`transfers`), or absolute from the host (`/api/dev/outbox?…`). */
  path: string;
  body?: string | null;
  token?: string;
  profileId?: string;
  key?: string | null;
  /** Each simulated user comes from its own network address (the server trusts X-Forwarded-For here). */
  forwardedFor: string;
  headers?: Record<string, string>;
  /** Give up waiting after this long (an impatient client: the server may still finish). */
  timeoutMs?: number;
}

/**
 * The verdict on an answer. 409 "in progress" and 429 mean "not this time" (try again with the
 * same key); a 5xx or no answer may have done the work or not; any other 4xx is a refusal that
 * moved nothing (the idempotency store keeps no refusals).
 */
export function judgeAnswer(
  status: number | null,
  error: { code: string; reason?: unknown } | null,
): AttemptVerdict {
  if (status === null || status >= 500) return 'ambiguous';
  if (status >= 200 && status < 300) return 'ok';
  if (status === 429) return 'busy';
  if (status === 409 && error?.code === 'CONFLICT_ERROR' && error.reason === 'request_in_progress')
    return 'busy';
  return 'refused';
}

function readError(text: string): { code: string; reason?: unknown } | null {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; details?: { reason?: unknown } } };
    const code = parsed.error?.code;
    return typeof code === 'string' ? { code, reason: parsed.error?.details?.reason } : null;
  } catch {
    return null;
  }
}

/** Sends one attempt and records what came back (or that nothing did). */
export async function sendAttempt(baseUrl: string, request: BankRequest): Promise<Attempt> {
  const startedAtMs = Date.now();
  const url = `${baseUrl}${request.path.startsWith('/') ? request.path : API_PREFIX + request.path}`;
  const headers: Record<string, string> = {
    'X-Forwarded-For': request.forwardedFor,
    ...request.headers,
  };
  if (request.body) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.profileId) headers['Profile-Id'] = request.profileId;
  if (request.key) headers['Idempotency-Key'] = request.key;
  try {
    const answer = await fetch(url, {
      method: request.method,
      headers,
      body: request.body ?? null,
      signal: AbortSignal.timeout(request.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await answer.text();
    const error = answer.ok ? null : readError(text);
    return {
      startedAtMs,
      endedAtMs: Date.now(),
      status: answer.status,
      text,
      isReplay: answer.headers.get('Idempotent-Replayed') === 'true',
      verdict: judgeAnswer(answer.status, error),
      error: error?.code ?? null,
    };
  } catch (error) {
    return {
      startedAtMs,
      endedAtMs: Date.now(),
      status: null,
      text: null,
      isReplay: false,
      verdict: 'ambiguous',
      error: describeNetworkError(error),
    };
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.name ?? error.message;
}

/** Parses a 2xx answer's JSON, or fails loudly: a client that cannot read an answer stops the run. */
export function readJson<T>(attempt: Attempt): T {
  if (attempt.verdict !== 'ok' || attempt.text === null) {
    throw new Error(`expected a 2xx answer, got ${attempt.status}: ${attempt.text ?? attempt.error}`);
  }
  return JSON.parse(attempt.text) as T;
}
