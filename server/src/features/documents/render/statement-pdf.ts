import { documentTypeLabelKey } from '@ferry/shared/domain';
import { type DocumentHeader, type DocumentTexts, footerText } from '../document-texts';
import { createPdfLayout, PAGE, type PdfLayout } from '../pdf/pdf-layout';
import { drawTable } from '../pdf/pdf-table';
import type { Statement, StatementLine } from '../statement/build-statement';

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

/** A table of movements in time order, each with the balance after it in its own currency. */
function drawMovements(
  layout: PdfLayout,
  statement: Statement,
  lines: readonly StatementLine[],
  texts: DocumentTexts,
): void {
  const { t } = texts;
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
    lines.map((line) => {
      const scale = scaleOf.get(line.currency) ?? 0;
      return [
        texts.dayAndTime(line.at),
        texts.describe(line, true),
        line.transaction?.externalId ?? '',
        line.currency,
        texts.amount(line.amountMinor, scale),
        texts.amount(line.balanceAfterMinor, scale),
      ];
    }),
  );
}

/**
 * A4 statement: who and when, a summary per balance (the profile's currencies, then each card's
 * issued from it), then the profile's movements in time order and each card's under its own heading.
 */
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
  // A card's balance is named with its card ("EUR · card ·· 4242"), which needs a wider column.
  const hasCards = statement.currencies.some((summary) => summary.account.card !== null);
  const [labelShare, amountShare] = hasCards ? [0.24, 0.19] : [0.16, 0.21];
  drawTable(
    layout,
    [
      { title: t('documents.fields.currency'), share: labelShare },
      { title: t('documents.fields.openingBalance'), share: amountShare, align: 'right' },
      { title: t('documents.fields.totalIn'), share: amountShare, align: 'right' },
      { title: t('documents.fields.totalOut'), share: amountShare, align: 'right' },
      { title: t('documents.fields.closingBalance'), share: amountShare, align: 'right' },
    ],
    statement.currencies.map((summary) => [
      texts.accountLabel(summary.account, summary.currency),
      texts.amount(summary.openingMinor, summary.scale),
      texts.amount(summary.inMinor, summary.scale),
      texts.amount(-summary.outMinor, summary.scale),
      texts.amount(summary.closingMinor, summary.scale),
    ]),
    { size: 9 },
  );

  drawHeading(layout, t('documents.statement.movements'));
  layout.moveDown(4);
  const ownLines = statement.lines.filter((line) => line.account.card === null);
  if (statement.lines.length === 0) {
    layout.moveDown(14);
    layout.text(t('documents.statement.noMovements'), PAGE.margin, { size: 9, gray: 0.35 });
  } else if (ownLines.length > 0) {
    drawMovements(layout, statement, ownLines, texts);
  }
  const cards = new Map(
    statement.lines.flatMap((line) => (line.account.card ? [[line.account.card.id, line.account.card]] : [])),
  );
  for (const card of cards.values()) {
    drawHeading(layout, t('documents.statement.cardMovements', { last4: card.last4 }), 10);
    layout.moveDown(4);
    drawMovements(
      layout,
      statement,
      statement.lines.filter((line) => line.account.card?.id === card.id),
      texts,
    );
  }
  layout.moveDown(6);
  layout.ensureSpace(12);
  layout.text(t('documents.statement.timesInUtc'), PAGE.margin, { size: 8, gray: 0.35 });
  return layout.finish((page, pages) => footerText(texts, header, page, pages));
}
