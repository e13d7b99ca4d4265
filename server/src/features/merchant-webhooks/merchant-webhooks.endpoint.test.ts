import { setMerchantWebhook } from '@ferry/shared/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MerchantWebhooksWorld, startMerchantWebhooksWorld } from './merchant-webhooks.test-kit';

let world: MerchantWebhooksWorld;
beforeAll(async () => {
  world = await startMerchantWebhooksWorld();
});
afterAll(async () => {
  await world.dispose();
});
beforeEach(() => {
  world.reset();
});

describe('merchant webhook endpoint', () => {
  it.each([
    ['not a URL', 'shop'],
    ['another scheme', 'ftp://shop.example/hooks'],
    ['plain http to a public host', 'http://shop.example/hooks'],
    ['credentials in the URL', 'https://user:pass@shop.example/hooks'],
  ])('refuses %s with VALIDATION_ERROR', async (_case, url) => {
    const answer = await world.call('PUT', `api-keys/${world.key.id}/webhook`, world.owner, { url });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('sets the URL and shows a whsec_ secret once; setting it again keeps the secret', async () => {
    expect((await world.call('GET', `api-keys/${world.key.id}/webhook`, world.owner)).body).toEqual({
      endpoint: null,
    });
    const first = await world.call('PUT', `api-keys/${world.key.id}/webhook`, world.owner, {
      url: `${world.receiverUrl}?old`,
    });
    expect(first.status).toBe(200);
    const parsed = setMerchantWebhook.response.parse(first.body);
    expect(parsed.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const again = await world.call('PUT', `api-keys/${world.key.id}/webhook`, world.owner, {
      url: world.receiverUrl,
    });
    expect(again.body).toMatchObject({
      endpoint: { url: world.receiverUrl, previous_secret_until: null },
      secret: null,
    });
    expect((await world.call('GET', `api-keys/${world.key.id}/webhook`, world.owner)).body).toMatchObject({
      endpoint: { url: world.receiverUrl },
    });
  });

  it('keeps another owner out of the key’s webhook, deliveries and resend (NOT_FOUND)', async () => {
    const stranger = await world.testApp.signIn();
    for (const [method, path] of [
      ['GET', `api-keys/${world.key.id}/webhook`],
      ['GET', `api-keys/${world.key.id}/webhook/deliveries`],
      ['POST', `api-keys/${world.key.id}/webhook/secret-rotation`],
      ['POST', `api-keys/${world.key.id}/webhook/deliveries/msg_1/resend`],
    ] as const) {
      const answer = await world.call(method, path, stranger);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    const put = await world.call('PUT', `api-keys/${world.key.id}/webhook`, stranger, {
      url: 'https://evil.example/',
    });
    expect(put.status).toBe(404);
  });
});
