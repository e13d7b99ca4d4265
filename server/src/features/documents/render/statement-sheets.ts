import { documentTypeLabelKey } from '@ferry/shared/domain';
import type { DocumentHeader, DocumentTexts } from '../document-texts';
import { writeCsv } from '../sheets/csv-writer';
import { date, decimal, empty, type SheetRow, text } from '../sheets/sheet-cell';
import { writeXlsx, type XlsxRow } from '../sheets/xlsx-writer';
import { isSameAccount, type Statement } from '../statement/build-statement';

function movementHeader(texts: DocumentTexts): string[] {
  const { t } = texts;
  return [
    t('documents.fields.date'),
    t('documents.fields.transaction'),
    t('documents.fields.description'),
    t('documents.fields.status'),
    t('documents.fields.currency'),
    t('documents.fields.amount'),
    t('documents.fields.balance'),
  ];
}

/**
 * The movements, balance by balance (the profile's currencies, then each card's): an
 * opening-balance record, the balance's lines in time order, a closing-balance record. Every
 * record has the header's seven fields (RFC 4180); a card's opening and closing records name it.
 */
function movementRows(statement: Statement, texts: DocumentTexts): SheetRow[] {
  const { t } = texts;
  const rows: SheetRow[] = [];
  for (const summary of statement.currencies) {
    const { account, currency, scale } = summary;
    const amount = (amountMinor: bigint) => decimal(texts.plainAmount(amountMinor, scale), scale);
    const balanceRow = (label: string, amountMinor: bigint): SheetRow => [
      empty,
      empty,
      text(account.card ? `${label} · ${texts.accountLabel(account, currency)}` : label),
      empty,
      text(currency),
      empty,
      amount(amountMinor),
    ];
    rows.push(balanceRow(t('documents.fields.openingBalance'), summary.openingMinor));
    const lines = statement.lines.filter(
      (candidate) => candidate.currency === currency && isSameAccount(candidate.account, account),
    );
    for (const line of lines) {
      rows.push([
        date(line.at),
        line.transaction ? text(line.transaction.externalId) : empty,
        text(texts.describe(line)),
        line.transaction ? text(texts.status(line)) : empty,
        text(currency),
        amount(line.amountMinor),
        amount(line.balanceAfterMinor),
      ]);
    }
    rows.push(balanceRow(t('documents.fields.closingBalance'), summary.closingMinor));
  }
  return rows;
}

export function renderStatementCsv(statement: Statement, texts: DocumentTexts): Uint8Array {
  return writeCsv(movementHeader(texts), movementRows(statement, texts));
}

/** One sheet: the facts, the per-currency summary, then the movements as in the CSV. */
export function renderStatementXlsx(
  statement: Statement,
  header: DocumentHeader,
  texts: DocumentTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  const title = t(documentTypeLabelKey('account-statement'));
  const bold = (cells: string[]): XlsxRow => ({ cells: cells.map(text), isBold: true });
  const rows: XlsxRow[] = [
    bold([title]),
    { cells: [text(t('documents.fields.holder')), text(header.holderName)] },
    { cells: [text(t('documents.fields.accountNumber')), text(header.accountNumber)] },
    {
      cells: [
        text(t('documents.fields.period')),
        text(`${texts.calendarDay(statement.period.from)} – ${texts.calendarDay(statement.period.to)}`),
      ],
    },
    { cells: [text(t('documents.fields.generatedAt')), date(header.issuedAt)] },
    { cells: [] },
    bold([
      t('documents.fields.currency'),
      t('documents.fields.openingBalance'),
      t('documents.fields.totalIn'),
      t('documents.fields.totalOut'),
      t('documents.fields.closingBalance'),
    ]),
    ...statement.currencies.map((summary) => {
      const amount = (amountMinor: bigint) =>
        decimal(texts.plainAmount(amountMinor, summary.scale), summary.scale);
      return {
        cells: [
          text(texts.accountLabel(summary.account, summary.currency)),
          amount(summary.openingMinor),
          amount(summary.inMinor),
          amount(summary.outMinor),
          amount(summary.closingMinor),
        ],
      };
    }),
    { cells: [] },
    bold(movementHeader(texts)),
    ...movementRows(statement, texts).map((cells) => ({ cells })),
  ];
  return writeXlsx({
    name: title,
    rows,
    columnWidths: [20, 18, 34, 16, 10, 18, 18],
    issuedAt: header.issuedAt,
  });
}
