import { createDocument } from '@ferry/shared/contracts';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../../test-support/test-app';
import { dayFromToday, makeOldDeposits, makeTodaysMovements } from './statement.test-kit';

type Login = Awaited<ReturnType<TestApp['signIn']>>;
export type ErrorBody = {
  error?: { code: string; details?: Record<string, unknown> & { issues?: { path: string }[] } };
};

/** The sandbox KYC provider's verdict for a profile (COMPLETED with a name unless told). */
export async function verifyIdentity(
  testApp: TestApp,
  profileId: string,
  body: Record<string, unknown> = { full_name: 'Олена Kowalska' },
) {
  return testApp.app.request(`/api/dev/sandbox/kyc/${profileId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function requestDocument(testApp: TestApp, login: Login, body: Record<string, unknown>) {
  const response = await testApp.app.request(`/api/client/v1/${createDocument.path}`, {
    method: 'POST',
    headers: { ...bearer(login), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & ErrorBody };
}

/** Follows the answer's link the way a browser or the messenger would: no credentials. */
export async function download(testApp: TestApp, downloadUrl: string) {
  const url = new URL(downloadUrl);
  return testApp.app.request(`${url.pathname}${url.search}`);
}

/** A signed-in user whose identity is verified, with old deposits and today's movements. */
export async function verifiedUserWithHistory(testApp: TestApp, language: 'en' | 'uk' | 'ru' | 'pl' = 'en') {
  const login = await testApp.signIn({ language });
  const profileId = login.profiles_id[0] as string;
  await makeOldDeposits(testApp.context, profileId);
  const movements = await makeTodaysMovements(testApp.context, profileId);
  expect((await verifyIdentity(testApp, profileId)).status).toBe(200);
  return { login, profileId, movements };
}

/** The last 30 days up to today, by the test's clock. */
export const periodUntil = (nowMs: number) => ({
  from: dayFromToday(-30, nowMs),
  to: dayFromToday(0, nowMs),
});
