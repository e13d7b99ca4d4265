import type { LoginResponse } from '@ferry/shared/contracts';
import { createWidgetSession, loginResponseSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { hashSessionToken } from './widget-session-token';
import { WIDGET_SESSION_TTL_MS } from './widget-sessions.service';

let clockMs = Date.now();
let testApp: TestApp;
let owner: LoginResponse;
let merchant: MerchantCredentials;
let apiKeyId: string;

async function createMerchant(
  type = 'widget',
): Promise<MerchantCredentials & { id: string; login: LoginResponse }> {
  const login = await testApp.signIn();
  const { apiKey, secret } = await createKeyThroughApi(testApp, login, {
    name: 'Merchant',
    type,
    ...(type === 'widget' ? { domain: 'shop.test' } : {}),
    // Opening a session is switched (docs/decisions.md); a wallet key cannot carry the switch.
    ...(type === 'wallet' ? {} : { permissions: ['create_buy_order'] }),
  });
  return { key: apiKey.key, secret, id: apiKey.id, login };
}

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs, environment: { PUBLIC_URL: 'https://ferry.test' } });
  const created = await createMerchant();
  owner = created.login;
  merchant = created;
  apiKeyId = created.id;
});
afterAll(() => testApp.dispose());
beforeEach(() => {
  clockMs += 1000;
});

