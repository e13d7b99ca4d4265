import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';
import { createFakeFetch, errorAnswer, type FakeAnswer } from './test-support/fake-fetch';
import { createThing } from './test-support/test-endpoints';

const OK: FakeAnswer = { json: { amount: '5' } };
const NEW_DETAILS = errorAnswer(403, 'AUTH_2FA_REQUIRED', {
  scope: 'payout_details',
  channel: 'email',
  details_token: 'sealed-token-of-the-details',
  requisite: 'DE89370400440532013000',
});
const INPUT = { body: { name: 'n' }, idempotencyKey: 'idem-9' };

function setup(answers: FakeAnswer[], isConfirmed: boolean) {
  const fake = createFakeFetch(answers);
  const onTwoFactorRequired = vi.fn(async () => '123456');
  const onPayoutDetailsRequired = vi.fn(async (_demand: ApiError) => isConfirmed);
  const client = createApiClient({
    mode: 'display',
    fetch: fake.fetch,
    onTwoFactorRequired,
    onPayoutDetailsRequired,
  });
  return { client, requests: fake.requests, onTwoFactorRequired, onPayoutDetailsRequired };
}

describe('new payout details (AUTH_2FA_REQUIRED, scope payout_details)', () => {
  it('opens the details confirmation, not the authenticator, and sends the same call again once confirmed', async () => {
    const { client, requests, onTwoFactorRequired, onPayoutDetailsRequired } = setup([NEW_DETAILS, OK], true);
    await expect(client.call(createThing, INPUT)).resolves.toEqual({ amount: 5n });
    expect(onTwoFactorRequired).not.toHaveBeenCalled();
    expect(onPayoutDetailsRequired).toHaveBeenCalledTimes(1);
    expect(onPayoutDetailsRequired.mock.calls[0]?.[0]).toMatchObject({
      details: { scope: 'payout_details', details_token: 'sealed-token-of-the-details' },
    });
    expect(requests.map((request) => request.headers['Idempotency-Key'])).toEqual(['idem-9', 'idem-9']);
    expect(requests.map((request) => request.headers['Auth-2FA-Token'])).toEqual([undefined, undefined]);
  });

  it('fails with the demand when the user gives up, sending nothing more', async () => {
    const { client, requests } = setup([NEW_DETAILS], false);
    await expect(client.call(createThing, INPUT)).rejects.toMatchObject({ code: 'AUTH_2FA_REQUIRED' });
    expect(requests).toHaveLength(1);
  });

  it('asks once per call: a second demand after confirming ends the call', async () => {
    const { client, requests, onPayoutDetailsRequired } = setup([NEW_DETAILS, NEW_DETAILS], true);
    await expect(client.call(createThing, INPUT)).rejects.toMatchObject({ code: 'AUTH_2FA_REQUIRED' });
    expect(onPayoutDetailsRequired).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });
});
