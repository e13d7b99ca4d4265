import {
  minorToDecimal,
  type Ratio,
  ratioToDecimal,
  TAX_LOT_METHOD,
  type TransactionType,
  transactionTypeLabelKey,
} from '@ferry/shared/domain';
import type { DocumentHeader, DocumentTexts } from '../document-texts';
import { writeCsv } from '../sheets/csv-writer';
import { date, decimal, empty, type SheetCell, type SheetRow, text } from '../sheets/sheet-cell';
import { writeXlsxBook, type XlsxRow } from '../sheets/xlsx-writer';
import type { TaxMovement } from './tax-movement';
import type { TaxReport } from './tax-report';
import type { ReportCurrency } from './value-movements';

/** A price is shown to 10 decimals at most: enough for a coin worth a fraction of a cent. */
const PRICE_DIGITS = 10;

export interface TaxExportDocument {
  report: TaxReport;
  currency: ReportCurrency;
  period: { from: string; to: string };
}

function header(texts: DocumentTexts, currency: string): string[] {
  const { t } = texts;
  const params = { currency, method: TAX_LOT_METHOD };
  return [
    t('documents.tax.columns.date'),
    t('documents.tax.columns.source'),
    t('documents.tax.columns.reference'),
    t('documents.tax.columns.type'),
    t('documents.tax.columns.event'),
    t('documents.tax.columns.asset'),
    t('documents.tax.columns.quantity'),
    t('documents.tax.columns.valuedIn'),
    t('documents.tax.columns.price', params),
    t('documents.tax.columns.priceSource'),
    t('documents.tax.columns.value', params),
    t('documents.tax.columns.fee', params),
    t('documents.tax.columns.costBasis', params),
    t('documents.tax.columns.gain', params),
  ];
}

function priceCell(price: Ratio | undefined): SheetCell {
  if (!price) return empty;
  const value = ratioToDecimal(price, 'down', 18, PRICE_DIGITS);
  return decimal(value, value.split('.')[1]?.length ?? 0);
}

const WALLET_LABELS = {
  send: 'documents.tax.wallet.send',
  receive: 'documents.tax.wallet.receive',
  fee: 'documents.tax.wallet.fee',
  ownDepositFee: 'documents.tax.wallet.ownDepositFee',
} as const;

function typeLabel(movement: TaxMovement, texts: DocumentTexts): string {
  if (movement.source === 'wallet')
    return texts.t(
      WALLET_LABELS[movement.label as keyof typeof WALLET_LABELS] ?? 'documents.tax.wallet.receive',
    );
  return texts.t(transactionTypeLabelKey(movement.label as TransactionType));
}

function movementRows(document: TaxExportDocument, texts: DocumentTexts): SheetRow[] {
  const { t } = texts;
  const { scale } = document.currency;
  const money = (minor: bigint) => decimal(minorToDecimal(minor, scale), scale);
  return document.report.rows.map(({ movement, realised }) => [
    date(movement.at),
    text(
      movement.source === 'wallet'
        ? t('documents.tax.source.wallet', { address: movement.wallet ?? '' })
        : t('documents.tax.source.account'),
    ),
    text(movement.reference),
    text(typeLabel(movement, texts)),
    text(t(`documents.tax.event.${movement.event}`)),
    text(movement.asset),
    decimal(minorToDecimal(movement.quantityMinor, movement.assetScale), movement.assetScale),
    text(movement.valuedIn),
    priceCell(movement.price),
    text(t(`documents.tax.priceSource.${movement.priceSource}`)),
    money(movement.value),
    money(movement.fee),
    realised ? money(realised.costBasis) : empty,
    realised ? money(realised.gain) : empty,
  ]);
}

/** The totals' rows, as wide as the movements: per asset, then all assets together. */
function summaryRows(document: TaxExportDocument, texts: DocumentTexts): SheetRow[] {
  const { t } = texts;
  const { scale } = document.currency;
  const money = (minor: bigint) => decimal(minorToDecimal(minor, scale), scale);
  const { totals, overall } = document.report;
  return [...totals, { asset: t('documents.tax.summary.allAssets'), ...overall }].map((row) => [
    empty,
    text(t('documents.tax.summary.title')),
    empty,
    empty,
    text(t('documents.tax.summary.total')),
    text(row.asset),
    empty,
    empty,
    empty,
    empty,
    money(row.proceeds),
    money(row.fees),
    money(row.costBasis),
    money(row.gain),
  ]);
}

/**
 * One table: the column names say the method and the currency ("Cost basis (FIFO, EUR)"), the
 * movements in time order, then the summary's rows (Value holds the proceeds there).
 */
export function renderTaxCsv(document: TaxExportDocument, texts: DocumentTexts): Uint8Array {
  return writeCsv(header(texts, document.currency.code), [
    ...movementRows(document, texts),
    ...summaryRows(document, texts),
  ]);
}

/** Two sheets: the movements under the export's facts, and the summary of realised gains. */
export function renderTaxXlsx(
  document: TaxExportDocument,
  facts: DocumentHeader,
  texts: DocumentTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  const { code, scale } = document.currency;
  const money = (minor: bigint) => decimal(minorToDecimal(minor, scale), scale);
  const bold = (cells: string[]): XlsxRow => ({ cells: cells.map(text), isBold: true });
  const title = t('documents.tax.title');
  const factRows: XlsxRow[] = [
    bold([title]),
    { cells: [text(t('documents.fields.holder')), text(facts.holderName)] },
    { cells: [text(t('documents.fields.accountNumber')), text(facts.accountNumber)] },
    {
      cells: [
        text(t('documents.fields.period')),
        text(`${texts.calendarDay(document.period.from)} – ${texts.calendarDay(document.period.to)}`),
      ],
    },
    { cells: [text(t('documents.tax.method')), text(TAX_LOT_METHOD)] },
    { cells: [text(t('documents.fields.currency')), text(code)] },
    { cells: [text(t('documents.fields.generatedAt')), date(facts.issuedAt)] },
    { cells: [text(t('documents.statement.timesInUtc'))] },
    { cells: [] },
  ];
  const params = { currency: code, method: TAX_LOT_METHOD };
  const { totals, overall } = document.report;
  return writeXlsxBook({
    issuedAt: facts.issuedAt,
    sheets: [
      {
        name: title,
        rows: [
          ...factRows,
          bold(header(texts, code)),
          ...movementRows(document, texts).map((cells) => ({ cells })),
        ],
        columnWidths: [18, 18, 38, 22, 14, 8, 18, 10, 14, 22, 14, 12, 18, 16],
      },
      {
        name: t('documents.tax.summary.title'),
        rows: [
          ...factRows,
          bold([
            t('documents.tax.columns.asset'),
            t('documents.tax.summary.proceeds', params),
            t('documents.tax.columns.costBasis', params),
            t('documents.tax.columns.fee', params),
            t('documents.tax.columns.gain', params),
          ]),
          ...totals.map((row) => ({
            cells: [
              text(row.asset),
              money(row.proceeds),
              money(row.costBasis),
              money(row.fees),
              money(row.gain),
            ],
          })),
          {
            cells: [
              text(t('documents.tax.summary.allAssets')),
              money(overall.proceeds),
              money(overall.costBasis),
              money(overall.fees),
              money(overall.gain),
            ],
            isBold: true,
          },
        ],
        columnWidths: [16, 18, 22, 14, 18],
      },
    ],
  });
}
