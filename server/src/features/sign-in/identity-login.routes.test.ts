import { loginResponseSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enableLoginTwoFactor,
  GOOD_TWO_FACTOR_CODE,
  snapshotAuthTables,
} from '../../test-support/auth.test-kit';
import { createIdentityTestSetup, type IdentityTestSetup, unique } from './identity.test-kit';

let setup: IdentityTestSetup;
beforeAll(async () => {
  setup = await createIdentityTestSetup();
});
afterAll(() => setup.testApp.dispose());

describe('POST google-login and apple-login', () => {
  it('creates a Google user with the verified address, utm, promocode and browser language', async () => {
    const email = `${unique('g')}@gmail.com`;
    const subject = unique('google-');
    const body = {
      id_token: await setup.googleToken({ subject, claims: { email } }),
      promocode: 'GOOGLE5',
      utm_source: 'ads',
      utm_medium: 'search',
      role: 'admin',
    };
    const first = await setup.signInWith('google', body, { headers: { 'Accept-Language': 'pl-PL' } });
    expect(first.status).toBe(200);
    const login = loginResponseSchema.parse(first.body);
    expect(login).toMatchObject({ email, is_new_user: true });
    const user = await setup.testApp.context.users.findById(login.uuid);
    expect(user).toMatchObject({
      google_sub: subject,
      apple_sub: null,
      language: 'pl',
      utm_source: 'ads',
      utm_medium: 'search',
      promocode: 'GOOGLE5',
    });
    expect(user?.email_verified_at).not.toBeNull();

    const second = await setup.signInWith('google', {
      id_token: await setup.googleToken({ subject, claims: { email } }),
    });
    expect(second.body).toMatchObject({ uuid: login.uuid, is_new_user: false });
  });

  it('creates an Apple user (email_verified as the string "true")', async () => {
    const email = `${unique('a')}@privaterelay.appleid.com`;
    const answer = await setup.signInWith('apple', {
      id_token: await setup.appleToken({ claims: { email, email_verified: 'true' } }),
    });
    expect(answer.status).toBe(200);
    const user = await setup.testApp.context.users.findById(answer.body.uuid as string);
    expect(user).toMatchObject({ email, google_sub: null });
    expect(user?.apple_sub).toMatch(/^sub-/);
  });

  it('links the account whose address the provider verified', async () => {
    const existing = await setup.testApp.signIn({ email: `${unique('link')}@example.com` });
    const subject = unique('google-');
    const answer = await setup.signInWith('google', {
      id_token: await setup.googleToken({ subject, claims: { email: existing.email?.toUpperCase() } }),
    });
    expect(answer.body).toMatchObject({ uuid: existing.uuid, is_new_user: false });
    expect((await setup.testApp.context.users.findById(existing.uuid))?.google_sub).toBe(subject);
  });

  it('neither links nor stores an address the provider did not verify', async () => {
    const existing = await setup.testApp.signIn({ email: `${unique('victim')}@example.com` });
    const before = await setup.testApp.context.users.findById(existing.uuid);
    const answer = await setup.signInWith('google', {
      id_token: await setup.googleToken({ claims: { email: existing.email, email_verified: false } }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ is_new_user: true, email: null });
    expect(answer.body.uuid).not.toBe(existing.uuid);
    expect(await setup.testApp.context.users.findById(existing.uuid)).toEqual(before);
  });

  it('refuses to link an address already tied to another Google identity', async () => {
    const email = `${unique('taken')}@example.com`;
    await setup.signInWith('google', { id_token: await setup.googleToken({ claims: { email } }) });
    const before = await snapshotAuthTables(setup.testApp.context);
    const answer = await setup.signInWith('google', {
      id_token: await setup.googleToken({ claims: { email } }),
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'CONFLICT_ERROR',
      details: { reason: 'email_linked_to_another_identity', key: 'errors.messages.emailLinkUnavailable' },
    });
    expect(await snapshotAuthTables(setup.testApp.context)).toEqual(before);
  });

  it('makes one account when the first two sign-ins of an identity race', async () => {
    const subject = unique('google-');
    const email = `${unique('race')}@gmail.com`;
    const token = await setup.googleToken({ subject, claims: { email } });
    const answers = await Promise.all([
      setup.signInWith('google', { id_token: token }),
      setup.signInWith('google', { id_token: token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body.uuid).toBe(answers[1]?.body.uuid);
  });

  it('refuses a blocked user with USER_BLOCKED', async () => {
    const subject = unique('google-');
    const first = await setup.signInWith('google', { id_token: await setup.googleToken({ subject }) });
    await setup.testApp.context.users.update(first.body.uuid as string, { status: 'blocked' });
    const before = await snapshotAuthTables(setup.testApp.context);
    const answer = await setup.signInWith('google', { id_token: await setup.googleToken({ subject }) });
    expect([answer.status, answer.body.error?.code]).toEqual([403, 'USER_BLOCKED']);
    expect(await snapshotAuthTables(setup.testApp.context)).toEqual(before);
  });

  it('asks for the second factor when the user switched it on for sign-in', async () => {
    const subject = unique('apple-');
    const first = await setup.signInWith('apple', { id_token: await setup.appleToken({ subject }) });
    await enableLoginTwoFactor(setup.testApp.context, first.body.uuid as string);
    const before = await snapshotAuthTables(setup.testApp.context);
    const token = await setup.appleToken({ subject });
    const required = await setup.signInWith('apple', { id_token: token }, { app: setup.authApp });
    expect([required.status, required.body.error?.code]).toEqual([403, 'AUTH_2FA_REQUIRED']);
    expect(await snapshotAuthTables(setup.testApp.context)).toEqual(before);
    const passed = await setup.signInWith(
      'apple',
      { id_token: token },
      { app: setup.authApp, headers: { 'Auth-2FA-Token': GOOD_TWO_FACTOR_CODE } },
    );
    expect(passed.body).toMatchObject({ uuid: first.body.uuid, is_new_user: false });
  });
});
