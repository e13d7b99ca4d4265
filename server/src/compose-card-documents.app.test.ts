import {
  completeSandboxVerification,
  documentSchema,
  getStatement,
  issuePaymentCard,
  listTransactions,
  type TransactionView,
  topUpPaymentCard,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driveCardAuthorization,
  driveCardCapture,
  driveCardRefund,
} from './features/card-network/card-network.contracts';
import { createDocumentTexts } from './features/documents/document-texts';
import {
  download,
  periodUntil,
  requestDocument,
  verifyIdentity,
} from './features/documents/documents.test-kit';
import { extractPdfText } from './features/documents/pdf/pdf-text.test-kit';
import { readXlsxCells } from './features/documents/sheets/xlsx-cells.test-kit';
import { EUR_CARD } from './features/payment-cards/payment-cards.test-kit';
import { availableOf, fundedUser } from './test-support/money.test-kit';
import { createTestApp, type TestApp } from './test-support/test-app';

let testApp: TestApp;
const clockMs = Date.now();
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: () => clockMs });
});
afterAll(() => testApp.dispose());

const EN = createDocumentTexts('en');
/** Amounts in minor units of EUR (scale 2), from the API's decimal strings. */
const minorOf = (amount: string) => BigInt(Math.round(Number(amount) * 100));
/** What a row of the statement screen did to a balance: money in is its amount, money out amount + fee. */
const signedMinorOf = (row: TransactionView) =>
  row.direction === 'PAYIN' ? minorOf(row.amount) : -(minorOf(row.amount) + minorOf(row.fee));

/** The first sheet as rows of cell values, by the column letters of its seven movement fields. */
async function sheetRows(bytes: Uint8Array) {
  const { cells } = await readXlsxCells(bytes);
  const rows = new Map<number, Record<string, string | number>>();
  for (const cell of cells) {
    const [, column = '', row = '0'] = /^([A-Z]+)(\d+)$/.exec(cell.address) ?? [];
    const values = rows.get(Number(row)) ?? {};
    values[column] = cell.value;
    rows.set(Number(row), values);
  }
  return [...rows.values()];
}

/** A verified owner whose EUR card was topped up (activation fee), spent 12.40 and got 2.00 back. */
async function ownerWithCardHistory() {
  const { login, profileId } = await fundedUser(testApp, { EUR: 10_000n });
  await testApp.client.ok(completeSandboxVerification, {
    params: { profileId },
    body: { level: 'verified' },
  });
  expect((await verifyIdentity(testApp, profileId)).status).toBe(200);
  const card = await testApp.client.ok(issuePaymentCard, {
    token: login,
    idempotencyKey: crypto.randomUUID(),
    body: EUR_CARD,
  });
  await testApp.client.ok(topUpPaymentCard, {
    token: login,
    idempotencyKey: crypto.randomUUID(),
    params: { cardId: card.id },
    body: { amount: '25' },
  });
  const coffee = await testApp.client.ok(driveCardAuthorization, {
    body: { card_id: card.id, amount: '12.40', currency: 'EUR', merchant_name: 'Corner Coffee' },
  });
  expect(coffee.approved).toBe(true);
  await testApp.client.ok(driveCardCapture, {
    params: { authorizationId: coffee.authorization_id },
    body: { card_id: card.id, amount: '12.40' },
  });
  await testApp.client.ok(driveCardRefund, {
    body: { card_id: card.id, amount: '2.00', currency: 'EUR', authorization_id: coffee.authorization_id },
  });
  return { login, profileId, card };
}

