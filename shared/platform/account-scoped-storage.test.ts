// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createAccountScopedStorage, wipeScopedKeys } from './account-scoped-storage';
import { MESSENGER_PREFIX } from './storage-keys';

beforeEach(() => localStorage.clear());

describe('messenger keys per Telegram account', () => {
  it('keeps two accounts on one device apart, and other keys shared', () => {
    const first = createAccountScopedStorage(localStorage, MESSENGER_PREFIX, 'tg1');
    const second = createAccountScopedStorage(localStorage, MESSENGER_PREFIX, 'tg2');
    first.setItem('ferry.messenger.auth', 'one');
    second.setItem('ferry.messenger.auth', 'two');
    first.setItem('ferry.locale', 'pl');
    expect(first.getItem('ferry.messenger.auth')).toBe('one');
    expect(second.getItem('ferry.messenger.auth')).toBe('two');
    expect(second.getItem('ferry.locale')).toBe('pl');
    expect(localStorage.getItem('ferry.messenger.tg1.auth')).toBe('one');
  });

  it('logout wipes only the leaving account’s keys', () => {
    const first = createAccountScopedStorage(localStorage, MESSENGER_PREFIX, 'tg1');
    first.setItem('ferry.messenger.auth', 'one');
    first.setItem('ferry.messenger.profile', 'p');
    localStorage.setItem('ferry.messenger.tg2.auth', 'two');
    localStorage.setItem('ferry.auth', 'web');
    expect(wipeScopedKeys(localStorage, `${MESSENGER_PREFIX}tg1.`).sort()).toEqual([
      'ferry.messenger.tg1.auth',
      'ferry.messenger.tg1.profile',
    ]);
    expect(Object.keys(localStorage).sort()).toEqual(['ferry.auth', 'ferry.messenger.tg2.auth']);
  });
});
