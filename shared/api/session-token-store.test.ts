import { describe, expect, it } from 'vitest';
import { createSessionTokenStore } from './session-token-store';
import { tokenStorageKey } from './storage-token-store';
import { createFakeStorage } from './test-support/fake-storage';

const FIRST = { accessToken: 'a1', refreshToken: 'r1' };
const SECOND = { accessToken: 'a2', refreshToken: 'r2' };

function keysOf(storage: ReturnType<typeof createFakeStorage>): string[] {
  return [...storage.entries.keys()].sort();
}

describe('session token store', () => {
  it.each([
    ['display', 'ferry.auth.temp', 'ferry.auth'],
    ['messenger', 'ferry.messenger.auth.temp', 'ferry.messenger.auth'],
    ['widget', 'ferry.widget.auth.temp', 'ferry.widget.auth'],
    ['native', 'ferry.native.auth.temp', 'ferry.native.auth'],
  ] as const)('%s: a temporary session sits under %s until promoted to %s', (mode, temporaryKey, fullKey) => {
    const storage = createFakeStorage();
    const store = createSessionTokenStore(storage, mode);
    store.save(FIRST, { isTemporary: true });
    expect(keysOf(storage)).toEqual([temporaryKey]);
    expect(store.read()).toEqual(FIRST);
    expect(store.isTemporary()).toBe(true);

    store.promote();
    expect(keysOf(storage)).toEqual([fullKey]);
    expect(store.read()).toEqual(FIRST);
    expect(store.isTemporary()).toBe(false);
  });

  it('a refresh of a temporary session stays temporary; of a full one stays full', () => {
    const storage = createFakeStorage();
    const store = createSessionTokenStore(storage, 'display');
    store.save(FIRST, { isTemporary: true });
    store.write(SECOND);
    expect(keysOf(storage)).toEqual([tokenStorageKey('display', true)]);
    expect(store.read()).toEqual(SECOND);

    store.save(FIRST, { isTemporary: false });
    store.write(SECOND);
    expect(keysOf(storage)).toEqual([tokenStorageKey('display')]);
    expect(store.read()).toEqual(SECOND);
  });

  it('a new temporary sign-in replaces an old full session', () => {
    const storage = createFakeStorage();
    const store = createSessionTokenStore(storage, 'display');
    store.save(FIRST, { isTemporary: false });
    store.save(SECOND, { isTemporary: true });
    expect(store.read()).toEqual(SECOND);
    expect(keysOf(storage)).toEqual(['ferry.auth.temp']);
  });

  it('clear removes both slots; promote without a temporary session changes nothing', () => {
    const storage = createFakeStorage();
    const store = createSessionTokenStore(storage, 'display');
    store.promote();
    expect(store.read()).toBeNull();
    store.save(FIRST, { isTemporary: false });
    store.promote();
    expect(store.read()).toEqual(FIRST);
    store.clear();
    expect(store.read()).toBeNull();
    expect(keysOf(storage)).toEqual([]);
  });

  it('a write with no session starts a full one', () => {
    const storage = createFakeStorage();
    const store = createSessionTokenStore(storage, 'native');
    store.write(FIRST);
    expect(keysOf(storage)).toEqual(['ferry.native.auth']);
  });
});

describe('native mode keeps its session apart (spec 000 §3, 001 §3)', () => {
  it('shares one browser profile with the web and the widget without touching their sessions', () => {
    const storage = createFakeStorage();
    const web = createSessionTokenStore(storage, 'display');
    const widget = createSessionTokenStore(storage, 'widget');
    const native = createSessionTokenStore(storage, 'native');
    web.save(FIRST, { isTemporary: false });
    widget.save({ accessToken: 'w', refreshToken: 'rw' }, { isTemporary: false });
    native.save(SECOND, { isTemporary: true });
    native.promote();
    expect(keysOf(storage)).toEqual(['ferry.auth', 'ferry.native.auth', 'ferry.widget.auth']);
    expect(createSessionTokenStore(storage, 'native').read()).toEqual(SECOND);
    expect(createSessionTokenStore(storage, 'display').read()).toEqual(FIRST);

    // Logging out of the native app leaves the web signed in, and the other way round.
    native.clear();
    expect(web.read()).toEqual(FIRST);
    expect(widget.read()).not.toBeNull();
    native.save(SECOND, { isTemporary: false });
    web.clear();
    expect(native.read()).toEqual(SECOND);
  });

  it('has token keys no other mode uses', () => {
    const others = (['display', 'widget', 'pay-frame', 'messenger'] as const).flatMap((mode) => [
      tokenStorageKey(mode),
      tokenStorageKey(mode, true),
    ]);
    expect(others).not.toContain(tokenStorageKey('native'));
    expect(others).not.toContain(tokenStorageKey('native', true));
  });
});
