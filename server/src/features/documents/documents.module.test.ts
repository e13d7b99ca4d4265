import { documentSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import {
  download as downloadFrom,
  periodUntil,
  requestDocument as requestFrom,
  verifiedUserWithHistory as verifiedUserOf,
  verifyIdentity,
} from './documents.test-kit';
import { extractPdfText } from './pdf/pdf-text.test-kit';
import { readXlsxCells } from './sheets/xlsx-cells.test-kit';

let testApp: TestApp;
const clockMs = Date.now();
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
});
afterAll(() => testApp.dispose());

type Login = Awaited<ReturnType<TestApp['signIn']>>;
const verify = (profileId: string, body?: Record<string, unknown>) =>
  verifyIdentity(testApp, profileId, body);
const requestDocument = (login: Login, body: Record<string, unknown>) => requestFrom(testApp, login, body);
const download = (downloadUrl: string) => downloadFrom(testApp, downloadUrl);
const verifiedUserWithHistory = (language?: 'en' | 'uk' | 'ru' | 'pl') => verifiedUserOf(testApp, language);
const PERIOD = () => periodUntil(clockMs);

describe('POST documents', () => {
  it('refuses a profile without verified identity, and serves it once the identity is verified', async () => {
    const login = await testApp.signIn();
    const profileId = login.profiles_id[0] as string;
    const body = { type: 'account-statement', format: 'CSV', ...PERIOD() };
    const refused = await requestDocument(login, body);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'ACCESS_DENIED']);
    expect(refused.body.error?.details).toMatchObject({
      reason: 'identity_not_verified',
      step: 'IDENTITY',
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
});
