import { confirmEmailChange } from '@ferry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { readSentCode, snapshotAccount } from '../../test-support/account.test-kit';
import { setUpEmailChange } from './email-change.test-kit';

const world = setUpEmailChange();

describe('changing the email', () => {
  it('sends a code to the current address, then sets the new one', async () => {
    const current = world.freshEmail('olena');
    const login = await world.testApp.signIn({ email: current });
    const sent = await world.requestCode(login);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      sent_to: expect.stringMatching(/^o\*\*\*\d@example\.com$/),
      code_length: 6,
      expires_in_seconds: 600,
      resend_after_seconds: 60,
    });
    const [mail] = await world.testApp.context.outbox.list(current, 1);
    expect(mail?.subject).toBe('Your Ferry code to change your email');

    const next = world.freshEmail('olena.new');
    const confirmed = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code: await readSentCode(world.testApp.context, current), email: next.toUpperCase() },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ uuid: login.uuid, email: next });
    // The code proved who asks, not that the new address is theirs.
    expect((await world.findUser(login.uuid)).email_verified_at).toBeNull();
  });

  it('sends the code to the new address when the account has none, and marks it proven', async () => {
    const login = await world.testApp.signIn({ email: null, tgId: 777001n });
    const missing = await world.requestCode(login);
    expect([missing.status, missing.error?.details]).toEqual([
      400,
      expect.objectContaining({
        issues: [expect.objectContaining({ path: 'email', key: 'validation.required' })],
      }),
    ]);
    const next = world.freshEmail('messenger');
    expect((await world.requestCode(login, { email: next })).status).toBe(200);
    const code = await readSentCode(world.testApp.context, next);
    const other = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: world.freshEmail('elsewhere') },
    });
    expect(other.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { reason: 'code_expired' } });
    const confirmed = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: next },
    });
    expect([confirmed.status, confirmed.body?.email]).toEqual([200, next]);
    expect((await world.findUser(login.uuid)).email_verified_at).not.toBeNull();
  });

  it('writes the mail in the account’s language', async () => {
    const current = world.freshEmail('taras');
    const login = await world.testApp.signIn({ email: current, language: 'uk' });
    await world.requestCode(login);
    const [mail] = await world.testApp.context.outbox.list(current, 1);
    expect(mail?.subject).toBe('Ваш код Ferry для зміни електронної адреси');
    expect(mail?.body).toContain('Він діє 10 хвилин.');
  });

  it('refuses an address another account has, at both steps', async () => {
    const taken = world.freshEmail('taken');
    await world.testApp.signIn({ email: taken });
    const current = world.freshEmail('mine');
    const login = await world.testApp.signIn({ email: current });
    const atRequest = await world.requestCode(login, { email: taken });
    expect([atRequest.status, atRequest.error]).toEqual([
      409,
      expect.objectContaining({
        code: 'NON_UNIQUE_VALUE',
        details: { field: 'email', key: 'errors.messages.emailAlreadyRegistered' },
      }),
    ]);
    await world.requestCode(login);
    const before = await snapshotAccount(world.testApp.context, login.uuid);
    const atConfirm = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code: await readSentCode(world.testApp.context, current), email: taken },
    });
    expect([atConfirm.status, atConfirm.error?.code]).toEqual([409, 'NON_UNIQUE_VALUE']);
    expect(await snapshotAccount(world.testApp.context, login.uuid)).toEqual(before);
  });

  it('lets a deleted account’s address be taken', async () => {
    const freed = world.freshEmail('freed');
    const gone = await world.testApp.signIn({ email: freed });
    await world.testApp.context.db
      .updateTable('users')
      .set({ status: 'deleted', email: null })
      .where('id', '=', gone.uuid)
      .execute();
    const current = world.freshEmail('taker');
    const login = await world.testApp.signIn({ email: current });
    await world.requestCode(login);
    const code = await readSentCode(world.testApp.context, current);
    const confirmed = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: freed },
    });
    expect(confirmed.status).toBe(200);
  });

  it('refuses the address it already has (values are equal), whatever its case', async () => {
    const current = world.freshEmail('same');
    const login = await world.testApp.signIn({ email: current });
    await world.requestCode(login);
    const code = await readSentCode(world.testApp.context, current);
    const before = await snapshotAccount(world.testApp.context, login.uuid);
    const refused = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: { code, email: current.toUpperCase() },
    });
    expect([refused.status, refused.error?.details]).toEqual([
      400,
      { issues: [expect.objectContaining({ path: 'email', key: 'validation.valuesEqual' })] },
    ]);
    expect(await snapshotAccount(world.testApp.context, login.uuid)).toEqual(before);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['an email that is not one', { email: 'not-an-email' }, 'email'],
    ['an email as a number', { email: 42 }, 'email'],
    ['an empty email', { email: '' }, 'email'],
  ])('POST update-email refuses %s', async (_name, body, path) => {
    const login = await world.testApp.signIn({ email: world.freshEmail('bad') });
    const before = await snapshotAccount(world.testApp.context, login.uuid);
    const refused = await world.requestCode(login, body);
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await snapshotAccount(world.testApp.context, login.uuid)).toEqual(before);
  });

  it.each([
    ['no code', { email: 'new@example.com' }, 'code'],
    ['a five-digit code', { code: '12345', email: 'new@example.com' }, 'code'],
    ['a code with letters', { code: '12a456', email: 'new@example.com' }, 'code'],
    ['no email', { code: '123456' }, 'email'],
    ['an email that is not one', { code: '123456', email: 'new@' }, 'email'],
    ['an email with spaces inside', { code: '123456', email: 'new one@example.com' }, 'email'],
  ])('POST confirm-email refuses %s', async (_name, body, path) => {
    const current = world.freshEmail('badconfirm');
    const login = await world.testApp.signIn({ email: current });
    await world.requestCode(login);
    const before = await snapshotAccount(world.testApp.context, login.uuid);
    const refused = await world.testApp.client.call(confirmEmailChange, { token: login, invalidBody: body });
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await snapshotAccount(world.testApp.context, login.uuid)).toEqual(before);
  });

  it('takes no account fields from the body', async () => {
    const current = world.freshEmail('extra');
    const login = await world.testApp.signIn({ email: current });
    await world.requestCode(login);
    const next = world.freshEmail('extra.new');
    const answer = await world.testApp.client.call(confirmEmailChange, {
      token: login,
      invalidBody: {
        code: await readSentCode(world.testApp.context, current),
        email: next,
        status: 'blocked',
        uuid: 'x',
      },
    });
    expect(answer.status).toBe(200);
    expect((await world.findUser(login.uuid)).status).toBe('active');
  });
});
