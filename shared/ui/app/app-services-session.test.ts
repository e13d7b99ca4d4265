import { tokenStorageKey } from '@ferry/shared/api';
import { listProfiles } from '@ferry/shared/contracts';
import type { DisplayMode } from '@ferry/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { sessionStorageKey } from '../shell/storage-keys';
import {
  createAccountServer,
  makeLogin,
  makeUser,
  PROFILE_ID,
  SECOND_PROFILE_ID,
  STORED_SESSION,
} from '../test/account.test-kit';
import { createMemoryStorage } from '../test/fake-platform';
import { failure } from '../test/fake-server';
import { createAppServices } from './create-app-services';

function setup({
  mode = 'display' as DisplayMode,
  stored = null as object | null,
  isConsentRequired = false,
} = {}) {
  const server = createAccountServer({ isConsentRequired });
  const storage = createMemoryStorage(stored ? { [tokenStorageKey(mode)]: JSON.stringify(stored) } : {});
  const onSignedOut = vi.fn();
  const services = createAppServices({ mode, storage, fetch: server.fetch, onSignedOut });
  return { server, storage, services, session: services.session, onSignedOut };
}

describe('session: restoring a stored session (spec 001 §4)', () => {
  it('no stored tokens: signed out, nothing asked', async () => {
    const { session, server } = setup();
    expect(session.getState().status).toBe('signed-out');
    await session.getState().restore();
    expect(session.getState().status).toBe('signed-out');
    expect(server.requests).toEqual([]);
  });

  it.each([
    [false, 'signed-in'],
    [true, 'needs-terms'],
  ] as const)('stored tokens, consent required %s → %s', async (isConsentRequired, status) => {
    const { session } = setup({ stored: STORED_SESSION, isConsentRequired });
    expect(session.getState().status).toBe('restoring');
    await session.getState().restore();
    expect(session.getState()).toMatchObject({
      status,
      user: { uuid: makeUser().uuid },
      profileId: PROFILE_ID,
    });
  });

  it('a dropped connection keeps the tokens and says so (Retry restores)', async () => {
    const { session, server, storage } = setup({ stored: STORED_SESSION });
    server.handlers.getUser = () => {
      throw new TypeError('offline');
    };
    await expect(session.getState().restore()).resolves.toBeUndefined();
    expect(session.getState().status).toBe('failed');
    expect(storage.getItem('ferry.auth')).not.toBeNull();
  });

  it('a stale session whose refresh is refused ends quietly, signed out', async () => {
    const { session, server, storage, onSignedOut } = setup({ stored: STORED_SESSION });
    server.handlers.getUser = () => failure(401, 'UNAUTHORIZED_REQUEST');
    server.handlers.getTerms = () => failure(401, 'UNAUTHORIZED_REQUEST');
    server.handlers.refreshToken = () => failure(401, 'UNAUTHORIZED_REQUEST');
    await session.getState().restore();
    expect(session.getState().status).toBe('signed-out');
    expect(storage.getItem('ferry.auth')).toBeNull();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('a blocked account ends the session on the blocked screen', async () => {
    const { session, server, storage } = setup({ stored: STORED_SESSION });
    server.handlers.getUser = () => failure(403, 'USER_BLOCKED');
    await session.getState().restore();
    expect(session.getState().status).toBe('blocked');
    expect(storage.getItem('ferry.auth')).toBeNull();
  });
});

describe('session: signing in', () => {
  it('keeps a temporary session until the terms are accepted, then a full one', async () => {
    const { session, storage, server } = setup({ isConsentRequired: true });
    await session.getState().completeSignIn(makeLogin());
    expect(session.getState().status).toBe('needs-terms');
    expect(storage.getItem('ferry.auth.temp')).toContain('access-1');
    expect(storage.getItem('ferry.auth')).toBeNull();

    await session.getState().acceptTerms();
    expect(server.requestsTo('acceptTerms')[0]?.body).toEqual({ version: 3 });
    expect(session.getState().status).toBe('signed-in');
    expect(storage.getItem('ferry.auth')).toContain('access-full');
    expect(storage.getItem('ferry.auth.temp')).toBeNull();
  });

  it('promotes the session at once when no consent is owed', async () => {
    const { session, storage } = setup();
    await session.getState().completeSignIn(makeLogin());
    expect(session.getState().status).toBe('signed-in');
    expect(storage.getItem('ferry.auth')).toContain('access-1');
    expect(storage.getItem('ferry.auth.temp')).toBeNull();
  });

  it('signs with the access token and sends the profile as Profile-Id', async () => {
    const { session, server } = setup();
    await session.getState().completeSignIn(makeLogin());
    const [request] = server.requestsTo('getUser');
    expect(request?.headers).toMatchObject({ Authorization: 'Bearer access-1' });
    await session.getState().restore();
    expect(server.requestsTo('getUser')[1]?.headers['Profile-Id']).toBe(PROFILE_ID);
  });

  it.each([
    ['no stored choice', null, PROFILE_ID],
    ['a stored profile the user owns', SECOND_PROFILE_ID, SECOND_PROFILE_ID],
    ['a stored profile of someone else', 'f0000000-0000-4000-8000-000000000000', PROFILE_ID],
  ])('profile with %s', async (_name, stored, expected) => {
    const { session, server, storage } = setup();
    server.state.user = makeUser({ profiles_id: [PROFILE_ID, SECOND_PROFILE_ID] });
    if (stored) storage.setItem(sessionStorageKey('display', 'profile'), stored);
    await session.getState().completeSignIn(makeLogin());
    expect(session.getState().profileId).toBe(expected);
  });

  it('a chosen profile is stored; one the user does not own is ignored', async () => {
    const { session, server, storage } = setup();
    server.state.user = makeUser({ profiles_id: [PROFILE_ID, SECOND_PROFILE_ID] });
    await session.getState().completeSignIn(makeLogin());
    session.getState().chooseProfile(SECOND_PROFILE_ID);
    session.getState().chooseProfile('f0000000-0000-4000-8000-000000000000');
    expect(session.getState().profileId).toBe(SECOND_PROFILE_ID);
    expect(storage.getItem('ferry.profile')).toBe(SECOND_PROFILE_ID);
  });

  it('a sign-in whose account cannot load leaves no tokens behind and throws', async () => {
    const { session, server, storage } = setup();
    server.handlers.getTerms = () => failure(500, 'INTERNAL_ERROR');
    await expect(session.getState().completeSignIn(makeLogin())).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
    expect(session.getState().status).toBe('signed-out');
    expect(storage.getItem('ferry.auth.temp')).toBeNull();
  });
});

describe('session: the mini-app signs in with its init data', () => {
  it.each([
    ['a known user', false, ['telegramLogin']],
    ['a new user (NOT_FOUND, then register)', true, ['telegramLogin', 'telegramRegister']],
  ] as const)('%s', async (_name, isNew, calls) => {
    const { session, server } = setup({ mode: 'messenger' });
    server.handlers.telegramLogin = () => (isNew ? failure(404, 'NOT_FOUND') : makeLogin({ tg_id: 42 }));
    server.handlers.telegramRegister = () => makeLogin({ tg_id: 42, is_new_user: true });
    await session.getState().signInWithInitData('auth_date=1&hash=abc');
    expect(session.getState().status).toBe('signed-in');
    const signIns = server.requests.filter((request) => request.id.startsWith('telegram'));
    expect(signIns.map((request) => request.id)).toEqual(calls);
    expect(signIns[0]?.body).toEqual({ init_data: 'auth_date=1&hash=abc' });
  });

  it('a refused init data leaves a failed state to retry from', async () => {
    const { session, server } = setup({ mode: 'messenger' });
    server.handlers.telegramLogin = () => failure(401, 'INIT_DATA_AUTH_DATE_EXPIRED');
    await session.getState().signInWithInitData('stale');
    expect(session.getState()).toMatchObject({
      status: 'failed',
      error: { code: 'INIT_DATA_AUTH_DATE_EXPIRED' },
    });
  });
});

describe('session: ending', () => {
  it('logout tells the server, then forgets tokens, the profile choice and the user', async () => {
    const { session, server, storage, onSignedOut } = setup({ stored: STORED_SESSION });
    await session.getState().restore();
    storage.setItem('ferry.profile', PROFILE_ID);
    await session.getState().logout();
    expect(server.requestsTo('logout')[0]?.body).toEqual({ refresh_token: 'refresh-stored' });
    expect(session.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      profileId: null,
      hasLoggedOut: true,
    });
    expect(storage.dump()).toEqual({});
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('logout ends the local session even when the server cannot be reached', async () => {
    const { session, server, storage } = setup({ stored: STORED_SESSION });
    await session.getState().restore();
    server.handlers.logout = () => {
      throw new TypeError('offline');
    };
    await session.getState().logout();
    expect(session.getState().status).toBe('signed-out');
    expect(storage.getItem('ferry.auth')).toBeNull();
  });

  it('a refresh refused mid-visit shows "Session expired" until acknowledged', async () => {
    const { session, server, services, onSignedOut } = setup({ stored: STORED_SESSION });
    await session.getState().restore();
    server.handlers.listProfiles = () => failure(401, 'UNAUTHORIZED_REQUEST');
    server.handlers.refreshToken = () => failure(401, 'UNAUTHORIZED_REQUEST');
    await expect(services.api.call(listProfiles)).rejects.toMatchObject({ code: 'UNAUTHORIZED_REQUEST' });
    expect(server.requestsTo('refreshToken')[0]?.body).toEqual({ refresh_token: 'refresh-stored' });
    expect(session.getState()).toMatchObject({ status: 'expired', user: null });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    session.getState().acknowledge();
    expect(session.getState().status).toBe('signed-out');
  });

  it('USER_BLOCKED on any call ends the session as blocked', async () => {
    const { session, server, services } = setup({ stored: STORED_SESSION });
    await session.getState().restore();
    server.handlers.listProfiles = () => failure(403, 'USER_BLOCKED');
    await expect(services.api.call(listProfiles)).rejects.toMatchObject({ code: 'USER_BLOCKED' });
    expect(session.getState().status).toBe('blocked');
  });
});
