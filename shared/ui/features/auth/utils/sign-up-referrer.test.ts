import { describe, expect, it } from 'vitest';
import { SIGN_UP_REFERRER_KEY } from '../../../shell/storage-keys';
import { keepSignUpReferrer, readSignUpReferrer, referrerOfAddress } from './sign-up-referrer';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the web sign-up’s referrer', () => {
  it.each([
    ['?ref=7100000001', '7100000001'],
    ['?utm_source=tg&ref=42', '42'],
    ['?ref=%2042%20', '42'],
    ['?ref=', null],
    ['?ref=0042', null],
    ['?ref=ref_42', null],
    ['?ref=12345678901234567', null],
    ['', null],
  ])('reads %s as %s', (search, referrer) => {
    expect(referrerOfAddress(search)).toBe(referrer);
  });

  it('keeps the arrival page’s ?ref= across the redirect to sign-in, the first link standing', () => {
    const storage = memoryStorage();
    keepSignUpReferrer('?ref=111', storage);
    keepSignUpReferrer('?ref=222', storage);
    keepSignUpReferrer('?ref=bad', storage);
    expect(storage.getItem(SIGN_UP_REFERRER_KEY)).toBe('111');
    // The sign-in page has no query of its own: the kept one is sent.
    expect(readSignUpReferrer('?redirect=%2Ffrens', storage)).toBe('111');
    // A ?ref= on the sign-in page itself is the one the person followed last.
    expect(readSignUpReferrer('?ref=333', storage)).toBe('333');
  });

  it('sends none when nothing was kept, or what was kept is not an id', () => {
    const storage = memoryStorage();
    expect(readSignUpReferrer('', storage)).toBeNull();
    storage.setItem(SIGN_UP_REFERRER_KEY, 'javascript:alert(1)');
    expect(readSignUpReferrer('', storage)).toBeNull();
    expect(readSignUpReferrer('', null)).toBeNull();
  });

  it('keeps nothing when the storage refuses, and does not throw', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => null,
    } as Storage;
    expect(() => keepSignUpReferrer('?ref=5', refusing)).not.toThrow();
  });
});
