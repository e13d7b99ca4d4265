import {
  deleteUser,
  getUser,
  refreshTokenEndpoint,
  requestEmailChange,
  requestEmailCode,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../ledger/ledger';
import { fund } from '../../ledger/ledger.test-kit';
import { available, house } from '../../ledger/ledger-types';
import { SANDBOX_CAPTCHA_TOKEN } from '../../providers/captcha/captcha';
import { snapshotAccount } from '../../test-support/account.test-kit';
import { createFeatureApp, type FeatureApp, signInModule, usersModule } from '../../test-support/feature-app';
import { createAccountModule } from './account.module';
import { createAccountDeletion, createLedgerBalanceCheck } from './account-deletion.service';

let testApp: FeatureApp;
// Sign-in sends a login code and refreshes (or refuses) a session; `GET user` reads the account.
beforeAll(async () => {
  testApp = await createFeatureApp((context) => [
    createAccountModule(context),
    signInModule(context),
    usersModule(context),
  ]);
});
afterAll(() => testApp.dispose());

const findUser = (id: string) =>
  testApp.context.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function addApiKey(profileId: string): Promise<string> {
  const row = await testApp.context.db
    .insertInto('api_keys')
    .values({
      profile_id: profileId,
      name: 'shop',
      type: 'exchanger',
      public_key: `pk_${crypto.randomUUID()}`,
      secret_hash: 'a'.repeat(64),
      permissions: [],
      ip_addresses: [],
      domain: null,
      domain_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('DELETE user', () => {
  it('erases personal data, closes every way in and keeps the records', async () => {
    const email = `leaving.${Date.now()}@example.com`;
    const login = await testApp.signIn({ email, tgId: 880001n, googleSub: 'google-leaving' });
    const second = await testApp.context.loginIssuer.issue({
      user: await findUser(login.uuid),
      base: 'client',
      signInMethod: 'email',
      isNewUser: false,
    });
    await testApp.context.users.update(login.uuid, { phone: '+380509990001', apple_sub: 'apple-leaving' });
    await testApp.context.db
      .insertInto('two_factor')
      .values({
        user_id: login.uuid,
        secret_sealed: null,
        pending_secret_sealed: 'sealed',
        enabled_at: null,
        last_time_step: null,
        locked_at: null,
      })
      .execute();
    const keyId = await addApiKey(login.profiles_id[0] as string);
    await testApp.client.call(requestEmailChange, { token: login });
    await testApp.client.call(requestEmailCode, {
      query: { method: 'email' },
      body: { email },
      headers: { 'RECAPTCHA-ACTION': 'login', 'RECAPTCHA-TOKEN': SANDBOX_CAPTCHA_TOKEN },
    });
    const codesTo = () =>
      testApp.context.db
        .selectFrom('one_time_codes')
        .select('purpose')
        .where('destination', '=', email)
        .execute();
    expect((await codesTo()).map((code) => code.purpose).sort()).toEqual(['email_change', 'login']);

    const answer = await testApp.client.call(deleteUser, { token: login, body: { confirm: 'DELETE' } });
    expect([answer.status, answer.body]).toEqual([200, { deleted: true }]);

    const user = await findUser(login.uuid);
    expect(user).toMatchObject({
      email: null,
      email_verified_at: null,
      phone: null,
      tg_id: null,
      google_sub: null,
      apple_sub: null,
      status: 'deleted',
    });
    expect(user.deleted_at).not.toBeNull();
    const { db } = testApp.context;
    expect(await db.selectFrom('two_factor').where('user_id', '=', login.uuid).selectAll().execute()).toEqual(
      [],
    );
    const key = await db
      .selectFrom('api_keys')
      .select('deleted_at')
      .where('id', '=', keyId)
      .executeTakeFirstOrThrow();
    expect(key.deleted_at).not.toBeNull();
    const sessions = await db
      .selectFrom('sessions')
      .select('revoked_reason')
      .where('user_id', '=', login.uuid)
      .execute();
    expect(sessions).toEqual([{ revoked_reason: 'account_deleted' }, { revoked_reason: 'account_deleted' }]);
    expect(
      await db.selectFrom('profiles').select('id').where('user_id', '=', login.uuid).execute(),
    ).toHaveLength(1);

    for (const session of [login, second]) {
      const refused = await testApp.client.call(getUser, { token: session });
      expect([refused.status, refused.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
    }
    const refresh = await testApp.client.call(refreshTokenEndpoint, {
      body: { refresh_token: second.refresh_token },
    });
    expect(refresh.status).toBe(401);
    // The address is free again: a new account may take it.
    expect((await testApp.signIn({ email })).uuid).not.toBe(login.uuid);
  });

  it.each([
    ['no confirmation', {}],
    ['a lower-case confirmation', { confirm: 'delete' }],
    ['a confirmation as true', { confirm: true }],
    ['an empty confirmation', { confirm: '' }],
  ])('refuses %s and changes nothing', async (_name, body) => {
    const login = await testApp.signIn();
    const before = await snapshotAccount(testApp.context, login.uuid);
    const refused = await testApp.client.call(deleteUser, { token: login, invalidBody: body });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path: 'confirm' }] });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it('refuses while a balance remains, changing nothing', async () => {
    const login = await testApp.signIn();
    const before = await snapshotAccount(testApp.context, login.uuid);
    const deletion = createAccountDeletion(testApp.context, async (userId) => userId === login.uuid);
    await expect(deletion.deleteAccount(login.uuid)).rejects.toMatchObject({
      code: 'UNPROCESSABLE_ENTITY',
      details: { reason: 'balance_remains' },
    });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it('needs a signed-in, fully consented user', async () => {
    const anonymous = await testApp.client.call(deleteUser, { body: { confirm: 'DELETE' } });
    expect(anonymous.status).toBe(401);
    const temporary = await testApp.signIn({ hasAcceptedTerms: false });
    const refused = await testApp.client.call(deleteUser, {
      token: temporary,
      body: { confirm: 'DELETE' },
    });
    expect([refused.status, refused.error?.code]).toEqual([403, 'ACCESS_DENIED']);
  });
});

describe('the default balance check (the ledger)', () => {
  it('sees money on any of the user’s accounts, and a transaction still on its way', async () => {
    // A database of its own with no route: the check reads the ledger alone.
    const scratch = await createFeatureApp(() => []);
    try {
      const login = await scratch.signIn();
      const profileId = login.profiles_id[0] as string;
      const check = createLedgerBalanceCheck();
      const ledger = createLedger({ nowMs: Date.now });
      expect(await check(login.uuid, scratch.context.db)).toBe(false);
      const fundTransfer = fund(profileId, 'EUR', 500n);
      await ledger.post(scratch.context.db, [fundTransfer]);
      expect(await check(login.uuid, scratch.context.db)).toBe(true);
      await ledger.post(scratch.context.db, [
        {
          id: crypto.randomUUID(),
          kind: 'payout',
          debit: available(profileId, 'EUR'),
          credit: house('provider_clearing', 'EUR', 'sandbox'),
          amountMinor: 500n,
        },
      ]);
      expect(await check(login.uuid, scratch.context.db)).toBe(false);
      await scratch.context.db
        .insertInto('transactions')
        .values({
          external_id: 'T-IN-FLIGHT',
          profile_id: profileId,
          type: 'PAYIN',
          direction: 'PAYIN',
          status: 'WAIT',
          amount: '100',
          currency: 'EUR',
          exchange_kind: null,
          fee_currency: null,
          to_amount: null,
          to_currency: null,
          rate: null,
          network: null,
          payway: 'iban',
          requisite: null,
          hash: null,
          parent_id: null,
          reproduced_id: null,
          quote_id: null,
          failure_code: null,
          paid_amount: null,
          provider_ref: null,
          api_key_id: null,
          callback_url: null,
          expires_at: null,
        })
        .execute();
      expect(await check(login.uuid, scratch.context.db)).toBe(true);
    } finally {
      await scratch.dispose();
    }
  });
});