async function documentBytes(login: Awaited<ReturnType<TestApp['signIn']>>, format: 'PDF' | 'XLSX' | 'CSV') {
  const answer = await requestDocument(testApp, login, {
    type: 'account-statement',
    format,
    ...periodUntil(clockMs),
  });
  expect(answer.status).toBe(200);
  const file = await download(testApp, documentSchema.parse(answer.body).download_url);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

describe('a card’s rows in the owner’s documents', () => {
  it('lists the top-up, the payment and the refund as the statement screen does, with its totals', async () => {
    const { login, profileId, card } = await ownerWithCardHistory();
    const { transactions: screen } = await testApp.client.ok(listTransactions, {
      token: login,
      query: { limit: 50 },
    });
    expect(screen.map((row) => [row.type, row.amount, row.fee])).toEqual([
      ['CARD_REFUND', '2', '0'],
      ['CARD_DEBIT', '12.4', '0'],
      ['UPAYOUT', '18', '7'],
    ]);
    const [refund, payment, topUp] = screen as [TransactionView, TransactionView, TransactionView];

    // The balance screen's statement: the owner's EUR, then the card's, each adding up to its balance.
    const statement = await testApp.client.ok(getStatement, { token: login, query: periodUntil(clockMs) });
    const owned = await availableOf(testApp, profileId);
    const onCard = await availableOf(testApp, card.profile_id);
    expect(statement.balances).toEqual([
      { currency: 'EUR', opening_balance: '0', total_in: '100', total_out: '25', closing_balance: '75' },
      {
        currency: 'EUR',
        card: { id: card.id, last4: card.last4 },
        opening_balance: '0',
        total_in: '27',
        total_out: '19.4',
        closing_balance: '7.6',
      },
    ]);
    expect([minorOf('75'), minorOf('7.6')]).toEqual([owned.EUR, onCard.EUR]);
    // A currency the card holds none of shows the profile's balance alone.
    const inDollars = await testApp.client.ok(getStatement, {
      token: login,
      query: { ...periodUntil(clockMs), currency: 'USD' },
    });
    expect(inDollars.balances.map((balance) => [balance.currency, balance.card])).toEqual([
      ['USD', undefined],
    ]);

    // The sheet: the same balances and, for every row of the screen, its money on its balance.
    const rows = await sheetRows(await documentBytes(login, 'XLSX'));
    const cardLabel = `EUR · card ·· ${card.last4}`;
    const summary = (label: string) => rows.find((row) => row.A === label && typeof row.B === 'number');
    expect(summary('EUR')).toMatchObject({ B: 0, C: 100, D: 25, E: 75 });
    expect(summary(cardLabel)).toMatchObject({ B: 0, C: 27, D: 19.4, E: 7.6 });
    const movements = rows.filter((row) => typeof row.F === 'number');
    const linesOf = (row: TransactionView) => movements.filter((line) => line.B === row.id);
    const [ownLine, ...cardLines] = linesOf(topUp);
    // One top-up: what left the owner's balance (amount + fee on the screen), then the card's side.
    expect(ownLine).toMatchObject({ C: `Payment card top-up ·· ${card.last4}`, E: 'EUR', F: -25 });
    expect(Number(signedMinorOf(topUp))).toBe(-2_500);
    expect(cardLines.map((line) => [line.C, line.F])).toEqual([
      [`Payment card top-up ·· ${card.last4}`, 25],
      [`Fee · Payment card top-up ·· ${card.last4}`, -Number(topUp.fee)],
    ]);
    expect(linesOf(payment).map((line) => [line.C, line.F])).toEqual([
      [
        `Card payment ·· ${card.last4} · ${payment.card?.merchant_name}`,
        Number(signedMinorOf(payment)) / 100,
      ],
    ]);
    expect(linesOf(refund).map((line) => [line.C, line.F])).toEqual([
      // The merchant as the screen names it: the refund's own event names its merchant.
      [`Card refund ·· ${card.last4} · ${refund.card?.merchant_name}`, Number(signedMinorOf(refund)) / 100],
    ]);
    // Each balance's records run from its opening to its closing, as the summary says.
    const closing = rows.filter((row) => String(row.C).startsWith('Closing balance'));
    expect(closing.map((row) => [row.C, row.G])).toEqual([
      ['Closing balance', 75],
      [`Closing balance · ${cardLabel}`, 7.6],
    ]);

    // The CSV: the same records as the sheet's movements.
    const csv = new TextDecoder().decode(await documentBytes(login, 'CSV'));
    expect(csv).toContain(`Opening balance · ${cardLabel}`);
    expect(csv).toContain(
      `${payment.id},Card payment ·· ${card.last4} · Corner Coffee,Completed,EUR,-12.4,5.6`,
    );

    // The PDF: the same balances and the card's movements under its own heading.
    const { pages } = await extractPdfText(await documentBytes(login, 'PDF'));
    const text = pages.join('\n');
    const cardSection = text.slice(text.indexOf(`Payment card ·· ${card.last4}: movements`));
    expect(text.indexOf(`Payment card ·· ${card.last4}: movements`)).toBeGreaterThan(0);
    expect(text).toContain(cardLabel);
    for (const amount of [7_60n, 27_00n, 19_40n]) expect(text).toContain(EN.amount(amount, 2));
    // Under the card's heading, a line needs not name the card again.
    expect(cardSection).toContain('Card payment · Corner Coffee');
    expect(cardSection).toContain(EN.amount(-12_40n, 2));
    expect(cardSection).toContain(EN.amount(2_00n, 2));
    expect(cardSection).toContain('Fee · Payment card top-up');
    expect(text).toContain(`Payment card top-up ·· ${card.last4}`);
    expect(cardSection).toContain('Card refund · ');
    for (const row of screen) expect(text).toContain(row.id);
  });

  it('keeps a profile without cards to its own balances', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 5_000n });
    expect((await verifyIdentity(testApp, profileId)).status).toBe(200);
    const rows = await sheetRows(await documentBytes(login, 'XLSX'));
    expect(rows.filter((row) => String(row.A).includes('card'))).toEqual([]);
    const statement = await testApp.client.ok(getStatement, { token: login, query: periodUntil(clockMs) });
    expect(statement.balances.map((balance) => [balance.currency, balance.closing_balance])).toEqual([
      ['EUR', '50'],
    ]);
  });
});
