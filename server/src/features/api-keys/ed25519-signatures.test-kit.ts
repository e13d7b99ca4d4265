import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { LoginResponse } from '@ferry/shared/contracts';
import { createKeyThroughApi, type MerchantRequest, WIDGET_BASE } from '../../test-support/api-keys.test-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';

export interface KeyPair {
  publicKey: KeyObject;
  privateKey: KeyObject;
}

/** What a merchant's server keeps: the Api-Key id and its own private key. */
export interface Ed25519Merchant {
  key: string;
  privateKey: KeyObject;
}

export const newKeyPair = (): KeyPair => generateKeyPairSync('ed25519');
export const rawPublicKey = (pair: KeyPair) =>
  Buffer.from(pair.publicKey.export({ format: 'jwk' }).x ?? '', 'base64url');
export const pemPublicKey = (pair: KeyPair) =>
  pair.publicKey.export({ format: 'pem', type: 'spki' }).toString();

/** The signing text as the integration notes describe it, written out rather than imported. */
function signingText(request: MerchantRequest, timestamp: string): string {
  const head = request.nonce === undefined ? timestamp : `${timestamp}.${request.nonce}`;
  return `${head}.${request.method.toUpperCase()}.${WIDGET_BASE}${request.path}.${request.body ?? ''}`;
}

export async function errorOf(response: Response) {
  const body = (await response.json()) as { error?: { code: string; details?: { reason?: string } } };
  return [response.status, body.error?.code, body.error?.details?.reason];
}

export const REFUSED = [401, 'UNAUTHORIZED_REQUEST', 'signature_invalid'];

export type Ed25519World = Awaited<ReturnType<typeof startEd25519World>>;

/**
 * One app behind a trusted proxy on a clock the tests move, an owner who makes Ed25519 keys,
 * and the requests a merchant's server signs with them. Each test file starts its own.
 */
export async function startEd25519World() {
  let customerCounter = 0;
  const world = {
    clockMs: Date.now(),
    testApp: undefined as unknown as TestApp,
    owner: undefined as unknown as LoginResponse,

    dispose: () => world.testApp.dispose(),

    /** A fresh body each time, so no two requests carry the same signature by accident. */
    sessionRequest(path = 'widget-sessions'): MerchantRequest {
      customerCounter += 1;
      return {
        method: 'POST',
        path,
        body: JSON.stringify({ external_customer_id: `ed-customer-${customerCounter}` }),
      };
    },

    signEd25519(
      merchant: Ed25519Merchant,
      request: MerchantRequest,
      encoding: 'base64' | 'base64url' | 'hex' = 'base64',
    ) {
      const timestamp = String(request.timestamp ?? Math.floor(world.clockMs / 1000));
      const signature = sign(null, Buffer.from(signingText(request, timestamp)), merchant.privateKey);
      return {
        'Api-Key': merchant.key,
        'Api-Timestamp': timestamp,
        'Api-Signature': signature.toString(encoding),
        ...(request.nonce === undefined ? {} : { 'Api-Nonce': request.nonce }),
      };
    },

    /** Sends `request` with the given headers; the request itself may differ from what was signed. */
    send(request: MerchantRequest, headers: Record<string, string>) {
      return world.testApp.app.request(`${WIDGET_BASE}${request.path}`, {
        method: request.method,
        headers: { 'Content-Type': 'application/json', ...headers },
        ...(request.method === 'GET' ? {} : { body: request.body ?? '' }),
      });
    },

    createEd25519Key,
    createMerchant,
  };
  async function createEd25519Key(
    publicKeyText: string,
    extra: Record<string, unknown> = {},
    login: LoginResponse = world.owner,
  ) {
    customerCounter += 1;
    return createKeyThroughApi(world.testApp, login, {
      name: `Ed25519 ${customerCounter}`,
      type: 'widget',
      domain: 'shop.test',
      signature_scheme: 'ed25519',
      ed25519_public_key: publicKeyText,
      permissions: ['create_buy_order'],
      ...extra,
    });
  }

  async function createMerchant(extra: Record<string, unknown> = {}, login: LoginResponse = world.owner) {
    const pair = newKeyPair();
    const created = await createEd25519Key(rawPublicKey(pair).toString('base64'), extra, login);
    return { ...created, merchant: { key: created.apiKey.key, privateKey: pair.privateKey } };
  }

  world.testApp = await createTestApp({ nowMs: () => world.clockMs, environment: { TRUST_PROXY: 'true' } });
  world.owner = await world.testApp.signIn();
  return world;
}
