import { documentTypeLabelKey } from '@ferry/shared/domain';
import { type DocumentHeader, type DocumentTexts, footerText } from '../document-texts';
import { createPdfLayout, PAGE, type PdfLayout } from '../pdf/pdf-layout';
import { drawTable } from '../pdf/pdf-table';
import type { Statement } from '../statement/build-statement';

const TEXT_WIDTH = PAGE.width - PAGE.margin * 2;

/** Label and value pairs under a document's title. */
export function drawFacts(layout: PdfLayout, facts: readonly (readonly [string, string])[]): void {
  for (const [label, value] of facts) {
    layout.moveDown(14);
    layout.text(label, PAGE.margin, { size: 9, gray: 0.35 });
    layout.text(value, PAGE.margin + 130, { size: 9, maxWidth: TEXT_WIDTH - 130 });
  }
}

export function drawHeading(layout: PdfLayout, text: string, size = 12): void {
  layout.ensureSpace(size * 4);
  layout.moveDown(size * 2);
  layout.text(text, PAGE.margin, { size, isBold: true });
}

/** A4 statement: who and when, a summary per currency, then every movement in time order. */
export async function renderStatementPdf(
  statement: Statement,
  header: DocumentHeader,
  texts: DocumentTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  const title = t(documentTypeLabelKey('account-statement'));
  const layout = await createPdfLayout({ title, language: texts.language });
  layout.moveDown(10);
  layout.text(title, PAGE.margin, { size: 18, isBold: true });
  layout.moveDown(6);
  drawFacts(layout, [
    [t('documents.fields.holder'), header.holderName],
    [t('documents.fields.accountNumber'), header.accountNumber],
    [
      t('documents.fields.period'),
      `${texts.calendarDay(statement.period.from)} – ${texts.calendarDay(statement.period.to)}`,
    ],
    [t('documents.fields.generatedAt'), `${texts.dayAndTime(header.issuedAt)} UTC`],
  ]);

  drawHeading(layout, t('documents.statement.summary'));
  layout.moveDown(4);
  drawTable(
    layout,
    [
      { title: t('documents.fields.currency'), share: 0.16 },
      { title: t('documents.fields.openingBalance'), share: 0.21, align: 'right' },
      { title: t('documents.fields.totalIn'), share: 0.21, align: 'right' },
      { title: t('documents.fields.totalOut'), share: 0.21, align: 'right' },
      { title: t('documents.fields.closingBalance'), share: 0.21, align: 'right' },
    ],
    statement.currencies.map((summary) => [
      summary.currency,
      texts.amount(summary.openingMinor, summary.scale),
      texts.amount(summary.inMinor, summary.scale),
      texts.amount(-summary.outMinor, summary.scale),
      texts.amount(summary.closingMinor, summary.scale),
    ]),
    { size: 9 },
  );

  drawHeading(layout, t('documents.statement.movements'));
  layout.moveDown(4);
  if (statement.lines.length === 0) {
    layout.moveDown(14);
    layout.text(t('documents.statement.noMovements'), PAGE.margin, { size: 9, gray: 0.35 });
  } else {
    const scaleOf = new Map(statement.currencies.map((summary) => [summary.currency, summary.scale]));
    drawTable(
      layout,
      [
        { title: t('documents.fields.date'), share: 0.17 },
        { title: t('documents.fields.description'), share: 0.27 },
        { title: t('documents.fields.transaction'), share: 0.17 },
        { title: t('documents.fields.currency'), share: 0.09 },
        { title: t('documents.fields.amount'), share: 0.15, align: 'right' },
        { title: t('documents.fields.balance'), share: 0.15, align: 'right' },
      ],
      statement.lines.map((line) => {
        const scale = scaleOf.get(line.currency) ?? 0;
        return [
          texts.dayAndTime(line.at),
          texts.describe(line),
          line.transaction?.externalId ?? '',
          line.currency,
          texts.amount(line.amountMinor, scale),
          texts.amount(line.balanceAfterMinor, scale),
        ];
      }),
    );
  }
  layout.moveDown(6);
  layout.ensureSpace(12);
  layout.text(t('documents.statement.timesInUtc'), PAGE.margin, { size: 8, gray: 0.35 });
  return layout.finish((page, pages) => footerText(texts, header, page, pages));
}
