import { describe, expect, it } from 'vitest';
import { sendActionFor } from './send-action';

describe('sendActionFor', () => {
  it.each([
    ['ton', 'sendTon'],
    [`jetton-0:${'ab'.repeat(32)}`, 'sendJetton'],
  ] as const)('%s → %s', (slug, action) => {
    expect(sendActionFor(slug)).toBe(action);
  });

  it('refuses a slug that is not one', () => {
    expect(() => sendActionFor('jetton-x' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_TOKEN_SLUG_FORMAT' }),
    );
  });
});
