import { confirmPhoneChange, requestPhoneChange } from '@ferry/shared/contracts';
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
    environment: { ACCESS_TOKEN_TTL_SECONDS: '86400', BLOCKED_COUNTRIES: 'BY' },
  });
});
afterAll(() => testApp.dispose());

const DAY_SECONDS = 24 * 60 * 60;
let counter = Math.floor(Math.random() * 1_000_000);
/** A Ukrainian mobile number nobody has yet, as E.164. */
function freshPhone(): string {
  counter += 1;
  return `+38050${String(counter % 10_000_000).padStart(7, '0')}`;
}
const advanceSeconds = (seconds: number) => {
  clock.nowMs += seconds * 1000;
};
const findUser = (id: string) =>
  testApp.context.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
// The bodies go as they are: the tests also send what the contract refuses.
const requestCode = (login: { access_token: string }, body: Record<string, unknown> = {}) =>
  testApp.client.call(requestPhoneChange, { token: login, invalidBody: body });
const confirm = (login: { access_token: string }, body: Record<string, unknown>) =>
  testApp.client.call(confirmPhoneChange, { token: login, invalidBody: body });

/** A new session for a user, as access tokens do not outlive a day of the test clock. */
async function signInAgain(userId: string) {
  const user = await findUser(userId);
  return testApp.context.loginIssuer.issue({ user, base: 'client', signInMethod: 'email', isNewUser: false });
}

/** A user whose phone was set through the API (so its 24 hours run from now). */
async function userWithPhone() {
  const login = await testApp.signIn();
  const phone = freshPhone();
  await requestCode(login, { phone });
  await confirm(login, { code: await readSentCode(testApp.context, phone), phone });
  return { login, phone };
}

