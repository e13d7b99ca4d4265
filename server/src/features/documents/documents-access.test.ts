import { documentSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { DOCUMENT_LINK_LIFETIME_MS } from './documents.service';
import {
  periodUntil,
  requestDocument as requestFrom,
  verifiedUserWithHistory as verifiedUserOf,
} from './documents.test-kit';
import { dayFromToday } from './statement.test-kit';

let testApp: TestApp;
let clockMs = Date.now();
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
});
afterAll(() => testApp.dispose());

type Login = Awaited<ReturnType<TestApp['signIn']>>;
const requestDocument = (login: Login, body: Record<string, unknown>) => requestFrom(testApp, login, body);
const verifiedUserWithHistory = (language?: 'en' | 'uk' | 'ru' | 'pl') => verifiedUserOf(testApp, language);
const PERIOD = () => periodUntil(clockMs);

describe('POST documents: the link and the refusals', () => {
  it('hides a file behind a wrong token, a wrong id, and its expiry; the purge removes it', async () => {
    const { login } = await verifiedUserWithHistory();
    const document = documentSchema.parse(
      (await requestDocument(login, { type: 'account-statement', format: 'CSV', ...PERIOD() })).body,
    );
    const url = new URL(document.download_url);
    const token = url.searchParams.get('token') as string;
    const statusOf = async (path: string) => (await testApp.app.request(path)).status;
    // A different last character (replacing it with a fixed one left the token as it was 1 run in 64).
    const wrongToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await statusOf(`${url.pathname}?token=${wrongToken}`)).toBe(404);
    expect(await statusOf(url.pathname)).toBe(404);
    expect(await statusOf(`/api/files/documents/not-a-uuid?token=${token}`)).toBe(404);
    expect(await statusOf(`/api/files/documents/${crypto.randomUUID()}?token=${token}`)).toBe(404);
    expect(await statusOf(`${url.pathname}${url.search}`)).toBe(200);

    clockMs += DOCUMENT_LINK_LIFETIME_MS + 1000;
    try {
      expect(await statusOf(`${url.pathname}${url.search}`)).toBe(404);
      expect(await testApp.worker('documents-purge').runOnce()).toBeGreaterThanOrEqual(1);
      const left = await testApp.context.db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', document.id)
        .execute();
      expect(left).toEqual([]);
    } finally {
      clockMs = Date.now();
    }
  });

  it.each([
    ['an unknown type', { type: 'tax-report', format: 'PDF' }, 'type'],
    ['an unknown format', { type: 'account-statement', format: 'DOCX' }, 'format'],
    ['a lower-case format', { type: 'account-statement', format: 'pdf' }, 'format'],
    ['no dates', { type: 'account-statement', format: 'PDF', from: undefined, to: undefined }, 'from'],
    ['longer than 3 months', { type: 'account-statement', format: 'PDF', from: dayFromToday(-95) }, 'to'],
    [
      'end before start',
      { type: 'account-statement', format: 'PDF', from: dayFromToday(-1), to: dayFromToday(-2) },
      'to',
    ],
    ['ending in the future', { type: 'account-statement', format: 'PDF', to: dayFromToday(2) }, 'to'],
    ['an unknown currency', { type: 'account-statement', format: 'PDF', currency: 'NOPE' }, 'currency'],
  ])('refuses %s with VALIDATION_ERROR', async (_, overrides, field) => {
    const { login } = await verifiedUserWithHistory();
    const { status, body } = await requestDocument(login, { ...PERIOD(), ...overrides });
    expect([status, body.error?.code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(body.error?.details?.issues?.map((issue) => issue.path)).toContain(field);
  });

  it('refuses a body that is not JSON, and a caller who is not signed in', async () => {
    const login = await testApp.signIn();
    const notJson = await testApp.app.request('/api/client/v1/documents', {
      method: 'POST',
      headers: { ...bearer(login), 'Content-Type': 'text/plain' },
      body: 'type=PDF',
    });
    expect(notJson.status).toBe(400);
    const anonymous = await testApp.app.request('/api/client/v1/documents', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'account-statement', format: 'PDF', ...PERIOD() }),
    });
    expect(anonymous.status).toBe(401);
  });
});
