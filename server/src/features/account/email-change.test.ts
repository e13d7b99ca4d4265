import { confirmEmailChange, requestEmailChange } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSentCode, snapshotAccount } from '../../test-support/account.test-kit';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { createManualClock } from '../../test-support/two-factor.test-kit';
import { createAccountModule } from './account.module';

const clock = createManualClock();
let testApp: FeatureApp;
beforeAll(async () => {
  testApp = await createFeatureApp((context) => createAccountModule(context), {
    nowMs: clock.read,
    environment: { ACCESS_TOKEN_TTL_SECONDS: '86400' },
  });
});
afterAll(() => testApp.dispose());

let counter = 0;
function freshEmail(name: string): string {
  counter += 1;
  return `${name}.${counter}.${Date.now()}@example.com`;
}
const advanceSeconds = (seconds: number) => {
  clock.nowMs += seconds * 1000;
};
const findUser = (id: string) =>
  testApp.context.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

// The bodies go as they are: the tests also send what the contract refuses.
async function requestCode(login: { access_token: string }, body: Record<string, unknown> = {}) {
  return testApp.client.call(requestEmailChange, { token: login, invalidBody: body });
}

describe('changing the email', () => {
  it('sends a code to the current address, then sets the new one', async () => {
    const current = freshEmail('olena');
    const login = await testApp.signIn({ email: current });
    const sent = await requestCode(login);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      sent_to: expect.stringMatching(/^o\*\*\*\d@example\.com$/),
      code_length: 6,
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    const [mail] = await testApp.context.outbox.list(current, 1);
    expect(mail?.subject).toBe('Your Ferry code to change your email');

    const next = freshEmail('olena.new');
    const confirmed = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code: await readSentCode(testApp.context, current), email: next.toUpperCase() },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ uuid: login.uuid, email: next });
    // The code proved who asks, not that the new address is theirs.
    expect((await findUser(login.uuid)).email_verified_at).toBeNull();
  });

  it('sends the code to the new address when the account has none, and marks it proven', async () => {
    const login = await testApp.signIn({ email: null, tgId: 777001n });
    const missing = await requestCode(login);
    expect([missing.status, missing.error?.details]).toEqual([
      400,
      expect.objectContaining({
        issues: [expect.objectContaining({ path: 'email', key: 'validation.required' })],
      }),
    ]);
    const next = freshEmail('messenger');
    expect((await requestCode(login, { email: next })).status).toBe(200);
    const code = await readSentCode(testApp.context, next);
    const other = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: freshEmail('elsewhere') },
    });
    expect(other.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { reason: 'code_expired' } });
    const confirmed = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: next },
    });
    expect([confirmed.status, confirmed.body?.email]).toEqual([200, next]);
    expect((await findUser(login.uuid)).email_verified_at).not.toBeNull();
  });

  it('writes the mail in the account’s language', async () => {
    const current = freshEmail('taras');
    const login = await testApp.signIn({ email: current, language: 'uk' });
    await requestCode(login);
    const [mail] = await testApp.context.outbox.list(current, 1);
    expect(mail?.subject).toBe('Ваш код Ferry для зміни електронної адреси');
    expect(mail?.body).toContain('Він діє 10 хвилин.');
  });

  it('refuses an address another account has, at both steps', async () => {
    const taken = freshEmail('taken');
    await testApp.signIn({ email: taken });
    const current = freshEmail('mine');
    const login = await testApp.signIn({ email: current });
    const atRequest = await requestCode(login, { email: taken });
    expect([atRequest.status, atRequest.error]).toEqual([
      409,
      expect.objectContaining({
        code: 'NON_UNIQUE_VALUE',
        details: { field: 'email', key: 'errors.messages.emailAlreadyRegistered' },
      }),
    ]);
    await requestCode(login);
    const before = await snapshotAccount(testApp.context, login.uuid);
    const atConfirm = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code: await readSentCode(testApp.context, current), email: taken },
    });
    expect([atConfirm.status, atConfirm.error?.code]).toEqual([409, 'NON_UNIQUE_VALUE']);
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it('lets a deleted account’s address be taken', async () => {
    const freed = freshEmail('freed');
    const gone = await testApp.signIn({ email: freed });
    await testApp.context.db
      .updateTable('users')
      .set({ status: 'deleted', email: null })
      .where('id', '=', gone.uuid)
      .execute();
    const current = freshEmail('taker');
    const login = await testApp.signIn({ email: current });
    await requestCode(login);
    const code = await readSentCode(testApp.context, current);
    const confirmed = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: freed },
    });
    expect(confirmed.status).toBe(200);
  });

  it('refuses the address it already has (values are equal), whatever its case', async () => {
    const current = freshEmail('same');
    const login = await testApp.signIn({ email: current });
    await requestCode(login);
    const code = await readSentCode(testApp.context, current);
    const before = await snapshotAccount(testApp.context, login.uuid);
    const refused = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: current.toUpperCase() },
    });
    expect([refused.status, refused.error?.details]).toEqual([
      400,
      { issues: [expect.objectContaining({ path: 'email', key: 'validation.valuesEqual' })] },
    ]);
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });
});

