import type { FetchLike } from '../api-client';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The raw body text, or undefined when none was sent. */
  body: string | undefined;
}

/** A scripted answer: a JSON body, a raw text, or a dropped connection. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  isNetworkError?: boolean;
  /** Answers after this many milliseconds, so concurrent calls overlap. */
  delayMs?: number;
  headers?: Record<string, string>;
}

export type Responder = (request: RecordedRequest) => FakeAnswer;

export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
}

function wait(delayMs: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(resolve, delayMs);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * Records every request and answers from a queue (in order) or a function of the request. An
 * exhausted queue fails the test loudly instead of hanging.
 */
export function createFakeFetch(script: FakeAnswer[] | Responder): FakeFetch {
  const requests: RecordedRequest[] = [];
  const queue = Array.isArray(script) ? [...script] : null;
  const fetch: FetchLike = async (url, init) => {
    const request = { url, method: init.method, headers: { ...init.headers }, body: init.body };
    requests.push(request);
    const answer = queue ? queue.shift() : (script as Responder)(request);
    if (!answer) throw new Error(`fake fetch: no answer scripted for ${init.method} ${url}`);
    await wait(answer.delayMs ?? 0, init.signal);
    if (answer.isNetworkError) throw new TypeError('fetch failed');
    const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    const headers = new Headers(answer.headers);
    return { status: answer.status ?? 200, text: async () => text, headers };
  };
  return { fetch, requests };
}

export function errorAnswer(status: number, code: string, details?: unknown): FakeAnswer {
  return { status, json: { error: { code, message: `${code} happened`, details } } };
}
