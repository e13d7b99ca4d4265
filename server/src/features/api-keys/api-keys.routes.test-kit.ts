import type { LoginResponse } from '@ferry/shared/contracts';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

export interface Answer {
  status: number;
  body: Record<string, unknown> & {
    error?: { code: string; details?: { issues?: { path: string; key?: string }[]; reason?: string } };
  };
}

export const issuePaths = (answer: Answer) =>
  (answer.body.error?.details?.issues ?? []).map((issue) => issue.path);

export const EXCHANGER = { name: 'Shop backend', type: 'exchanger', permissions: ['get_currencies'] };
export const WIDGET = { name: 'Shop frame', type: 'widget', domain: 'shop.test' };

export type ApiKeysWorld = Awaited<ReturnType<typeof startApiKeysWorld>>;

/** One app, its client API as a signed-in user calls it, and the keys stored for a profile. */
export async function startApiKeysWorld() {
  const testApp: TestApp = await createTestApp();
  return {
    testApp,

    dispose: () => testApp.dispose(),

    async call(method: string, path: string, login: LoginResponse, body?: unknown): Promise<Answer> {
      const response = await testApp.app.request(`/api/client/v1/${path}`, {
        method,
        headers: bearer(login, { 'Content-Type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },

    /** Every stored column of every key of the profile, deleted ones too: "nothing changed" compares these. */
    storedKeys(login: LoginResponse) {
      return testApp.context.db
        .selectFrom('api_keys')
        .selectAll()
        .where('profile_id', '=', login.profiles_id[0] as string)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}
