import { createHash, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { bearer } from '../../test-support/test-app';
import {
  type Ed25519World,
  type KeyPair,
  newKeyPair,
  pemPublicKey,
  rawPublicKey,
  startEd25519World,
} from './ed25519-signatures.test-kit';

let world: Ed25519World;
beforeAll(async () => {
  world = await startEd25519World();
});
afterAll(() => world.dispose());
beforeEach(() => {
  world.clockMs += 1000;
});

describe('creating an Ed25519 key', () => {
  it.each([
    ['raw base64', (pair: KeyPair) => rawPublicKey(pair).toString('base64')],
    ['raw base64url', (pair: KeyPair) => rawPublicKey(pair).toString('base64url')],
    ['raw hex', (pair: KeyPair) => rawPublicKey(pair).toString('hex').toUpperCase()],
    ['an SPKI PEM', pemPublicKey],
    ['an SPKI PEM pasted on one line', (pair: KeyPair) => pemPublicKey(pair).replace(/\n/g, ' ')],
  ])('accepts %s and stores the raw key in base64', async (_name, format) => {
    const pair = newKeyPair();
    const { apiKey, secret } = await world.createEd25519Key(` ${format(pair)}\n`);
    const expected = rawPublicKey(pair).toString('base64');
    expect(apiKey).toMatchObject({ signature_scheme: 'ed25519', ed25519_public_key: expected });
    // The secret only keys the callbacks Ferry signs; the request test below shows it signs nothing.
    expect(secret).toMatch(/^fsk_/);
    const row = await world.testApp.context.db
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
    const { apiKey } = await createKeyThroughApi(world.testApp, world.owner, {
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
    const login = await world.testApp.signIn();
    const response = await world.testApp.app.request('/api/client/v1/api-keys', {
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
    const stored = await world.testApp.context.db
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
    const response = await world.testApp.app.request('/api/client/v1/api-keys', {
      method: 'POST',
      headers: bearer(world.owner, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ name: 'Odd key', type: 'exchanger', ...extra }),
    });
    const body = (await response.json()) as {
      error?: { code: string; details?: { issues?: { path: string }[] } };
    };
    expect([response.status, body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(body.error?.details?.issues?.map((issue) => issue.path)).toContain(path);
  });

  it('shows the scheme and public key in the list, and an edit keeps them', async () => {
    const login = await world.testApp.signIn();
    const { apiKey } = await world.createMerchant({}, login);
    const list = await world.testApp.app.request('/api/client/v1/api-keys', { headers: bearer(login) });
    const [listed] = ((await list.json()) as { api_keys: unknown[] }).api_keys;
    expect(listed).toEqual(apiKey);
    const edited = await world.testApp.app.request(`/api/client/v1/api-keys/${apiKey.id}`, {
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
