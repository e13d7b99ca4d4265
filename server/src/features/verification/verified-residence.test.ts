import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationRepo } from './verification.repo';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';
import { createVerifiedResidence } from './verified-residence';

let testApp: VerificationTestApp;
beforeAll(async () => {
  testApp = await createVerificationTestApp(Date.now);
});
afterAll(() => testApp.dispose());

const PERSON = { first_name: 'Olena', last_name: 'Koval', date_of_birth: '1991-04-12' };

async function withPersons(persons: { source: 'declared' | 'document'; country: string }[]) {
  const { profileId } = await testApp.user();
  for (const person of persons)
    await verificationRepo.savePerson(testApp.context.db, {
      profile_id: profileId,
      ...PERSON,
      ...person,
      city: null,
      street: null,
      postal_code: null,
      updated_at: new Date(),
    });
  return profileId;
}

describe('createVerifiedResidence (the guard port)', () => {
  it.each<[string, { source: 'declared' | 'document'; country: string }[], string | null]>([
    ['nothing declared or read', [], null],
    ['only declared', [{ source: 'declared', country: 'PL' }], 'PL'],
    ['only read from a document', [{ source: 'document', country: 'DE' }], 'DE'],
    [
      'the document outranks the declaration',
      [
        { source: 'declared', country: 'UA' },
        { source: 'document', country: 'DE' },
      ],
      'DE',
    ],
  ])('%s → %j', async (_case, persons, expected) => {
    const profileId = await withPersons(persons);
    expect(await createVerifiedResidence(testApp.context)(profileId)).toBe(expected);
  });

  it("reads only the profile's own persons", async () => {
    await withPersons([{ source: 'declared', country: 'RU' }]);
    const other = await withPersons([]);
    expect(await createVerifiedResidence(testApp.context)(other)).toBeNull();
  });
});
