import type { LoginResponse } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPaymentCard } from '../test-support/card-details.test-kit';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { ownedKindsOf, ROUTE_TABLE, urlOf } from './route-table';

/**
 * Broken object-level authorisation, generated from the route table: user B's token on every
 * route that names user A's profile (Profile-Id) or A's resources (owned path parameters) must be
 * refused with 403 or 404 — a route added to the contracts joins the matrix by itself.
 */
let testApp: TestApp;
let alice: LoginResponse;
let bob: LoginResponse;
const aliceResources: Record<string, string> = {};

beforeAll(async () => {
  testApp = await createTestApp();
  alice = await testApp.signIn();
  bob = await testApp.signIn();
  const aliceProfile = alice.profiles_id[0] as string;
  aliceResources.profile = aliceProfile;
  aliceResources.apiKey = await createAliceKey(aliceProfile);
  const transaction = await testApp.context.db.transaction().execute((trx) =>
    testApp.context.transactions.create(trx, {
      profileId: aliceProfile,
      type: 'PAYIN',
      amountMinor: 100n,
      currency: 'EUR',
    }),
  );
  aliceResources.transaction = transaction.external_id;
  await createAliceRequisiteAndPreset(aliceProfile);
  await createAliceCard(aliceProfile, alice.uuid);
  await createAliceDraft(aliceProfile);
  // An active payment card of Alice's, with the sandbox issuer's record behind it.
  aliceResources.paymentCard = (await seedPaymentCard(testApp.context.db, alice.uuid)).cardId;
});

/** A fresh unified-transaction order of Alice's (a matrix confirm would use one up). */
async function createAliceDraft(profileId: string): Promise<void> {
  const draft = await testApp.context.db
    .insertInto('utransaction_drafts')
    .values({
      profile_id: profileId,
      type: 'UCONVERT',
      currency: 'EUR',
      to_currency: 'USDT',
      amount: 100n,
      payway: null,
      network: null,
      requisite: null,
      transaction_id: null,
      expires_at: new Date(Date.now() + 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  aliceResources.utransaction = draft.id;
}

/** A fresh saved card of Alice's (the matrix's DELETE case forgets one). */
async function createAliceCard(profileId: string, userId: string): Promise<void> {
  const card = await testApp.context.db
    .insertInto('saved_cards')
    .values({
      profile_id: profileId,
      user_id: userId,
      brand: 'visa',
      masked_number: '424242******4242',
      last4: '4242',
      expiry_month: 12,
      expiry_year: 2039,
      holder_name: 'Alice Liddell',
      fingerprint: crypto.randomUUID(),
      provider: 'sandbox-acquiring',
      provider_token: 'sbxtok_bola_4242',
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  aliceResources.card = card.id;
}

/** A fresh requisite and a preset over it: a matrix DELETE must not take them from later cases. */
async function createAliceRequisiteAndPreset(profileId: string): Promise<void> {
  const { db } = testApp.context;
  const requisite = await db
    .insertInto('requisites')
    .values({ profile_id: profileId, kind: 'address', value: `0x${'ab'.repeat(20)}`, network: 'ERC20' })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  const requisiteId =
    requisite?.id ??
    (
      await db
        .selectFrom('requisites')
        .select('id')
        .where('profile_id', '=', profileId)
        .where('kind', '=', 'address')
        .executeTakeFirstOrThrow()
    ).id;
  const preset = await db
    .insertInto('presets')
    .values({
      profile_id: profileId,
      kind: 'crypto_to_crypto',
      first_name: 'Alice',
      last_name: 'Liddell',
      requisite_id: requisiteId,
      from_currency: 'BTC',
      to_currency: 'USDT',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  aliceResources.requisite = requisiteId;
  aliceResources.preset = preset.id;
}
afterAll(() => testApp.dispose());

/** A fresh key of Alice's: the matrix's own DELETE case must not take the key from later cases. */
async function createAliceKey(profileId: string): Promise<string> {
  const key = await testApp.context.db
    .insertInto('api_keys')
    .values({
      profile_id: profileId,
      name: `Alice shop ${crypto.randomUUID().slice(0, 8)}`,
      type: 'exchanger',
      public_key: `fpk_test_${crypto.randomUUID().replaceAll('-', '')}`,
      secret_hash: 'f'.repeat(64),
      permissions: [],
      ip_addresses: [],
      domain: null,
      domain_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return key.id;
}

const scopedRoutes = ROUTE_TABLE.filter(
  (endpoint) => endpoint.auth === 'user' && (endpoint.isProfileScoped || ownedKindsOf(endpoint).length > 0),
);

function request(endpointIndex: number, login: LoginResponse, profileId: string) {
  const endpoint = scopedRoutes[endpointIndex];
  if (!endpoint) throw new Error('no such route');
  const values = Object.fromEntries(
    ownedKindsOf(endpoint).map(([param, kind]) => [param, aliceResources[kind]]),
  );
  const base = endpoint.bases[0] ?? 'client';
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return testApp.app.request(urlOf(endpoint, base, values), {
    method: endpoint.method,
    headers: {
      ...bearer(login, { 'Profile-Id': profileId }),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: '{}' } : {}),
  });
}

describe('BOLA matrix (generated from the route table)', () => {
  it('covers every profile-scoped route of the contracts', () => {
    expect(scopedRoutes.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining([
        'getProfile',
        'listApiKeys',
        'createApiKey',
        'updateApiKey',
        'deleteApiKey',
        'listTransactions',
        'getTransaction',
        'listBalances',
        'listRequisites',
        'deleteRequisite',
        'listPresets',
        'updatePreset',
        'deletePreset',
        'createWithdrawal',
      ]),
    );
  });

  it.each(scopedRoutes.map((endpoint, index) => [endpoint.method, endpoint.path, index] as const))(
    '%s %s: user B on user A’s profile and resources → 403 or 404, nothing changed',
    async (_method, _path, index) => {
      const before = await testApp.context.db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', aliceResources.apiKey as string)
        .executeTakeFirstOrThrow();
      const response = await request(index, bob, aliceResources.profile as string);
      expect([403, 404]).toContain(response.status);
      const after = await testApp.context.db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', aliceResources.apiKey as string)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    },
  );

  it.each(scopedRoutes.map((endpoint, index) => [endpoint.method, endpoint.path, index] as const))(
    '%s %s: user B on B’s own profile with A’s resource ids → 403 or 404',
    async (_method, _path, index) => {
      const endpoint = scopedRoutes[index];
      if (!endpoint || ownedKindsOf(endpoint).length === 0) return;
      const response = await request(index, bob, bob.profiles_id[0] as string);
      expect([403, 404]).toContain(response.status);
    },
  );

  it.each(scopedRoutes.map((endpoint, index) => [endpoint.method, endpoint.path, index] as const))(
    '%s %s: user A on A’s own things gets past ownership (the matrix is not vacuous)',
    async (_method, _path, index) => {
      aliceResources.apiKey = await createAliceKey(aliceResources.profile as string);
      await createAliceRequisiteAndPreset(aliceResources.profile as string);
      await createAliceCard(aliceResources.profile as string, alice.uuid);
      await createAliceDraft(aliceResources.profile as string);
      const response = await request(index, alice, aliceResources.profile as string);
      // A body of {} may fail validation (400), but never ownership (403 ACCESS_DENIED / 404).
      const body = (await response.json()) as { error?: { code: string } };
      expect(body.error?.code).not.toBe('ACCESS_DENIED');
      expect(response.status === 404 && body.error?.code === 'NOT_FOUND').toBe(false);
    },
  );
});
