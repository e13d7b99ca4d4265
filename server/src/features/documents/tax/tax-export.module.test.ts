import { readFileSync } from 'node:fs';
import { createTaxExport } from '@ferry/shared/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tonChainHandleOf } from '../../../providers/ton-chain/ton-chain-handle';
import { bearer, createTestApp, type TestApp } from '../../../test-support/test-app';
import { download, verifyIdentity } from '../documents.test-kit';
import {
  MOVER_WALLET,
  makeOwnDepositHistory,
  makeTaxHistory,
  seedRates,
  USER_WALLET,
  walletOnlyChain,
} from './tax-export.test-kit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ tonChain: tonChainHandleOf(walletOnlyChain) });
  await seedRates(testApp);
});
afterAll(() => testApp.dispose());

type Login = Awaited<ReturnType<TestApp['signIn']>>;

async function requestExport(login: Login, body: Record<string, unknown>) {
  const response = await testApp.app.request(`/api/client/v1/${createTaxExport.path}`, {
    method: 'POST',
    headers: { ...bearer(login), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { code: string; details?: { issues?: { path: string; key?: string }[] } };
    },
  };
}

async function verifiedUser() {
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  expect((await verifyIdentity(testApp, profileId)).status).toBe(200);
  return { login, profileId };
}

const WALLET = USER_WALLET.toString({ bounceable: false });

describe('POST documents/tax-export', () => {
  it('card buys, a conversion, withdrawals and wallet moves match the hand-computed file', async () => {
    const { login, profileId } = await verifiedUser();
    const ids = await makeTaxHistory(testApp, profileId);
    const { status, body } = await requestExport(login, {
      format: 'CSV',
      from: '2026-01-01',
      to: '2026-03-31',
      currency: 'EUR',
      wallets: [WALLET],
    });
    expect(status).toBe(200);
    const document = createTaxExport.response.parse(body);
    expect(document.filename).toBe('ferry-tax-export-2026-01-01-2026-03-31.csv');
    const file = await download(testApp, document.download_url);
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Kept, not skipped: the file must start with its byte order mark (Excel reads UTF-8 by it).
    const produced = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

    const expected = Object.entries({ ...ids, WALLET }).reduce(
      (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
      readFileSync(new URL('./tax-export.expected.csv', import.meta.url), 'utf8'),
    );
    expect(produced.startsWith('\uFEFF')).toBe(true);
    expect(produced.slice(1).split('\r\n')).toEqual(expected.split('\n'));
  });

  it('a send from the own wallet into the own Ferry deposit is no disposal: its lot is what the sale costs', async () => {
    const { login, profileId } = await verifiedUser();
    const ids = await makeOwnDepositHistory(testApp, profileId);
    const wallet = MOVER_WALLET.toString({ bounceable: false });
    const { status, body } = await requestExport(login, {
      format: 'CSV',
      from: '2026-01-01',
      to: '2026-03-31',
      wallets: [wallet],
    });
    expect(status).toBe(200);
    const file = await download(testApp, createTaxExport.response.parse(body).download_url);
    const produced = new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()));
    // Hand-computed: the 12 TON lot (48.00) loses 0.05 TON (0.20) to the deposit's network fee and
    // 1.05 TON (4.20) to the send nobody was credited; the sale's 10 TON cost 40.00 of it.
    const expected = Object.entries({ ...ids, WALLET: wallet }).reduce(
      (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
      readFileSync(new URL('./tax-export-own-deposit.expected.csv', import.meta.url), 'utf8'),
    );
    expect(produced.split('\r\n')).toEqual(expected.split('\n'));
  });

  it('a period that starts later still costs its disposals from the lots bought before it', async () => {
    const { login, profileId } = await verifiedUser();
    const ids = await makeTaxHistory(testApp, profileId);
    const { body } = await requestExport(login, { format: 'CSV', from: '2026-02-01', to: '2026-02-28' });
    const file = await download(testApp, createTaxExport.response.parse(body).download_url);
    const lines = new TextDecoder().decode(new Uint8Array(await file.arrayBuffer())).split('\r\n');
    // Without the wallet the conversion's 30 TON take the first buy's 25 (102.00) and 5 of the
    // second's 10 (41.00 × 5/10 = 20.50): 122.50; 180.00 − 122.50 − 1.80 = 55.70.
    expect(lines.filter((line) => line.includes(ids.T3))).toEqual([
      `2026-02-10 12:00:00,Ferry account,${ids.T3},Conversion,Disposal,TON,30,TON,6,Rates history,180,1.8,122.5,55.7`,
      `2026-02-10 12:00:00,Ferry account,${ids.T3},Conversion,Acquisition,USDT,222.75,TON,6,Rates history,178.2,0,,`,
    ]);
    expect(lines.some((line) => line.includes(ids.T1))).toBe(false);
    expect(lines.at(-2)).toBe(',Summary,,,Total,All assets,,,,,180,1.8,122.5,55.7');
  });

  it('the XLSX holds the movements under the method and currency, and a summary sheet', async () => {
    const { login, profileId } = await verifiedUser();
    await makeTaxHistory(testApp, profileId);
    const { status, body } = await requestExport(login, {
      format: 'XLSX',
      from: '2026-01-01',
      to: '2026-03-31',
      wallets: [WALLET],
    });
    expect(status).toBe(200);
    const file = await download(testApp, createTaxExport.response.parse(body).download_url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Tax export', 'Summary']);
    const values = (sheet: ExcelJS.Worksheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return rows;
    };
    const [movements, summary] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(values(movements)).toContainEqual(['Cost basis method', 'FIFO']);
    expect(values(movements)).toContainEqual(['Currency', 'EUR']);
    expect(values(summary).slice(-3)).toEqual([
      ['TON', 196.1, 154.51, 1.9, 39.69],
      ['USDT', 16.8, 16.8, 0.8, -0.8],
      ['All assets', 212.9, 171.31, 2.7, 38.89],
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a reversed range', { from: '2026-03-01', to: '2026-02-01' }, 'to', 'documents.validation.toBeforeFrom'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', 'documents.validation.unknownCurrency'],
    ['a crypto report currency', { currency: 'TON' }, 'currency', 'documents.tax.validation.notFiat'],
    [
      'a wallet that is no address',
      { wallets: ['not-an-address'] },
      'wallets.0',
      'documents.tax.validation.wallet',
    ],
  ])('refuses %s with VALIDATION_ERROR naming the field', async (_name, change, path, key) => {
    const { login } = await verifiedUser();
    const { status, body } = await requestExport(login, {
      format: 'CSV',
      from: '2026-01-01',
      to: '2026-03-31',
      ...change,
    });
    expect(status).toBe(400);
    expect(body.error?.code).toBe('VALIDATION_ERROR');
    expect(body.error?.details?.issues).toEqual([expect.objectContaining({ path, message: key })]);
  });

  it('needs verified identity like every document', async () => {
    const login = await testApp.signIn();
    const { status, body } = await requestExport(login, {
      format: 'CSV',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(status).toBe(403);
    expect(body.error?.code).toBe('ACCESS_DENIED');
  });
});
