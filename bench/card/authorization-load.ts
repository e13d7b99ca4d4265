import { send } from '../http/keep-alive-client';
import { AUTHORIZATION_PATH, signedAuthorization } from './card-wire';

export interface DecisionLoadResult {
  sent: number;
  approved: number;
  declined: number;
  /** Declines by the answer's reason. */
  declineReasons: Record<string, number>;
  /** Answers other than 200 with a decision, or no answer: each a failure of the bench. */
  failed: number;
  /** Failures by what came back (`status 503`, or the error's name when nothing did). */
  failureReasons: Record<string, number>;
  /** Request → answer read, in milliseconds, one per answered request. */
  latenciesMs: number[];
  elapsedSeconds: number;
}

export interface DecisionInput {
  cardToken: string;
  amountMinor: bigint;
  currency: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function decideOnce(baseUrl: string, input: DecisionInput, result: DecisionLoadResult): Promise<void> {
  const { body, headers } = signedAuthorization(input);
  const startedAt = performance.now();
  try {
    const answer = await send(`${baseUrl}${AUTHORIZATION_PATH}`, { method: 'POST', headers, body });
    const latency = performance.now() - startedAt;
    const decision = answer.ok
      ? (JSON.parse(answer.text) as { approved?: boolean; decline_reason?: string | null })
      : null;
    if (typeof decision?.approved !== 'boolean') {
      failed(result, `status ${answer.status}`);
      return;
    }
    result.latenciesMs.push(latency);
    if (decision.approved) result.approved += 1;
    else {
      result.declined += 1;
      const reason = decision.decline_reason ?? 'none';
      result.declineReasons[reason] = (result.declineReasons[reason] ?? 0) + 1;
    }
  } catch (error) {
    failed(result, (error as NodeJS.ErrnoException).code ?? String(error));
  }
}

function failed(result: DecisionLoadResult, reason: string): void {
  result.failed += 1;
  result.failureReasons[reason] = (result.failureReasons[reason] ?? 0) + 1;
}

function emptyResult(): DecisionLoadResult {
  return {
    sent: 0,
    approved: 0,
    declined: 0,
    declineReasons: {},
    failed: 0,
    failureReasons: {},
    latenciesMs: [],
    elapsedSeconds: 0,
  };
}

/**
 * An open load, as a network sends: one authorization every 1/rate seconds on a fixed schedule
 * for `seconds` (the server instances in turn), whether or not the earlier ones were answered (a closed loop would slow down
 * with the server and hide its queueing from the percentiles).
 */
export async function runOpenLoad(
  baseUrls: readonly string[],
  ratePerSecond: number,
  seconds: number,
  nextInput: () => DecisionInput,
): Promise<DecisionLoadResult> {
  const result = emptyResult();
  const total = Math.round(ratePerSecond * seconds);
  const intervalMs = 1000 / ratePerSecond;
  const startedAt = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = startedAt + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    result.sent += 1;
    inFlight.push(decideOnce(baseUrls[index % baseUrls.length] as string, nextInput(), result));
  }
  await Promise.all(inFlight);
  result.elapsedSeconds = (performance.now() - startedAt) / 1000;
  return result;
}

/** A closed loop: `connections` clients back to back for `seconds`, for the decisions' throughput. */
export async function runClosedLoad(
  baseUrls: readonly string[],
  connections: number,
  seconds: number,
  nextInput: () => DecisionInput,
): Promise<DecisionLoadResult> {
  const result = emptyResult();
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      const baseUrl = baseUrls[connection % baseUrls.length] as string;
      while (performance.now() < deadline) {
        result.sent += 1;
        await decideOnce(baseUrl, nextInput(), result);
      }
    }),
  );
  result.elapsedSeconds = (performance.now() - startedAt) / 1000;
  return result;
}
