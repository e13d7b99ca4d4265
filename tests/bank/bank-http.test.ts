import { describe, expect, it } from 'vitest';
import { judgeAnswer } from './bank-http';

describe('judging an answer', () => {
  it.each([
    [200, null, 'ok'],
    [null, null, 'ambiguous'],
    [500, { code: 'INTERNAL_ERROR' }, 'ambiguous'],
    [503, { code: 'SERVICE_UNAVAILABLE' }, 'ambiguous'],
    [409, { code: 'CONFLICT_ERROR', reason: 'request_in_progress' }, 'busy'],
    [409, { code: 'CONFLICT_ERROR', reason: 'payment_no_longer_open' }, 'refused'],
    [429, { code: 'TOO_MANY_REQUESTS' }, 'busy'],
    [422, { code: 'INSUFFICIENT_BALANCE' }, 'refused'],
    [422, { code: 'UNPROCESSABLE_ENTITY', reason: 'idempotency_key_reused' }, 'refused'],
  ] as const)('status %s %j is %s', (status, error, verdict) => {
    expect(judgeAnswer(status, error)).toBe(verdict);
  });
});
