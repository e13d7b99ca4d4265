import { createDocument, documentSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEnvironment } from '../../test-support/live-environment';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { DOCUMENT_LINK_LIFETIME_MS } from './documents.service';
import { extractPdfText } from './pdf/pdf-text.test-kit';
import { readXlsxCells } from './sheets/xlsx-cells.test-kit';
import { dayFromToday, makeOldDeposits, makeTodaysMovements } from './statement.test-kit';

let testApp: TestApp;
let clockMs = Date.now();
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
});
afterAll(() => testApp.dispose());

type Login = Awaited<ReturnType<TestApp['signIn']>>;
type ErrorBody = {
  error?: { code: string; details?: Record<string, unknown> & { issues?: { path: string }[] } };
};

async function verify(profileId: string, body: Record<string, unknown> = { full_name: 'Олена Kowalska' }) {
  return testApp.app.request(`/api/dev/sandbox/kyc/${profileId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function requestDocument(login: Login, body: Record<string, unknown>) {
  const response = await testApp.app.request(`/api/client/v1/${createDocument.path}`, {
    method: 'POST',
    headers: { ...bearer(login), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & ErrorBody };
}

/** Follows the answer's link the way a browser or the messenger would: no credentials. */
async function download(downloadUrl: string) {
  const url = new URL(downloadUrl);
  return testApp.app.request(`${url.pathname}${url.search}`);
}

async function verifiedUserWithHistory(language: 'en' | 'uk' | 'ru' | 'pl' = 'en') {
  const login = await testApp.signIn({ language });
  const profileId = login.profiles_id[0] as string;
  await makeOldDeposits(testApp.context, profileId);
  const movements = await makeTodaysMovements(testApp.context, profileId);
  expect((await verify(profileId)).status).toBe(200);
  return { login, profileId, movements };
}

const PERIOD = () => ({ from: dayFromToday(-30, clockMs), to: dayFromToday(0, clockMs) });

describe('POST documents', () => {
  it('refuses a profile without verified identity, and serves it once the identity is verified', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const body = { type: 'account-statement', format: 'CSV', ...PERIOD() };
    const refused = await requestDocument(login, body);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'ACCESS_DENIED']);
    expect(refused.body.error?.details).toMatchObject({
      reason: 'identity_not_verified',
      verification: 'notVerified',
    });

    await verify(profileId, { status: 'PROCESSING' });
    expect((await requestDocument(login, body)).body.error?.details?.verification).toBe('inProgress');
    await verify(profileId, { status: 'REJECTED' });
    expect((await requestDocument(login, body)).body.error?.details?.verification).toBe('failed');
    await verify(profileId, { status: 'COMPLETED' });
    expect((await requestDocument(login, body)).status).toBe(200);
  });

  it('makes a PDF statement in the user’s language behind a link that needs no credentials', async () => {
    const { login, profileId, movements } = await verifiedUserWithHistory('ru');
    const { status, body } = await requestDocument(login, {
      type: 'account-statement',
      format: 'PDF',
      ...PERIOD(),
    });
    expect(status).toBe(200);
    const document = documentSchema.parse(body);
    expect(document).toMatchObject({
      type: 'account-statement',
      format: 'PDF',
      content_type: 'application/pdf',
    });
    expect(document.download_url.startsWith(`${testApp.config.publicUrl}/api/files/documents/`)).toBe(true);

    const file = await download(document.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${document.filename}"; filename*=UTF-8''${document.filename}`,
    );
    expect(file.headers.get('Cache-Control')).toContain('no-store');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(document.size_bytes);
    const { pageCount, pages } = await extractPdfText(bytes);
    expect(pageCount).toBe(1);
    const text = pages.join('\n');
    expect(text).toContain('Выписка по счёту');
    expect(text).toContain('Олена Kowalska');
    expect(text).toContain(profileId);
    expect(text).toContain('Входящий остаток');
    expect(text).toContain(movements.payout.external_id);
    expect(text).toContain('550,50');
  });

  it('makes an XLSX statement whose amounts are numeric cells with the currency’s digits', async () => {
    const { login } = await verifiedUserWithHistory('en');
    const document = documentSchema.parse(
      (await requestDocument(login, { type: 'account-statement', format: 'XLSX', ...PERIOD() })).body,
    );
    const file = await download(document.download_url);
    expect(file.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { cells } = await readXlsxCells(new Uint8Array(await file.arrayBuffer()));
    const at = (address: string) => cells.find((cell) => cell.address === address);
    expect(at('A1')).toMatchObject({ type: 'text', value: 'Account statement', isBold: true });
    // Summary row for EUR: currency, opening 500, in 100, out 49.5, closing 550.5.
    expect(['A8', 'B8', 'C8', 'D8', 'E8'].map((address) => at(address)?.value)).toEqual([
      'EUR',
      500,
      100,
      49.5,
      550.5,
    ]);
    expect(new Set(['B8', 'C8', 'D8', 'E8'].map((address) => at(address)?.numFmt))).toEqual(
      new Set(['#,##0.00']),
    );
    const numbers = cells.filter((cell) => cell.type === 'number').map((cell) => cell.value);
    expect(numbers).toContain(-0.5);
    expect(numbers).toContain(41.5);
    const formats = new Set(cells.map((cell) => cell.numFmt));
    expect(formats).toContain('#,##0.00');
    expect(formats).toContain('#,##0.000000');
  });

  it('makes a CSV statement: header, opening and closing records, formula-safe text', async () => {
    const { login, movements } = await verifiedUserWithHistory('pl');
    const document = documentSchema.parse(
      (
        await requestDocument(login, {
          type: 'account-statement',
          format: 'CSV',
          currency: 'EUR',
          ...PERIOD(),
        })
      ).body,
    );
    const file = await download(document.download_url);
    expect(file.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = text.slice(1).split('\r\n');
    expect(records.at(-1)).toBe('');
    expect(records[0]).toBe('Data,Transakcja,Opis,Status,Waluta,Kwota,Saldo');
    expect(records[1]).toBe(',,Saldo początkowe,,EUR,,500');
    expect(records.slice(2, 6).map((record) => record.split(',').slice(5).join(','))).toEqual([
      '100,600',
      '-29,571',
      '-0.5,570.5',
      '-20,550.5',
    ]);
    expect(records[3]).toContain(movements.payout.external_id);
    expect(records[6]).toBe(',,Saldo końcowe,,EUR,,550.5');
    expect(records).toHaveLength(8);
  });

  it.each([
    ['PDF', 'application/pdf'],
    ['CSV', 'text/csv; charset=utf-8; header=present'],
    ['XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('makes a letter of good standing as %s', async (format, contentType) => {
    const { login } = await verifiedUserWithHistory('en');
    const document = documentSchema.parse(
      (await requestDocument(login, { type: 'letter-of-good-standing', format, ...PERIOD() })).body,
    );
    const file = await download(document.download_url);
    expect(file.headers.get('Content-Type')).toBe(contentType);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const text =
      format === 'PDF'
        ? (await extractPdfText(bytes)).pages.join('\n')
        : format === 'CSV'
          ? new TextDecoder().decode(bytes)
          : (await readXlsxCells(bytes)).cells.map((cell) => String(cell.value)).join('\n');
    expect(text).toContain('Олена Kowalska');
    expect(text).toContain('good standing');
    expect(text).toContain('550.5');
    expect(text).toContain('41.5');
  });

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

describe('sandbox KYC route', () => {
  it('refuses an unknown profile and an unknown status', async () => {
    expect((await verify(crypto.randomUUID())).status).toBe(404);
    expect((await verify('nope')).status).toBe(404);
    const login = await testApp.signIn();
    const bad = await verify(login.profiles_id[0] as string, { status: 'APPROVED' });
    expect(bad.status).toBe(400);
  });

  it('records the answer with the provider reference and the verified time', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const response = await verify(profileId);
    expect(await response.json()).toMatchObject({
      profile_id: profileId,
      status: 'COMPLETED',
      provider: 'sandbox',
      full_name: 'Олена Kowalska',
      verified_at: expect.any(String),
      provider_ref: expect.stringMatching(/^sandbox-/),
    });
    const rejected = await verify(profileId, { status: 'REJECTED' });
    expect(await rejected.json()).toMatchObject({ status: 'REJECTED', verified_at: null });
  });

  it('takes a request with no body as COMPLETED, every field at its default', async () => {
    const login = await testApp.signIn();
    const response = await testApp.app.request(`/api/dev/sandbox/kyc/${login.profiles_id[0]}`, {
      method: 'POST',
    });
    expect([response.status, response.headers.get('Cache-Control')]).toEqual([200, 'no-store']);
    expect(await response.json()).toMatchObject({ status: 'COMPLETED', full_name: null });
  });

  it('is absent when providers are live', async () => {
    const live = await createTestApp({ environment: liveEnvironment() });
    try {
      const login = await live.signIn();
      const response = await live.app.request(`/api/dev/sandbox/kyc/${login.profiles_id[0]}`, {
        method: 'POST',
      });
      expect(response.status).toBe(404);
    } finally {
      await live.dispose();
    }
  });
});
