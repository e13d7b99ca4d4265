import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind, codeForStatus, shouldToast } from './api-error';

describe('codeForStatus', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED_REQUEST'],
    [403, 'ACCESS_DENIED'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT_ERROR'],
    [418, 'BAD_REQUEST'],
    [422, 'UNPROCESSABLE_ENTITY'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'INTERNAL_ERROR'],
    [502, 'INTERNAL_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
    [599, 'INTERNAL_ERROR'],
  ] as const)('%i → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

function apiError(kind: ApiErrorKind, code: ApiError['code'], isSilent = false): ApiError {
  return new ApiError({ kind, status: 400, code, message: code, isSilent });
}

describe('shouldToast (spec 001 §8)', () => {
  const abort = new DOMException('stopped', 'AbortError');
  it.each([
    ['a plain response error', apiError('response', 'NOT_ENOUGH_FUNDS'), true],
    ['a contract mismatch', apiError('contract', 'INTERNAL_ERROR'), true],
    ['an unknown thrown error', new Error('boom'), true],
    ['unauthorized', apiError('response', 'UNAUTHORIZED_REQUEST'), false],
    ['a failed request (network)', apiError('network', 'ERR_NETWORK'), false],
    ['a silent error', apiError('response', 'BAD_REQUEST', true), false],
    ['an abort', abort, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(shouldToast(error)).toBe(expected);
  });
});
