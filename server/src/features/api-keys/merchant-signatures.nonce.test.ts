import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createKeyThroughApi,
  type MerchantCredentials,
  type MerchantRequest,
  sendMerchantRequest,
  signMerchantRequest,
  WIDGET_BASE,
} from '../../test-support/api-keys.test-kit';
import {
  errorOf,
  type MerchantSignaturesWorld,
  startMerchantSignaturesWorld,
} from './merchant-signatures.test-kit';

let clockMs = Date.now();
let world: MerchantSignaturesWorld;
beforeAll(async () => {
  world = await startMerchantSignaturesWorld(() => clockMs);
});
afterAll(() => world.dispose());
beforeEach(() => {
  clockMs += 1000;
});

describe('Api-Nonce: two honest identical requests in one second', () => {
  let poller: MerchantCredentials;
  const get = (nonce?: string): MerchantRequest => ({
    method: 'GET',
    path: 'currencies',
    ...(nonce === undefined ? {} : { nonce }),
  });

  beforeAll(async () => {
    // A fresh sign-in: earlier tests move the clock on by minutes, past the owner's access token.
    const { apiKey, secret } = await createKeyThroughApi(world.testApp, await world.testApp.signIn(), {
      name: 'Poller',
      type: 'exchanger',
      permissions: ['get_currencies'],
    });
    poller = { key: apiKey.key, secret };
  });

  it('both pass when each carries its own nonce, in the same second', async () => {
    const statuses = [];
    for (const nonce of [crypto.randomUUID(), crypto.randomUUID()])
      statuses.push((await sendMerchantRequest(world.testApp, poller, get(nonce))).status);
    expect(statuses).toEqual([200, 200]);
  });

  it('a nonce used again within the window is refused, whatever else the request says', async () => {
    const nonce = crypto.randomUUID();
    expect((await sendMerchantRequest(world.testApp, poller, get(nonce))).status).toBe(200);
    expect(await errorOf(await sendMerchantRequest(world.testApp, poller, get(nonce)))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_replayed',
    ]);
    clockMs += 5000;
    const other = { ...get(nonce), path: 'currencies?x=1' };
    expect(await errorOf(await sendMerchantRequest(world.testApp, poller, other))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_replayed',
    ]);
    // Another key's nonces are its own.
    expect(
      (await sendMerchantRequest(world.testApp, world.merchant, { ...world.sessionRequest(), nonce })).status,
    ).toBe(200);
  });

  it('without a nonce keeps today’s rule: the same signature passes once', async () => {
    expect((await sendMerchantRequest(world.testApp, poller, get())).status).toBe(200);
    expect(await errorOf(await sendMerchantRequest(world.testApp, poller, get()))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'signature_replayed',
    ]);
  });

  it('is signed: a nonce added to, or changed in, a signed request breaks its signature', async () => {
    const signedWithout = signMerchantRequest(poller, get(), clockMs);
    const added = await world.testApp.app.request(`${WIDGET_BASE}currencies`, {
      headers: { ...signedWithout, 'Api-Nonce': crypto.randomUUID() },
    });
    expect(await errorOf(added)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
    const signedWith = signMerchantRequest(poller, get(crypto.randomUUID()), clockMs);
    const changed = await world.testApp.app.request(`${WIDGET_BASE}currencies`, {
      headers: { ...signedWith, 'Api-Nonce': crypto.randomUUID() },
    });
    expect(await errorOf(changed)).toEqual([401, 'UNAUTHORIZED_REQUEST', 'signature_invalid']);
  });

  it.each([
    ['too short', 'abc'],
    ['with a dot', `${'a'.repeat(20)}.GET`],
    ['too long', 'a'.repeat(129)],
  ])('refuses a nonce %s', async (_name, nonce) => {
    expect(await errorOf(await sendMerchantRequest(world.testApp, poller, get(nonce)))).toEqual([
      401,
      'UNAUTHORIZED_REQUEST',
      'nonce_invalid',
    ]);
  });
});