describe('changing the phone', () => {
  it('texts a code to the new number of an account without one, and stores it in E.164', async () => {
    const login = await testApp.signIn();
    const missing = await requestCode(login);
    expect(missing.error?.details).toMatchObject({
      issues: [{ path: 'phone', key: 'validation.required' }],
    });
    const phone = freshPhone();
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
    const sent = await requestCode(login, { phone: spaced });
    expect([sent.status, sent.body?.sent_to]).toEqual([200, `+380*******${phone.slice(-2)}`]);
    const [sms] = await testApp.context.outbox.list(phone, 1);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(
      /^Ferry: \d{6} is your code to change your phone number\. It expires in 10 minutes\./,
    );

    const confirmed = await confirm(login, {
      code: await readSentCode(testApp.context, phone),
      phone: spaced,
    });
    expect(confirmed.status).toBe(200);
    const user = confirmed.body;
    expect(user?.phone).toBe(phone);
    expect(user?.phone_changed_at).toBe(new Date(clock.read()).toISOString());
  });

  it('allows one change per 24 hours, refused before any code is sent', async () => {
    const { login, phone } = await userWithPhone();
    const before = await snapshotAccount(testApp.context, login.uuid);
    advanceSeconds(DAY_SECONDS - 60);
    const refused = await requestCode(login, { phone: freshPhone() });
    expect([refused.status, refused.error?.code]).toEqual([429, 'PHONE_CHANGE_LIMIT_EXCEEDED']);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(refused.error?.details).toMatchObject({ retry_after_seconds: 60 });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);

    advanceSeconds(60);
    const later = await signInAgain(login.uuid);
    const next = freshPhone();
    expect((await requestCode(later)).status).toBe(200);
    const code = await readSentCode(testApp.context, phone);
    const changed = await confirm(later, { code, phone: next });
    expect([changed.status, changed.body?.phone]).toEqual([200, next]);
  });

  it('lets exactly one of two parallel confirmations count', async () => {
    const { login: first, phone } = await userWithPhone();
    advanceSeconds(DAY_SECONDS);
    const login = await signInAgain(first.uuid);
    await requestCode(login);
    const code = await readSentCode(testApp.context, phone);
    const candidates = [freshPhone(), freshPhone()];
    const answers = await Promise.all(candidates.map((phone) => confirm(login, { code, phone })));
    const [won, lost] = [...answers].sort((a, b) => a.status - b.status);
    expect(won?.status).toBe(200);
    // The loser finds the code used or the day's change made, depending on where it lost the race.
    expect(['VALIDATION_ERROR', 'PHONE_CHANGE_LIMIT_EXCEEDED']).toContain(lost?.error?.code);
    expect(candidates).toContain((await findUser(login.uuid)).phone);
  });

  const refusals: [string, (taken: string, own: string) => string, number, string][] = [
    ['an anonymous messenger number', () => '+888 0123 4567', 422, 'ANONYMOUS_NUMBER_NOT_ALLOWED'],
    ['a number of a country not served', () => '+375291234567', 422, 'UNPROCESSABLE_ENTITY'],
    ['a number another account has', (taken) => taken, 409, 'CONFLICT_ERROR'],
    ['a number of no plan', () => '+38050123', 400, 'VALIDATION_ERROR'],
    ['a number without its country code', () => '0501234567', 400, 'VALIDATION_ERROR'],
    ['the number it already has', (_taken, own) => own, 400, 'VALIDATION_ERROR'],
  ];

  it.each(refusals)('refuses %s at both steps, changing nothing', async (_name, pick, status, code) => {
    const other = await userWithPhone();
    const { login: first, phone } = await userWithPhone();
    advanceSeconds(DAY_SECONDS);
    const login = await signInAgain(first.uuid);
    const candidate = pick(other.phone, phone);
    const before = await snapshotAccount(testApp.context, login.uuid);
    const atRequest = await requestCode(login, { phone: candidate });
    expect([atRequest.status, atRequest.error?.code]).toEqual([status, code]);
    const atConfirm = await confirm(login, { code: '123456', phone: candidate });
    expect([atConfirm.status, atConfirm.error?.code]).toEqual([status, code]);
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it('names the country refusal, the anonymous number and the equal value for the form', async () => {
    const { login: first, phone } = await userWithPhone();
    advanceSeconds(DAY_SECONDS);
    const login = await signInAgain(first.uuid);
    const country = await requestCode(login, { phone: '+375291234567' });
    expect(country.error?.details).toEqual({
      field: 'phone',
      reason: 'phone_country_not_supported',
      country: 'BY',
      key: 'errors.phone.countryNotSupported',
    });
    const anonymous = await requestCode(login, { phone: '+888 0123 4567' });
    expect(anonymous.error?.details).toEqual({
      field: 'phone',
      reason: 'anonymous_number',
      key: 'errors.ANONYMOUS_NUMBER_NOT_ALLOWED',
    });
    const same = await requestCode(login, { phone });
    expect(same.error?.details).toEqual({
      issues: [expect.objectContaining({ path: 'phone', key: 'validation.valuesEqual' })],
    });
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['a number as a number', { phone: 380501234567 }],
    ['an empty number', { phone: '' }],
    ['letters', { phone: 'my phone' }],
  ])('POST update-phone refuses %s', async (_name, body) => {
    const login = await testApp.signIn();
    const before = await snapshotAccount(testApp.context, login.uuid);
    const refused = await requestCode(login, body);
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path: 'phone' }] });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
  });

  it.each([
    ['no code', { phone: '+380501112233' }, 'code'],
    ['a seven-digit code', { code: '1234567', phone: '+380501112233' }, 'code'],
    ['no phone', { code: '123456' }, 'phone'],
    ['a phone of no plan', { code: '123456', phone: '+999123456789' }, 'phone'],
  ])('POST confirm-phone refuses %s', async (_name, body, path) => {
    const login = await testApp.signIn();
    const phone = freshPhone();
    await requestCode(login, { phone });
    const before = await snapshotAccount(testApp.context, login.uuid);
    const refused = await confirm(login, body);
    expect([refused.status, refused.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(refused.error?.details).toMatchObject({ issues: [{ path }] });
    expect(await snapshotAccount(testApp.context, login.uuid)).toEqual(before);
    expect((await findUser(login.uuid)).phone).toBeNull();
  });

  it('refuses a wrong code, counting the try', async () => {
    const login = await testApp.signIn();
    const phone = freshPhone();
    await requestCode(login, { phone });
    const code = await readSentCode(testApp.context, phone);
    const refused = await confirm(login, { code: code === '000000' ? '111111' : '000000', phone });
    expect(refused.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { attempts_left: 4 } });
    expect((await findUser(login.uuid)).phone).toBeNull();
  });
});
