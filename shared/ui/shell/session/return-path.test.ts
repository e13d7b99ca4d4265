import { describe, expect, it } from 'vitest';
import { readReturnPath, toReturnState } from './return-path';

describe('return path after sign-in', () => {
  it.each([
    [
      toReturnState({ pathname: '/profile/api-management', search: '?tab=1' }),
      '/profile/api-management?tab=1',
    ],
    [null, '/cabinet'],
    [{}, '/cabinet'],
    [{ from: { pathname: 42 } }, '/cabinet'],
  ])('%j → %s', (state, expected) => {
    expect(readReturnPath(state, '/cabinet')).toBe(expected);
  });
});
