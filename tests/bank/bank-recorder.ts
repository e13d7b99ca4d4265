import { randomUUID } from 'node:crypto';
import type { Attempt, History, Operation, OperationKind } from './bank-history';
import { sendAttempt } from './bank-http';
import { randomInt } from './bank-random';
import type { BankUser } from './bank-users';
import { sleep } from './server-process';

/** How long one logical operation keeps retrying an ambiguous answer (a restart takes seconds). */
const OPERATION_DEADLINE_MS = 120_000;
const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 1_000;
/**
 * The share of money requests whose first attempt gives up after a few hundred milliseconds:
 * the server usually finishes them anyway, so the retry must meet the stored answer (or 409
 * while the first still runs), never a second execution.
 */
const IMPATIENT_SHARE = 0.15;
const IMPATIENT_TIMEOUT_MS = { min: 20, max: 400 };

export interface OperationRequest {
  kind: OperationKind;
  client: number;
  user: BankUser;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Money-moving calls carry a fresh Idempotency-Key, reused by every retry. */
  isIdempotent: boolean;
  /**
   * Retry an ambiguous answer until it is definite (default: when idempotent). The sandbox's
   * reports of outside payments have no key but are idempotent by their reference or hash.
   */
  isRetried?: boolean;
}

/**
 * Runs logical operations against the server and writes each attempt to the history. An
 * ambiguous answer (no answer, 5xx, reset) or "busy" is retried with the same key and the same
 * body until the answer is definite — across server restarts.
 */
export class BankRecorder {
  readonly history: History = [];
  retries = 0;
  replaysChecked = 0;
  private seq = 0;

  constructor(
    readonly baseUrl: string,
    private readonly replayShare: number,
  ) {}

  async perform(request: OperationRequest): Promise<Operation> {
    const operation: Operation = {
      seq: this.seq++,
      client: request.client,
      kind: request.kind,
      profileId: request.user.profileId,
      key: request.isIdempotent ? randomUUID() : null,
      method: request.method,
      path: request.path,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      attempts: [],
      outcome: 'indeterminate',
      replays: [],
    };
    this.history.push(operation);
    const deadline = Date.now() + OPERATION_DEADLINE_MS;
    for (let retry = 0; ; retry += 1) {
      const isImpatient = retry === 0 && request.isIdempotent && Math.random() < IMPATIENT_SHARE;
      const attempt = await this.send(
        operation,
        request.user,
        isImpatient ? randomInt(IMPATIENT_TIMEOUT_MS.min, IMPATIENT_TIMEOUT_MS.max) : undefined,
      );
      operation.attempts.push(attempt);
      if (attempt.verdict === 'ok' || attempt.verdict === 'refused') {
        operation.outcome = attempt.verdict;
        break;
      }
      // A read that got no answer is simply lost; only money calls must end definitely.
      if (!(request.isRetried ?? request.isIdempotent) || Date.now() > deadline) break;
      this.retries += 1;
      await sleep(Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** retry));
    }
    if (operation.outcome === 'ok' && request.isIdempotent && Math.random() < this.replayShare) {
      await this.checkReplay(operation, request.user);
    }
    return operation;
  }

  /** Sends the same key and body again: the answer must be the stored one, marked as a replay. */
  private async checkReplay(operation: Operation, user: BankUser): Promise<void> {
    const first = operation.attempts.find((attempt) => attempt.verdict === 'ok')?.text ?? null;
    const deadline = Date.now() + OPERATION_DEADLINE_MS;
    while (Date.now() < deadline) {
      const attempt = await this.send(operation, user);
      if (attempt.verdict === 'ambiguous' || attempt.verdict === 'busy') {
        await sleep(MAX_BACKOFF_MS / 2);
        continue;
      }
      this.replaysChecked += 1;
      operation.replays.push({
        status: attempt.status,
        isReplay: attempt.isReplay,
        isIdentical: attempt.text === first,
      });
      return;
    }
  }

  private send(operation: Operation, user: BankUser, timeoutMs?: number): Promise<Attempt> {
    return sendAttempt(this.baseUrl, {
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      method: operation.method as 'GET' | 'POST',
      path: operation.path,
      body: operation.body,
      token: user.token,
      profileId: user.profileId,
      key: operation.key,
      forwardedFor: user.forwardedFor,
    });
  }
}
