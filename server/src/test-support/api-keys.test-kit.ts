import type { ApiKey, LoginResponse } from '@ferry/shared/contracts';
import { createApiKey } from '@ferry/shared/contracts';
import { hashSecret } from '../features/api-keys/api-key-credentials';
import { computeSignature } from '../features/api-keys/request-signature';
import { bearer, type TestApp } from './test-app';

export const WIDGET_BASE = '/api/widget/v1/';

export interface MerchantCredentials {
  key: string;
  secret: string;
}

export interface MerchantRequest {
  method: string;
  /** Below the widget base, with any query: `widget-sessions?x=1`. */
  path: string;
  body?: string;
  /** Unix seconds; the current time unless given. */
  timestamp?: number;
  /** Sent as `Api-Nonce` and signed with the rest. */
  nonce?: string;
}

/** The headers a merchant's server sends: exactly what the integration guide tells them to compute. */
export function signMerchantRequest(
  credentials: MerchantCredentials,
  request: MerchantRequest,
  nowMs = Date.now(),
) {
  const timestamp = String(request.timestamp ?? Math.floor(nowMs / 1000));
  const signature = computeSignature(hashSecret(credentials.secret), {
    timestamp,
    method: request.method,
    pathWithQuery: `${WIDGET_BASE}${request.path}`,
    rawBody: request.body ?? '',
    ...(request.nonce === undefined ? {} : { nonce: request.nonce }),
  });
  return {
    'Api-Key': credentials.key,
    'Api-Timestamp': timestamp,
    'Api-Signature': signature,
    ...(request.nonce === undefined ? {} : { 'Api-Nonce': request.nonce }),
  };
}

/** Sends a signed request to the widget base; `headers` override or add to the signed ones. */
export async function sendMerchantRequest(
  testApp: TestApp,
  credentials: MerchantCredentials,
  request: MerchantRequest,
  headers: Record<string, string | undefined> = {},
): Promise<Response> {
  const signed: Record<string, string | undefined> = {
    'Content-Type': 'application/json',
    ...signMerchantRequest(credentials, request, testApp.context.nowMs()),
    ...headers,
  };
  const sent = Object.fromEntries(
    Object.entries(signed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return await testApp.app.request(`${WIDGET_BASE}${request.path}`, {
    method: request.method,
    headers: sent,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

/** Creates a key through the API as its owner would, answering it with its one-time secret. */
export async function createKeyThroughApi(
  testApp: TestApp,
  login: LoginResponse,
  body: Record<string, unknown>,
): Promise<{ apiKey: ApiKey; secret: string }> {
  const response = await testApp.app.request('/api/client/v1/api-keys', {
    method: 'POST',
    headers: bearer(login, { 'Content-Type': 'application/json' }),
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`key not created: ${response.status} ${await response.text()}`);
  const created = createApiKey.response.parse(await response.json());
  return { apiKey: created.api_key, secret: created.secret };
}