describe('the email-change code', () => {
  async function userWithCode() {
    const current = freshEmail('coded');
    const login = await testApp.signIn({ email: current });
    await requestCode(login);
    return { login, current, code: await readSentCode(testApp.context, current) };
  }
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('counts wrong codes and dies after five', async () => {
    const { login, code } = await userWithCode();
    const email = freshEmail('target');
    const tries: unknown[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await testApp.client.call(confirmEmailChange, {
        token: login,
        invalidBody: { code: wrongOf(code), email },
      });
      tries.push(refused.error?.details?.attempts_left);
    }
    expect(tries).toEqual([4, 3, 2, 1, 0]);
    const spent = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email },
    });
    expect([spent.status, spent.error?.code]).toEqual([422, 'CODE_ATTEMPTS_EXCEEDED']);
    expect((await findUser(login.uuid)).email).not.toBe(email);
  });

  it('works once', async () => {
    const { login, code } = await userWithCode();
    const first = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: freshEmail('a') },
    });
    expect(first.status).toBe(200);
    const again = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: freshEmail('b') },
    });
    expect(again.error?.details?.reason).toBe('code_expired');
  });

  it('lets exactly one of two parallel confirmations through', async () => {
    const { login, code } = await userWithCode();
    const answers = await Promise.all(
      ['p1', 'p2'].map((name) =>
        testApp.client.call(confirmEmailChange, {
          token: login,
          invalidBody: { code, email: freshEmail(name) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('expires after ten minutes', async () => {
    const { login, code } = await userWithCode();
    advanceSeconds(601);
    const late = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: freshEmail('late') },
    });
    expect(late.error?.details?.reason).toBe('code_expired');
  });

  it('waits 60 seconds before another, and then only the newest counts', async () => {
    const { login, current, code } = await userWithCode();
    const early = await requestCode(login);
    expect([early.status, early.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(early.headers.get('Retry-After'))).toBeGreaterThan(0);
    advanceSeconds(61);
    expect((await requestCode(login)).status).toBe(200);
    const newest = await readSentCode(testApp.context, current);
    const old = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: freshEmail('o') },
    });
    expect(old.status).toBe(400);
    const fresh = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code: newest, email: freshEmail('n') },
    });
    expect(fresh.status).toBe(200);
  });

  it('is bound to the account that asked for it', async () => {
    const shared = freshEmail('shared');
    const first = await testApp.signIn({ email: null, tgId: 777002n });
    const second = await testApp.signIn({ email: null, tgId: 777003n });
    await requestCode(first, { email: shared });
    advanceSeconds(61);
    await requestCode(second, { email: shared });
    const code = await readSentCode(testApp.context, shared);
    const stolen = await testApp.client.call(confirmEmailChange, {
      token: first,
      invalidBody: { code, email: shared },
    });
    expect(stolen.error?.details?.reason).toBe('code_expired');
    expect((await findUser(first.uuid)).email).toBeNull();
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['an email that is not one', { email: 'not-an-email' }, 'email'],
    ['an email as a number', { email: 42 }, 'email'],
    ['an empty email', { email: '' }, 'email'],
  ])('POST update-email refuses %s', async (_name, body, path) => {
    const login = await testApp.signIn({ email: freshEmail('bad') });
    const before = await snapshotAccount(testApp.context, login.uuid);
    const refused = await requestCode(login, body);
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it.each([
    ['no code', { email: 'new@example.com' }, 'code'],
    ['a five-digit code', { code: '12345', email: 'new@example.com' }, 'code'],
    ['a code with letters', { code: '12a456', email: 'new@example.com' }, 'code'],
    ['no email', { code: '123456' }, 'email'],
    ['an email that is not one', { code: '123456', email: 'new@' }, 'email'],
    ['an email with spaces inside', { code: '123456', email: 'new one@example.com' }, 'email'],
  ])('POST confirm-email refuses %s', async (_name, body, path) => {
    const current = freshEmail('badconfirm');
    const login = await testApp.signIn({ email: current });
    await requestCode(login);
    const before = await snapshotAccount(testApp.context, login.uuid);
    const refused = await testApp.client.call(confirmEmailChange, { token: login, invalidBody: body });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it('takes no account fields from the body', async () => {
    const current = freshEmail('extra');
    const login = await testApp.signIn({ email: current });
    await requestCode(login);
    const next = freshEmail('extra.new');
    const answer = await testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: {
        code: await readSentCode(testApp.context, current),
        email: next,
        status: 'blocked',
        uuid: 'x',
      },
    });
    expect(answer.status).toBe(200);
    expect((await findUser(login.uuid)).status).toBe('active');
  });
});
