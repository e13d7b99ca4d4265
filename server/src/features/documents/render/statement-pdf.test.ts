import { describe, expect, it } from 'vitest';
import { createDocumentTexts } from '../document-texts';
import { extractPdfText } from '../pdf/pdf-text.test-kit';
import type { Statement, StatementLine } from '../statement/build-statement';
import { toGoodStandingLetter } from './good-standing-letter';
import { renderLetterPdf } from './letter-pdf';
import { renderStatementPdf } from './statement-pdf';

const OWN = { profileId: '00000000-0000-4000-8000-000000000001', card: null };

function statementWith(lineCount: number): Statement {
  let balance = 100_000n;
  const lines: StatementLine[] = Array.from({ length: lineCount }, (_, index) => {
    const amountMinor = index % 3 === 0 ? -1_250n : 2_500n;
    balance += amountMinor;
    return {
      at: new Date(Date.UTC(2024, 0, 2, 9, index % 60)),
      account: OWN,
      currency: 'EUR',
      amountMinor,
      balanceAfterMinor: balance,
      kind: index % 3 === 0 ? 'post' : 'credit',
      transaction: {
        externalId: `FTEST${String(index).padStart(8, '0')}`,
        type: index % 3 === 0 ? 'PAYOUT' : 'PAYIN',
        status: 'DONE',
      },
    };
  });
  const inMinor = lines
    .filter((line) => line.amountMinor > 0n)
    .reduce((sum, line) => sum + line.amountMinor, 0n);
  const outMinor = lines
    .filter((line) => line.amountMinor < 0n)
    .reduce((sum, line) => sum - line.amountMinor, 0n);
  return {
    profileId: '00000000-0000-4000-8000-000000000001',
    period: {
      from: '2024-01-01',
      to: '2024-01-31',
      startAt: new Date('2024-01-01T00:00:00Z'),
      endAt: new Date('2024-02-01T00:00:00Z'),
    },
    currencies: [
      {
        account: OWN,
        currency: 'EUR',
        scale: 2,
        openingMinor: 100_000n,
        inMinor,
        outMinor,
        closingMinor: balance,
      },
    ],
    lines,
  };
}

const header = {
  holderName: 'Ołena Шевченко',
  accountNumber: '00000000-0000-4000-8000-000000000001',
  issuedAt: new Date('2024-02-01T08:30:00Z'),
  isSandbox: true,
};

describe('statement PDF', () => {
  it('flows a long table over pages, repeating the header, in the reader’s language', async () => {
    const statement = statementWith(120);
    const bytes = await renderStatementPdf(statement, header, createDocumentTexts('uk'));
    const { pageCount, pages } = await extractPdfText(bytes);
    expect(pageCount).toBeGreaterThanOrEqual(3);
    const all = pages.join('\n');
    expect(all).toContain('Виписка з рахунку');
    expect(all).toContain('Ołena Шевченко');
    expect(all).toContain('01/01/2024 – 31/01/2024');
    expect(all).toContain('Вхідний залишок');
    for (const [index, page] of pages.entries()) {
      expect(page).toContain(`Сторінка ${index + 1} з ${pageCount}`);
      expect(page).toContain('Пісочниця');
      if (index > 0) expect(page).toContain('Транзакція');
    }
    for (const line of statement.lines) expect(all).toContain(line.transaction?.externalId);
    // uk groups thousands with a no-break space and uses a decimal comma; PDF.js, like a viewer's
    // search, reads every space-like character as a plain space.
    expect(all).toContain('1 000,00');
    expect(all).toContain('-12,50');
  });

  it('says so when no money moved', async () => {
    const { pageCount, pages } = await extractPdfText(
      await renderStatementPdf(statementWith(0), { ...header, isSandbox: false }, createDocumentTexts('en')),
    );
    expect(pageCount).toBe(1);
    expect(pages[0]).toContain('No money moved in this period');
    expect(pages[0]).not.toContain('Sandbox');
  });
});

describe('letter of good standing PDF', () => {
  it('names the holder, the opening date, the standing and the balances as of the date', async () => {
    const letter = toGoodStandingLetter(statementWith(4), new Date('2023-05-06T10:00:00Z'));
    const { pageCount, pages } = await extractPdfText(
      await renderLetterPdf(letter, header, createDocumentTexts('pl')),
    );
    expect(pageCount).toBe(1);
    const text = pages[0] ?? '';
    expect(text).toContain('Ołena Шевченко');
    expect(text).toContain('06/05/2023');
    expect(text).toContain('Salda na dzień 31/01/2024');
    expect(text).toContain('EUR');
    expect(text).toContain('1025,00');
  });
});
