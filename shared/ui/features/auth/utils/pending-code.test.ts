import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../test/fake-platform';
import { readPendingCode, toPendingCode, writePendingCode } from './pending-code';

const KEY = 'ferry.otp-resend';
const NOW = 1_800_000_000_000;
const SENT = {
  sent_to: 'o***a@example.com',
  code_length: 6,
  expires_in_seconds: 600,
  resend_after_seconds: 60,
} as const;

describe('pending sign-in code (OTP resend delay in local storage)', () => {
  it('keeps when "Send again" opens and when the code expires', () => {
    expect(toPendingCode('ola@example.com', SENT, NOW)).toEqual({
      email: 'ola@example.com',
      sentTo: 'o***a@example.com',
      resendAt: NOW + 60_000,
      expiresAt: NOW + 600_000,
    });
  });

  it.each([
    ['within its lifetime', NOW + 599_999, true],
    ['once expired', NOW + 600_000, false],
  ])('reads back %s: %s', (_name, readAt, isKept) => {
    const storage = createMemoryStorage();
    writePendingCode(storage, KEY, toPendingCode('ola@example.com', SENT, NOW));
    expect(readPendingCode(storage, KEY, readAt) !== null).toBe(isKept);
    expect(storage.getItem(KEY) !== null).toBe(isKept);
  });

  it.each(['not json', '{"email":"x"}', '[]'])('drops an entry that is not ours: %s', (raw) => {
    const storage = createMemoryStorage({ [KEY]: raw });
    expect(readPendingCode(storage, KEY, NOW)).toBeNull();
    expect(storage.getItem(KEY)).toBeNull();
  });
});
