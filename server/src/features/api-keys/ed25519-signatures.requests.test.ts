import { createHash } from 'node:crypto';
import { createApiKey, createWidgetSession } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantRequest,
  sendMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import {
  type Ed25519Merchant,
  type Ed25519World,
  errorOf,
  newKeyPair,
  REFUSED,
  startEd25519World,
} from './ed25519-signatures.test-kit';
import { computeSignature } from './request-signature';

let world: Ed25519World;
beforeAll(async () => {
  world = await startEd25519World();
});
afterAll(() => world.dispose());
beforeEach(() => {
  world.clockMs += 1000;
});

describe('a request signed with an Ed25519 key', () => {
  let merchant: Ed25519Merchant;
  let secret: string;
  let apiKeyId: string;
  beforeAll(async () => {
    const created = await world.createMerchant();
    merchant = created.merchant;
    secret = created.secret;
    apiKeyId = created.apiKey.id;
  });

  it.each(['base64', 'base64url'] as const)('passes with a %s signature', async (encoding) => {
    const request = world.sessionRequest();
    const response = await world.send(request, world.signEd25519(merchant, request, encoding));
    expect(response.status).toBe(200);
    createWidgetSession.response.parse(await response.json());
  });

  it('passes with the query signed too and the last use recorded', async () => {
    const request = world.sessionRequest('widget-sessions?ref=abc&x=1');
    expect((await world.send(request, world.signEd25519(merchant, request))).status).toBe(200);
    const row = await world.testApp.context.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('id', '=', apiKeyId)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });

  it('is refused when signed with another key pair', async () => {
    const request = world.sessionRequest();
    const stranger = { key: merchant.key, privateKey: newKeyPair().privateKey };
    expect(await errorOf(await world.send(request, world.signEd25519(stranger, request)))).toEqual(REFUSED);
  });

  it.each([
    [
      'the body',
      (request: MerchantRequest) => ({ ...request, body: request.body?.replace('customer', 'c') }),
    ],
    ['the path', (request: MerchantRequest) => ({ ...request, path: `${request.path}?extra=1` })],
    ['the method', (request: MerchantRequest) => ({ ...request, method: 'PUT' })],
  ])('is refused when %s differs from what was signed', async (_name, tamper) => {
    const request = world.sessionRequest();
    expect(await errorOf(await world.send(request, world.signEd25519(merchant, tamper(request))))).toEqual(
      REFUSED,
    );
  });

  it('is refused when the timestamp differs from what was signed', async () => {
    const request = world.sessionRequest();
    const headers = world.signEd25519(merchant, request);
    const moved = { ...headers, 'Api-Timestamp': String(Number(headers['Api-Timestamp']) - 1) };
    expect(await errorOf(await world.send(request, moved))).toEqual(REFUSED);
  });

  it('is refused with a signature in hex or cut short', async () => {
    const request = world.sessionRequest();
    expect(await errorOf(await world.send(request, world.signEd25519(merchant, request, 'hex')))).toEqual(
      REFUSED,
    );
    const headers = world.signEd25519(merchant, request);
    const cut = { ...headers, 'Api-Signature': headers['Api-Signature'].slice(0, 80) };
    expect(await errorOf(await world.send(request, cut))).toEqual(REFUSED);
  });

  it('is refused outside the time window', async () => {
    const request = { ...world.sessionRequest(), timestamp: Math.floor(world.clockMs / 1000) - 301 };
    expect(await errorOf(await world.send(request, world.signEd25519(merchant, request)))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'timestamp_outside_window',
    ]);
  });

  it('is refused when replayed, also in the other encoding of the same signature', async () => {
    const request = world.sessionRequest();
    const headers = world.signEd25519(merchant, request);
    expect((await world.send(request, headers)).status).toBe(200);
    const replayed = [401, 'UNAUTHORIZED_REQUEST', 'signature_replayed'];
    expect(await errorOf(await world.send(request, headers))).toEqual(replayed);
    const bytes = Buffer.from(headers['Api-Signature'], 'base64');
    for (const encoded of [bytes.toString('base64url'), `${bytes.toString('base64url')}==`]) {
      expect(await errorOf(await world.send(request, { ...headers, 'Api-Signature': encoded }))).toEqual(
        replayed,
      );
    }
  });

  it('cannot be signed with the key’s secret: HMAC is not this key’s scheme', async () => {
    const response = await sendMerchantRequest(
      world.testApp,
      { key: merchant.key, secret },
      world.sessionRequest(),
    );
    expect(await errorOf(response)).toEqual(REFUSED);
  });

  it('cannot be signed from a copy of the database: no HMAC keyed by any stored column passes', async () => {
    const row = await world.testApp.context.db
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
      const request = world.sessionRequest();
      const timestamp = String(Math.floor(world.clockMs / 1000));
      const signature = computeSignature(storedKey, {
        timestamp,
        method: request.method,
        pathWithQuery: `${WIDGET_BASE}${request.path}`,
        rawBody: request.body ?? '',
      });
      const headers = { 'Api-Key': merchant.key, 'Api-Timestamp': timestamp, 'Api-Signature': signature };
      expect(await errorOf(await world.send(request, headers))).toEqual(REFUSED);
    }
  });

  it('keeps the IP allow-list and the blocked owner as for HMAC keys', async () => {
    const login = await world.testApp.signIn();
    const listed = await world.createMerchant({ ip_addresses: '203.0.113.7' }, login);
    const request = world.sessionRequest();
    const headers = world.signEd25519(listed.merchant, request);
    expect(
      await errorOf(await world.send(request, { ...headers, 'X-Forwarded-For': '203.0.113.8' })),
    ).toEqual([403, 'ACCESS_DENIED', 'ip_not_allowed']);
    expect((await world.send(request, { ...headers, 'X-Forwarded-For': '203.0.113.7' })).status).toBe(200);
    await world.testApp.context.users.update(login.uuid, { status: 'blocked' });
    const next = world.sessionRequest();
    const blocked = await world.send(next, {
      ...world.signEd25519(listed.merchant, next),
      'X-Forwarded-For': '203.0.113.7',
    });
    expect((await errorOf(blocked))[1]).toBe('USER_BLOCKED');
  });
});

