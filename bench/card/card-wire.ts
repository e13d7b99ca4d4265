import { randomUUID } from 'node:crypto';
import {
  CARD_NETWORK_SIGNATURE_HEADER,
  SANDBOX_CARD_NETWORK_SECRET,
  signCardNetworkMessage,
} from '@ferry/server';

/**
 * The sandbox card network's side of the wire (server/src/providers/card-network): a signed
 * real-time authorization request to Ferry's endpoint. The sandbox secret is public by design;
 * the endpoint accepts it only in sandbox mode.
 */
export const AUTHORIZATION_PATH = '/api/webhooks/card-network/authorizations';

export interface AuthorizationInput {
  cardToken: string;
  amountMinor: bigint;
  currency: string;
}

/** The body and headers of one authorization request, signed now (`t=…,v1=HMAC-SHA256("t.body")`). */
export function signedAuthorization(input: AuthorizationInput): {
  body: string;
  headers: Record<string, string>;
} {
  const body = JSON.stringify({
    event_id: `evt_${randomUUID()}`,
    type: 'authorization',
    authorization_id: `auth_${randomUUID()}`,
    card_token: input.cardToken,
    kind: 'purchase',
    amount: input.amountMinor.toString(),
    currency: input.currency,
    merchant: { name: 'Bench Coffee', category: 'restaurants', country: 'DE' },
    partial_approval_allowed: false,
  });
  const signature = signCardNetworkMessage(SANDBOX_CARD_NETWORK_SECRET, body, Math.floor(Date.now() / 1000));
  return {
    body,
    headers: { 'Content-Type': 'application/json', [CARD_NETWORK_SIGNATURE_HEADER]: signature },
  };
}
