import { describe, expect, it } from 'vitest';
import { deleteCountdownRemaining, WALLET_DELETE_COUNTDOWN_SECONDS } from './delete-countdown';

describe('delete countdown', () => {
  const start = 1_000_000;
  it.each([
    [0, WALLET_DELETE_COUNTDOWN_SECONDS],
    [1, WALLET_DELETE_COUNTDOWN_SECONDS],
    [999, WALLET_DELETE_COUNTDOWN_SECONDS - 0],
    [1000, WALLET_DELETE_COUNTDOWN_SECONDS - 1],
    [WALLET_DELETE_COUNTDOWN_SECONDS * 1000 - 1, 1],
    [WALLET_DELETE_COUNTDOWN_SECONDS * 1000, 0],
    [WALLET_DELETE_COUNTDOWN_SECONDS * 1000 + 5000, 0],
  ])('%i ms after the start, %i s remain', (elapsed, remaining) => {
    expect(deleteCountdownRemaining(start, start + elapsed)).toBe(remaining);
  });

  it('is 10 seconds', () => {
    expect(WALLET_DELETE_COUNTDOWN_SECONDS).toBe(10);
  });
});
