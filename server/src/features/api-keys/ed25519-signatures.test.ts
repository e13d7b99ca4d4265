import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { LoginResponse } from '@ferry/shared/contracts';
import { createApiKey, createWidgetSession } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantRequest,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { computeSignature } from './request-signature';

let clockMs = Date.now();
let testApp: TestApp;
let owner: LoginResponse;

beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs, environment: { TRUST_PROXY: 'true' } });
  owner = await testApp.signIn();
});
afterAll(() => testApp.dispose());
beforeEach(() => {
  clockMs += 1000;
});

interface KeyPair {
  publicKey: KeyObject;
  privateKey: KeyObject;
}

/** What a merchant's server keeps: the Api-Key id and its own private key. */
interface Ed25519Merchant {
  key: string;
  privateKey: KeyObject;
}

const newKeyPair = (): KeyPair => generateKeyPairSync('ed25519');
const rawPublicKey = (pair: KeyPair) =>
  Buffer.from(pair.publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
const pemPublicKey = (pair: KeyPair) => pair.publicKey.export({ format: 'pem', type: 'spki' }).toString();

let customerCounter = 0;
/** A fresh body each time, so no two requests carry the same signature by accident. */
function sessionRequest(path = 'widget-sessions'): MerchantRequest {
  customerCounter += 1;
  return {
    method: 'POST',
    path,
    body: JSON.stringify({ external_customer_id: `ed-customer-${customerCounter}` }),
  };
}

/** The signing text as the integration notes describe it, written out rather than imported. */
function signingText(request: MerchantRequest, timestamp: string): string {
  const head = request.nonce === undefined ? timestamp : `${timestamp}.${request.nonce}`;
  return `${head}.${request.method.toUpperCase()}.${WIDGET_BASE}${request.path}.${request.body ?? ''}`;
}

function signEd25519(
  merchant: Ed25519Merchant,
  request: MerchantRequest,
  encoding: 'base64' | 'base64url' | 'hex' = 'base64',
) {
  const timestamp = String(request.timestamp ?? Math.floor(clockMs / 1000));
  const signature = sign(null, Buffer.from(signingText(request, timestamp)), merchant.privateKey);
  return {
    'Api-Key': merchant.key,
    'Api-Timestamp': timestamp,
    'Api-Signature': signature.toString(encoding),
    ...(request.nonce === undefined ? {} : { 'Api-Nonce': request.nonce }),
  };
}

/** Sends `request` with the given headers; the request itself may differ from what was signed. */
function send(request: MerchantRequest, headers: Record<string, string>) {
  return testApp.app.request(`${WIDGET_BASE}${request.path}`, {
    method: request.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(request.method === 'GET' ? {} : { body: request.body ?? '' }),
  });
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error?: { code: string; details?: { reason?: string } } };
  return [response.status, body.error?.code, body.error?.details?.reason];
}

const REFUSED = [401, 'UNAUTHORIZED_REQUEST', 'signature_invalid'];

async function createEd25519Key(
  publicKeyText: string,
  extra: Record<string, unknown> = {},
  login: LoginResponse = owner,
) {
  customerCounter += 1;
  return createKeyThroughApi(testApp, login, {
    name: `Ed25519 ${customerCounter}`,
    type: 'widget',
    domain: 'shop.test',
    signature_scheme: 'ed25519',
    ed25519_public_key: publicKeyText,
    permissions: ['create_buy_order'],
    ...extra,
  });
}

async function createMerchant(extra: Record<string, unknown> = {}, login: LoginResponse = owner) {
  const pair = newKeyPair();
  const created = await createEd25519Key(rawPublicKey(pair).toString('base64'), extra, login);
  return { ...created, merchant: { key: created.apiKey.key, privateKey: pair.privateKey } };
}

