import { ApiError } from '@ferry/shared/api';
import { describe, expect, it } from 'vitest';
import { readFieldIssues, splitFieldIssues } from './field-issues';

function validationError(details: unknown) {
  return new ApiError({ kind: 'response', status: 400, code: 'VALIDATION_ERROR', message: 'bad', details });
}

describe('server field issues (VALIDATION_ERROR details.issues)', () => {
  it('maps each field to its first message with its params', () => {
    const error = validationError({
      issues: [
        { path: 'name', key: 'validation.minLength', params: { min: 2, count: 2 } },
        { path: 'name', key: 'validation.required' },
        { path: ['scopes', 'login'], key: 'validation.invalid' },
        { path: 'email', key: 'not a key' },
      ],
    });
    expect(readFieldIssues(error)).toEqual({
      name: { key: 'validation.minLength', params: { min: 2, count: 2 } },
      'scopes.login': { key: 'validation.invalid' },
      email: { key: 'validation.invalid' },
    });
  });

  it.each([
    ['another code', new ApiError({ kind: 'response', status: 429, code: 'TOO_MANY_REQUESTS', message: '' })],
    ['no issues', validationError({ reason: 'x' })],
    ['not an API error', new Error('boom')],
  ])('%s has none', (_name, error) => {
    expect(readFieldIssues(error)).toEqual({});
  });

  it('leaves a form-level message when no issue names a field of the form', () => {
    const error = validationError({ issues: [{ path: 'other', key: 'validation.required' }] });
    expect(splitFieldIssues(error, ['code'])).toEqual({ fieldIssues: {}, hasOtherError: true });
    const codeError = validationError({ issues: [{ path: 'code', key: 'validation.code' }] });
    expect(splitFieldIssues(codeError, ['code'])).toEqual({
      fieldIssues: { code: { key: 'validation.code' } },
      hasOtherError: false,
    });
  });
});