describe('an HMAC key next to Ed25519 keys', () => {
  it('still signs with its secret, and an Ed25519 signature does not pass for it', async () => {
    const created = await createKeyThroughApi(world.testApp, world.owner, {
      name: 'HMAC beside',
      type: 'widget',
      domain: 'shop.test',
      permissions: ['create_buy_order'],
      signature_scheme: 'hmac-sha256',
    });
    createApiKey.response.shape.api_key.parse(created.apiKey);
    const credentials = { key: created.apiKey.key, secret: created.secret };
    expect((await sendMerchantRequest(world.testApp, credentials, world.sessionRequest())).status).toBe(200);
    const request = world.sessionRequest();
    const ed25519Signed = world.signEd25519(
      { key: created.apiKey.key, privateKey: newKeyPair().privateKey },
      request,
    );
    expect(await errorOf(await world.send(request, ed25519Signed))).toEqual(REFUSED);
  });
});

describe('an Ed25519-signed request with Api-Nonce', () => {
  it('two identical GETs in one second pass with two nonces; a nonce used again is refused', async () => {
    const { merchant } = await world.createMerchant({
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
    expect((await world.send(get(first), world.signEd25519(merchant, get(first)))).status).toBe(200);
    const second = crypto.randomUUID();
    expect((await world.send(get(second), world.signEd25519(merchant, get(second)))).status).toBe(200);
    expect(await errorOf(await world.send(get(first), world.signEd25519(merchant, get(first))))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_replayed',
    ]);
    // Without a nonce the rule stays: the same signature passes once.
    expect((await world.send(get(), world.signEd25519(merchant, get()))).status).toBe(200);
    expect(await errorOf(await world.send(get(), world.signEd25519(merchant, get())))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'signature_replayed',
    ]);
  });
});