describe('creating an Ed25519 key', () => {
  it.each([
    ['raw base64', (pair: KeyPair) => rawPublicKey(pair).toString('base64')],
    ['raw base64url', (pair: KeyPair) => rawPublicKey(pair).toString('base64url')],
    ['raw hex', (pair: KeyPair) => rawPublicKey(pair).toString('hex').toUpperCase()],
    ['an SPKI PEM', pemPublicKey],
    ['an SPKI PEM pasted on one line', (pair: KeyPair) => pemPublicKey(pair).replace(/\n/g, ' ')],
  ])('accepts %s and stores the raw key in base64', async (_name, format) => {
    const pair = newKeyPair();
    const { apiKey, secret } = await createEd25519Key(` ${format(pair)}\n`);
    const expected = rawPublicKey(pair).toString('base64');
    expect(apiKey).toMatchObject({ signature_scheme: 'ed25519', ed25519_public_key: expected });
    // The secret only keys the callbacks Ferry signs; the request test below shows it signs nothing.
    expect(secret).toMatch(/^fsk_/);
    const row = await testApp.context.db
      .selectFrom('api_keys')
      .select(['signature_scheme', 'ed25519_public_key', 'secret_hash'])
      .where('id', '=', apiKey.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      signature_scheme: 'ed25519',
      ed25519_public_key: expected,
      secret_hash: createHash('sha256').update(secret).digest('hex'),
    });
  });

  it('leaves an HMAC key as it was: the scheme defaults to hmac-sha256 with no public key', async () => {
    const { apiKey } = await createKeyThroughApi(testApp, owner, {
      name: 'Plain HMAC',
      type: 'widget',
      domain: 'shop.test',
    });
    expect(apiKey).toMatchObject({ signature_scheme: 'hmac-sha256', ed25519_public_key: null });
  });

  const rsaPem = generateKeyPairSync('rsa', { modulusLength: 1024 })
    .publicKey.export({ format: 'pem', type: 'spki' })
    .toString();
  const x25519Pem = generateKeyPairSync('x25519')
    .publicKey.export({ format: 'pem', type: 'spki' })
    .toString();
  const privatePem = newKeyPair().privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const identityPoint = Buffer.alloc(32);
  identityPoint[0] = 1;

  it.each([
    ['text that is no key', 'not a key', 'validation.ed25519PublicKey'],
    ['31 bytes', Buffer.alloc(31, 7).toString('base64'), 'validation.ed25519PublicKey'],
    ['33 bytes of hex', 'ab'.repeat(33), 'validation.ed25519PublicKey'],
    ['an RSA public key', rsaPem, 'validation.ed25519PublicKey'],
    ['an X25519 public key', x25519Pem, 'validation.ed25519PublicKey'],
    ['a private key', privatePem, 'validation.ed25519PublicKey'],
    [
      'a PEM with a broken body',
      '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
      'validation.ed25519PublicKey',
    ],
    [
      'the identity point (anyone could sign for it)',
      identityPoint.toString('hex'),
      'validation.ed25519PublicKey',
    ],
    ['a blank key', '   ', 'validation.required'],
  ])('refuses %s with VALIDATION_ERROR naming the field, storing nothing', async (_name, text, key) => {
    const login = await testApp.signIn();
    const response = await testApp.app.request('/api/client/v1/api-keys', {
      method: 'POST',
      headers: bearer(login, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({
        name: 'Bad key',
        type: 'exchanger',
        signature_scheme: 'ed25519',
        ed25519_public_key: text,
      }),
    });
    const body = (await response.json()) as {
      error?: { code: string; details?: { issues?: { path: string; key?: string }[] } };
    };
    expect([response.status, body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(body.error?.details?.issues).toEqual([
      expect.objectContaining({ path: 'ed25519_public_key', key }),
    ]);
    const stored = await testApp.context.db
      .selectFrom('api_keys')
      .select('id')
      .where('profile_id', '=', login.profiles_id[0] as string)
      .execute();
    expect(stored).toEqual([]);
  });

  it.each([
    ['an Ed25519 key without a public key', { signature_scheme: 'ed25519' }, 'ed25519_public_key'],
    [
      'an HMAC key with a public key',
      { ed25519_public_key: rawPublicKey(newKeyPair()).toString('base64') },
      'ed25519_public_key',
    ],
    ['an unknown scheme', { signature_scheme: 'rsa' }, 'signature_scheme'],
  ])('refuses %s', async (_name, extra, path) => {
    const response = await testApp.app.request('/api/client/v1/api-keys', {
      method: 'POST',
      headers: bearer(owner, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ name: 'Odd key', type: 'exchanger', ...extra }),
    });
    const body = (await response.json()) as {
      error?: { code: string; details?: { issues?: { path: string }[] } };
    };
    expect([response.status, body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(body.error?.details?.issues?.map((issue) => issue.path)).toContain(path);
  });

  it('shows the scheme and public key in the list, and an edit keeps them', async () => {
    const login = await testApp.signIn();
    const { apiKey } = await createMerchant({}, login);
    const list = await testApp.app.request('/api/client/v1/api-keys', { headers: bearer(login) });
    const [listed] = ((await list.json()) as { api_keys: unknown[] }).api_keys;
    expect(listed).toEqual(apiKey);
    const edited = await testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}`, {
      method: 'PATCH',
      headers: bearer(login, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ name: 'Renamed' }),
    });
    expect(await edited.json()).toMatchObject({
      name: 'Renamed',
      signature_scheme: 'ed25519',
      ed25519_public_key: apiKey.ed25519_public_key,
    });
  });
});

describe('a request signed with an Ed25519 key', () => {
  let merchant: Ed25519Merchant;
  let secret: string;
  let apiKeyId: string;
  beforeAll(async () => {
    const created = await createMerchant();
    merchant = created.merchant;
    secret = created.secret;
    apiKeyId = created.apiKey.id;
  });

  it.each(['base64', 'base64url'] as const)('passes with a %s signature', async (encoding) => {
    const request = sessionRequest();
    const response = await send(request, signEd25519(merchant, request, encoding));
    expect(response.status).toBe(200);
    createWidgetSession.response.parse(await response.json());
  });

  it('passes with the query signed too and the last use recorded', async () => {
    const request = sessionRequest('widget-sessions?ref=abc&x=1');
    expect((await send(request, signEd25519(merchant, request))).status).toBe(200);
    const row = await testApp.context.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', apiKeyId)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });

  it('is refused when signed with another key pair', async () => {
    const request = sessionRequest();
    const stranger = { key: merchant.key, privateKey: newKeyPair().privateKey };
    expect(await errorOf(await send(request, signEd25519(stranger, request)))).toEqual(REFUSED);
  });

  it.each([
    [
      'the body',
      (request: MerchantRequest) => ({ ...request, body: request.body?.replace('customer', 'c') }),
    ],
    ['the path', (request: MerchantRequest) => ({ ...request, path: `${request.path}?extra=1` })],
    ['the method', (request: MerchantRequest) => ({ ...request, method: 'PUT' })],
  ])('is refused when %s differs from what was signed', async (_name, tamper) => {
    const request = sessionRequest();
    expect(await errorOf(await send(request, signEd25519(merchant, tamper(request))))).toEqual(REFUSED);
  });

  it('is refused when the timestamp differs from what was signed', async () => {
    const request = sessionRequest();
    const headers = signEd25519(merchant, request);
    const moved = { ...headers, 'Api-Timestamp': String(Number(headers['Api-Timestamp']) - 1) };
    expect(await errorOf(await send(request, moved))).toEqual(REFUSED);
  });

  it('is refused with a signature in hex or cut short', async () => {
    const request = sessionRequest();
    expect(await errorOf(await send(request, signEd25519(merchant, request, 'hex')))).toEqual(REFUSED);
    const headers = signEd25519(merchant, request);
    const cut = { ...headers, 'Api-Signature': headers['Api-Signature'].slice(0, 80) };
    expect(await errorOf(await send(request, cut))).toEqual(REFUSED);
  });

  it('is refused outside the time window', async () => {
    const request = { ...sessionRequest(), timestamp: Math.floor(clockMs / 1000) - 301 };
    expect(await errorOf(await send(request, signEd25519(merchant, request)))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'timestamp_outside_window',
    ]);
  });

  it('is refused when replayed, also in the other encoding of the same signature', async () => {
    const request = sessionRequest();
    const headers = signEd25519(merchant, request);
    expect((await send(request, headers)).status).toBe(200);
    const replayed = [401, 'UNAUTHORIZED_REQUEST', 'signature_replayed'];
    expect(await errorOf(await send(request, headers))).toEqual(replayed);
    const bytes = Buffer.from(headers['Api-Signature'], 'base64');
    for (const encoded of [bytes.toString('base64url'), `${bytes.toString('base64url')}==`]) {
      expect(await errorOf(await send(request, { ...headers, 'Api-Signature': encoded }))).toEqual(replayed);
    }
  });

  it('cannot be signed with the key’s secret: HMAC is not this key’s scheme', async () => {
    const response = await sendMerchantRequest(testApp, { key: merchant.key, secret }, sessionRequest());
    expect(await errorOf(response)).toEqual(REFUSED);
  });

  it('cannot be signed from a copy of the database: no HMAC keyed by any stored column passes', async () => {
    const row = await testApp.context.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', apiKeyId)
      .executeTakeFirstOrThrow();
    const storedTexts = Object.values(row).flatMap((value): string[] => {
      if (value === null) return [];
      if (value instanceof Date) return [value.toISOString(), String(value.getTime())];
      if (Array.isArray(value)) return [value.join(','), ...value.map(String)];
      return [String(value)];
    });
    // Each column's text and its forms: the raw bytes of the public key, and hex(SHA-256(text)) as
    // the HMAC scheme derives its signing key from a secret.
    const keys = storedTexts.flatMap((text) => [
      text,
      createHash('sha256').update(text).digest('hex'),
      Buffer.from(text, 'base64').toString('hex'),
    ]);
    expect(keys).toContain(row.secret_hash);
    expect(keys).toContain(row.ed25519_public_key);
    for (const storedKey of keys) {
      const request = sessionRequest();
      const timestamp = String(Math.floor(clockMs / 1000));
      const signature = computeSignature(storedKey, {
        timestamp,
        method: request.method,
        pathWithQuery: `${WIDGET_BASE}${request.path}`,
        rawBody: request.body ?? '',
      });
      const headers = { 'Api-Key': merchant.key, 'Api-Timestamp': timestamp, 'Api-Signature': signature };
      expect(await errorOf(await send(request, headers))).toEqual(REFUSED);
    }
  });

  it('keeps the IP allow-list and the blocked owner as for HMAC keys', async () => {
    const login = await testApp.signIn();
    const listed = await createMerchant({ ip_addresses: '203.0.113.7' }, login);
    const request = sessionRequest();
    const headers = signEd25519(listed.merchant, request);
    expect(await errorOf(await send(request, { ...headers, 'X-Forwarded-For': '203.0.113.8' }))).toEqual([
      403,
      'ACCESS_DENIED',
      'ip_not_allowed',
    ]);
    expect((await send(request, { ...headers, 'X-Forwarded-For': '203.0.113.7' })).status).toBe(200);
    await testApp.context.users.update(login.uuid, { status: 'blocked' });
    const next = sessionRequest();
    const blocked = await send(next, {
      ...signEd25519(listed.merchant, next),
      'X-Forwarded-For': '203.0.113.7',
    });
    expect((await errorOf(blocked))[1]).toBe('USER_BLOCKED');
  });
});

describe('an HMAC key next to Ed25519 keys', () => {
  it('still signs with its secret, and an Ed25519 signature does not pass for it', async () => {
    const created = await createKeyThroughApi(testApp, owner, {
      name: 'HMAC beside',
      type: 'widget',
      domain: 'shop.test',
      permissions: ['create_buy_order'],
      signature_scheme: 'hmac-sha256',
    });
    createApiKey.response.shape.api_key.parse(created.apiKey);
    const credentials = { key: created.apiKey.key, secret: created.secret };
    expect((await sendMerchantRequest(testApp, credentials, sessionRequest())).status).toBe(200);
    const request = sessionRequest();
    const ed25519Signed = signEd25519(
      { key: created.apiKey.key, privateKey: newKeyPair().privateKey },
      request,
    );
    expect(await errorOf(await send(request, ed25519Signed))).toEqual(REFUSED);
  });
});

describe('an Ed25519-signed request with Api-Nonce', () => {
  it('two identical GETs in one second pass with two nonces; a nonce used again is refused', async () => {
    const { merchant } = await createMerchant({
      type: 'exchanger',
      domain: null,
      permissions: ['get_currencies'],
    });
    const get = (nonce?: string): MerchantRequest => ({
      method: 'GET',
      path: 'currencies',
      ...(nonce === undefined ? {} : { nonce }),
    });
    const first = crypto.randomUUID();
    expect((await send(get(first), signEd25519(merchant, get(first)))).status).toBe(200);
    const second = crypto.randomUUID();
    expect((await send(get(second), signEd25519(merchant, get(second)))).status).toBe(200);
    expect(await errorOf(await send(get(first), signEd25519(merchant, get(first))))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_replayed',
    ]);
    // Without a nonce the rule stays: the same signature passes once.
    expect((await send(get(), signEd25519(merchant, get()))).status).toBe(200);
    expect(await errorOf(await send(get(), signEd25519(merchant, get())))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'signature_replayed',
    ]);
  });
});
