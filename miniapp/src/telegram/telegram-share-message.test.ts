import { describe, expect, it } from 'vitest';
import { shareMessageOutcomeOf } from './telegram-prompts';

describe('shareMessageOutcomeOf', () => {
  it.each([
    [new Error('USER_DECLINED'), 'declined'],
    [new Error('MESSAGE_EXPIRED'), 'expired'],
    [new Error('MESSAGE_SEND_FAILED'), 'failed'],
    ['UNKNOWN_ERROR', 'failed'],
  ])('%s → %s', (error, outcome) => {
    expect(shareMessageOutcomeOf(error)).toBe(outcome);
  });
});
