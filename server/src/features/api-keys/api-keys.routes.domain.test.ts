import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKeyThroughApi } from '../../test-support/api-keys.test-kit';
import { type ApiKeysWorld, EXCHANGER, startApiKeysWorld, WIDGET } from './api-keys.routes.test-kit';

let world: ApiKeysWorld;
beforeAll(async () => {
  world = await startApiKeysWorld();
});
afterAll(() => world.dispose());

describe('the frame domain', () => {
  it.each([
    ['shop.test', 'verified'],
    ['pay.shop.example', 'verified'],
    ['app.localhost', 'verified'],
    ['shop.com', 'failed'],
  ])('starts in progress; in the sandbox %s becomes %s', async (domain, expected) => {
    const login = await world.testApp.signIn();
    const { apiKey } = await createKeyThroughApi(world.testApp, login, { ...WIDGET, domain });
    expect([apiKey.domain, apiKey.domain_status]).toEqual([domain, 'in-progress']);
    const checked = await world.call('POST', `api-keys/${apiKey.id}/domain-verification`, login);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ id: apiKey.id, domain, domain_status: expected });
  });

  it('stores the domain in lower case and asks for proof again when it changes', async () => {
    const login = await world.testApp.signIn();
    const { apiKey } = await createKeyThroughApi(world.testApp, login, { ...WIDGET, domain: 'Shop.Test' });
    expect(apiKey.domain).toBe('shop.test');
    await world.call('POST', `api-keys/${apiKey.id}/domain-verification`, login);
    const renamed = await world.call('PATCH', `api-keys/${apiKey.id}`, login, { name: 'Renamed frame' });
    expect(renamed.body).toMatchObject({ domain_status: 'verified' });
    const moved = await world.call('PATCH', `api-keys/${apiKey.id}`, login, { domain: 'other.test' });
    expect(moved.body).toMatchObject({ domain: 'other.test', domain_status: 'in-progress' });
    const international = await world.call('PATCH', `api-keys/${apiKey.id}`, login, {
      domain: 'магазин.укр',
    });
    expect(international.body).toMatchObject({
      domain: 'xn--80aairftm.xn--j1amh',
      domain_status: 'in-progress',
    });
  });

  it('refuses to check a key that has no domain', async () => {
    const login = await world.testApp.signIn();
    const { apiKey } = await createKeyThroughApi(world.testApp, login, EXCHANGER);
    const answer = await world.call('POST', `api-keys/${apiKey.id}/domain-verification`, login);
    expect([answer.status, answer.body.error?.code]).toEqual([422, 'UNPROCESSABLE_ENTITY']);
  });
});
