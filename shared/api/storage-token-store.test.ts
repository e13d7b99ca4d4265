import { describe, expect, it } from 'vitest';
import type { DisplayMode } from '../domain/index';
import {
  createStorageTokenStore,
  MESSENGER_KEY_PREFIX,
  tokenStorageKey,
  wipeMessengerKeys,
} from './storage-token-store';
import { createFakeStorage } from './test-support/fake-storage';

const TOKENS = { accessToken: 'acc', refreshToken: 'ref' };

describe('token storage keys per mode (spec 000 §3, 001 §3)', () => {
  it.each<[DisplayMode, boolean, string]>([
    ['display', false, 'ferry.auth'],
    ['display', true, 'ferry.auth.temp'],
    ['widget', false, 'ferry.widget.auth'],
    ['widget', true, 'ferry.widget.auth.temp'],
    ['pay-frame', false, 'ferry.widget.auth'],
    ['pay-frame', true, 'ferry.widget.auth.temp'],
    ['native', false, 'ferry.native.auth'],
    ['native', true, 'ferry.native.auth.temp'],
    ['messenger', false, 'ferry.messenger.auth'],
    ['messenger', true, 'ferry.messenger.auth.temp'],
  ])('%s (temporary: %s) → %s', (mode, isTemporary, key) => {
    expect(tokenStorageKey(mode, isTemporary)).toBe(key);
    const storage = createFakeStorage();
    createStorageTokenStore(storage, mode, { isTemporary }).write(TOKENS);
    expect([...storage.entries.keys()]).toEqual([key]);
  });

  it('starts every messenger key with the messenger prefix', () => {
    expect(tokenStorageKey('messenger').startsWith(MESSENGER_KEY_PREFIX)).toBe(true);
    expect(tokenStorageKey('messenger', true).startsWith(MESSENGER_KEY_PREFIX)).toBe(true);
  });
});

describe('createStorageTokenStore', () => {
  it('writes, reads and clears', () => {
    const storage = createFakeStorage();
    const store = createStorageTokenStore(storage, 'display');
    expect(store.read()).toBeNull();
    store.write(TOKENS);
    expect(JSON.parse(storage.getItem('ferry.auth') ?? '')).toEqual(TOKENS);
    expect(createStorageTokenStore(storage, 'display').read()).toEqual(TOKENS);
    store.clear();
    expect(storage.getItem('ferry.auth')).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('keeps the temporary session apart from the full one', () => {
    const storage = createFakeStorage();
    createStorageTokenStore(storage, 'native', { isTemporary: true }).write(TOKENS);
    expect(createStorageTokenStore(storage, 'native').read()).toBeNull();
    expect(createStorageTokenStore(storage, 'native', { isTemporary: true }).read()).toEqual(TOKENS);
  });

  it('keeps a session without a refresh token', () => {
    const storage = createFakeStorage();
    createStorageTokenStore(storage, 'widget').write({ accessToken: 'a', refreshToken: null });
    expect(createStorageTokenStore(storage, 'widget').read()).toEqual({
      accessToken: 'a',
      refreshToken: null,
    });
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a string', '"acc"'],
    ['an empty access token', '{"accessToken":"","refreshToken":"r"}'],
    ['a missing refresh token field', '{"accessToken":"a"}'],
    ['wrong types', '{"accessToken":1,"refreshToken":2}'],
  ])('treats %s as no session', (_name, raw) => {
    const storage = createFakeStorage({ 'ferry.auth': raw });
    expect(createStorageTokenStore(storage, 'display').read()).toBeNull();
  });

  it('falls back to memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createStorageTokenStore(broken, 'widget');
    expect(store.read()).toBeNull();
    store.write(TOKENS);
    expect(store.read()).toEqual(TOKENS);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('does not serve a stale stored session after a failed write', () => {
    const storage = createFakeStorage({ 'ferry.auth': JSON.stringify(TOKENS) });
    const store = createStorageTokenStore(
      {
        ...storage,
        getItem: storage.getItem,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      'display',
    );
    const fresh = { accessToken: 'fresh', refreshToken: 'r2' };
    store.write(fresh);
    expect(store.read()).toEqual(fresh);
  });
});

describe('wipeMessengerKeys', () => {
  it('removes only the messenger keys', () => {
    const storage = createFakeStorage({
      'ferry.messenger.auth': 'x',
      'ferry.messenger.auth.temp': 'x',
      'ferry.messenger.user': 'x',
      'ferry.auth': 'keep',
      'ferry.widget.auth': 'keep',
      'other.messenger.auth': 'keep',
    });
    wipeMessengerKeys(storage);
    expect([...storage.entries.keys()].sort()).toEqual([
      'ferry.auth',
      'ferry.widget.auth',
      'other.messenger.auth',
    ]);
  });
});