async function openSession(body: Record<string, unknown>, credentials: MerchantCredentials = merchant) {
  // The same request signed in the same second is a replay; a real merchant's clock moves on too.
  clockMs += 1000;
  const response = await sendMerchantRequest(testApp, credentials, {
    method: 'POST',
    path: 'widget-sessions',
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

async function openedSession(
  body: Record<string, unknown>,
  credentials?: MerchantCredentials,
): Promise<string> {
  const { status, body: answer } = await openSession(body, credentials);
  expect(status).toBe(200);
  return createWidgetSession.response.parse(answer).session;
}

async function trade(session: unknown) {
  const response = await testApp.app.request(`${WIDGET_BASE}auth/seamless`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ session }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

async function signedIn(session: string): Promise<LoginResponse> {
  const { status, body } = await trade(session);
  expect(status).toBe(200);
  return loginResponseSchema.parse(body);
}

const countSessions = async () =>
  Number(
    (
      await testApp.context.db
        .selectFrom('widget_sessions')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('POST widget-sessions', () => {
  it('opens a session for the customer and keeps only its hash', async () => {
    const { status, body } = await openSession({
      external_customer_id: 'cust-1',
      email: 'Olena@Example.com',
      first_name: 'Olena',
      residence_country: 'pl',
    });
    expect(status).toBe(200);
    const answer = createWidgetSession.response.parse(body);
    expect(answer.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.url).toBe(`https://ferry.test/frame/exchange?session=${answer.session}`);
    expect(Date.parse(answer.expires_at)).toBe(clockMs + WIDGET_SESSION_TTL_MS);
    const row = await testApp.context.db
      .selectFrom('widget_sessions')
      .selectAll()
      .where('id', '=', hashSessionToken(answer.session))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ api_key_id: apiKeyId, external_customer_id: 'cust-1', consumed_at: null });
    expect(row.customer).toEqual({
      email: 'olena@example.com',
      first_name: 'Olena',
      residence_country: 'PL',
    });
    expect(
      await testApp.context.db
        .selectFrom('widget_sessions')
        .select('id')
        .where('id', '=', answer.session)
        .execute(),
    ).toEqual([]);
  });

  it.each([
    ['no customer id', {}, 'external_customer_id'],
    ['a blank customer id', { external_customer_id: '  ' }, 'external_customer_id'],
    ['a customer id too long', { external_customer_id: 'x'.repeat(129) }, 'external_customer_id'],
    ['a bad email', { external_customer_id: 'c', email: 'not-an-email' }, 'email'],
    ['a phone too long', { external_customer_id: 'c', phone: '1'.repeat(33) }, 'phone'],
    ['a first name too long', { external_customer_id: 'c', first_name: 'x'.repeat(51) }, 'first_name'],
    ['a last name not text', { external_customer_id: 'c', last_name: 7 }, 'last_name'],
    ['a bad date of birth', { external_customer_id: 'c', date_of_birth: '31.12.1990' }, 'date_of_birth'],
    ['a three-letter country', { external_customer_id: 'c', residence_country: 'POL' }, 'residence_country'],
  ])('refuses %s with VALIDATION_ERROR, opening nothing', async (_name, body, path) => {
    const before = await countSessions();
    const { status, body: answer } = await openSession(body);
    expect([status, answer.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    const issues = (answer.error as unknown as { details: { issues: { path: string }[] } }).details.issues;
    expect(issues.map((issue) => issue.path)).toContain(path);
    expect(await countSessions()).toBe(before);
  });

  it('refuses a wallet key, which serves no customers', async () => {
    const wallet = await createMerchant('wallet');
    const { status, body } = await openSession({ external_customer_id: 'c' }, wallet);
    expect([status, body.error?.code]).toEqual([403, 'ACCESS_DENIED']);
  });

  it('refuses an unsigned request', async () => {
    const response = await testApp.app.request(`${WIDGET_BASE}widget-sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Api-Key': merchant.key },
      body: JSON.stringify({ external_customer_id: 'c' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('PUT auth/seamless', () => {
  it('signs the customer in once, on the widget base, in a temporary session until terms', async () => {
    const session = await openedSession({ external_customer_id: 'once', residence_country: 'de' });
    const login = await signedIn(session);
    expect(login).toMatchObject({ is_new_user: true, email: null, tg_id: null });
    const user = await testApp.context.users.findById(login.uuid);
    expect(user?.residence_country).toBe('DE');
    const me = await testApp.app.request(`${WIDGET_BASE}user`, { headers: bearer(login) });
    expect(me.status).toBe(200);
    const onClient = await testApp.app.request('/api/client/v1/user', { headers: bearer(login) });
    expect(onClient.status).toBe(401);

    const again = await trade(session);
    expect([again.status, again.body.error?.code]).toEqual([401, 'UNAUTHORIZED_REQUEST']);
  });

  it.each([
    ['an unknown session', 'A'.repeat(43), 401],
    ['the hash of a session instead of it', 'HASH', 401],
    ['a session too short', 'abc', 400],
    ['a session too long', 'x'.repeat(129), 400],
    ['no session', undefined, 400],
    ['a number', 1234567890123456, 400],
  ])('refuses %s', async (_name, value, status) => {
    const session =
      value === 'HASH' ? hashSessionToken(await openedSession({ external_customer_id: 'hash' })) : value;
    const answer = await trade(session);
    expect(answer.status).toBe(status);
  });

  it('lets exactly one of two parallel trades of one session through', async () => {
    const session = await openedSession({ external_customer_id: 'parallel' });
    const answers = await Promise.all([trade(session), trade(session)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const links = await testApp.context.db
      .selectFrom('merchant_customers')
      .selectAll()
      .where('external_customer_id', '=', 'parallel')
      .execute();
    expect(links).toHaveLength(1);
  });

  it('gives two parallel sessions of one new customer one account', async () => {
    const sessions = [
      await openedSession({ external_customer_id: 'twin' }),
      await openedSession({ external_customer_id: 'twin' }),
    ];
    const logins = await Promise.all(sessions.map(signedIn));
    expect(logins[0]?.uuid).toBe(logins[1]?.uuid);
  });

  it('expires after 15 minutes', async () => {
    const older = await openedSession({ external_customer_id: 'late' });
    const newer = await openedSession({ external_customer_id: 'late' });
    const newerOpenedAt = clockMs;
    clockMs = newerOpenedAt + WIDGET_SESSION_TTL_MS - 1;
    expect((await trade(older)).status).toBe(401);
    await signedIn(newer);
  });

  it('stops working when the merchant deletes the key or is blocked', async () => {
    const other = await createMerchant();
    const afterDelete = await openedSession({ external_customer_id: 'gone' }, other);
    const deleted = await testApp.app.request(`/api/client/v1/api-keys/${other.id}`, {
      method: 'DELETE',
      headers: bearer(other.login),
    });
    expect(deleted.status).toBe(200);
    expect((await trade(afterDelete)).status).toBe(401);

    const blocked = await createMerchant();
    const afterBlock = await openedSession({ external_customer_id: 'blocked-merchant' }, blocked);
    await testApp.context.users.update(blocked.login.uuid, { status: 'blocked' });
    expect((await trade(afterBlock)).status).toBe(401);
  });
});

describe('linking the merchant’s customer', () => {
  it('finds the same account for the same customer of the same key, a new one elsewhere', async () => {
    const first = await signedIn(await openedSession({ external_customer_id: 'alice' }));
    const second = await signedIn(
      await openedSession({ external_customer_id: 'alice', residence_country: 'FR' }),
    );
    expect([second.uuid, second.is_new_user]).toEqual([first.uuid, false]);
    // The merchant cannot change an existing account's data by saying something else.
    expect((await testApp.context.users.findById(first.uuid))?.residence_country).toBeNull();

    const otherMerchant = await createMerchant();
    const elsewhere = await signedIn(await openedSession({ external_customer_id: 'alice' }, otherMerchant));
    expect(elsewhere.uuid).not.toBe(first.uuid);
    const bob = await signedIn(await openedSession({ external_customer_id: 'bob' }));
    expect(bob.uuid).not.toBe(first.uuid);
  });

  it('never links an existing account by its email, nor puts the merchant’s email on the new one', async () => {
    const victim = await testApp.signIn({ email: 'victim@example.com' });
    const login = await signedIn(
      await openedSession({ external_customer_id: 'claims-victim', email: 'victim@example.com' }),
    );
    expect(login.uuid).not.toBe(victim.uuid);
    expect(login.email).toBeNull();
    const unused = await signedIn(
      await openedSession({ external_customer_id: 'free', email: 'nobody@example.com' }),
    );
    expect(unused.email).toBeNull();
    expect(await testApp.context.users.findByEmail('nobody@example.com')).toBeUndefined();
    expect((await testApp.context.users.findByEmail('victim@example.com'))?.id).toBe(victim.uuid);
  });

  it('gives a customer whose account was deleted a fresh one', async () => {
    const first = await signedIn(await openedSession({ external_customer_id: 'returning' }));
    await testApp.context.users.update(first.uuid, { status: 'deleted' });
    const second = await signedIn(await openedSession({ external_customer_id: 'returning' }));
    expect(second.uuid).not.toBe(first.uuid);
    expect(second.is_new_user).toBe(true);
    const third = await signedIn(await openedSession({ external_customer_id: 'returning' }));
    expect(third.uuid).toBe(second.uuid);
  });

  it('refuses a blocked customer with USER_BLOCKED and spends the session', async () => {
    const first = await signedIn(await openedSession({ external_customer_id: 'blocked' }));
    await testApp.context.users.update(first.uuid, { status: 'blocked' });
    const session = await openedSession({ external_customer_id: 'blocked' });
    const refused = await trade(session);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'USER_BLOCKED']);
    const row = await testApp.context.db
      .selectFrom('widget_sessions')
      .select('consumed_at')
      .where('id', '=', hashSessionToken(session))
      .executeTakeFirstOrThrow();
    expect(row.consumed_at).not.toBeNull();
    expect(owner.uuid).not.toBe(first.uuid);
  });
});
