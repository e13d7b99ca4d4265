import { documentTypeLabelKey } from '@ferry/shared/domain';
import { type DocumentHeader, type DocumentTexts, footerText } from '../document-texts';
import { createPdfLayout, PAGE } from '../pdf/pdf-layout';
import { drawTable } from '../pdf/pdf-table';
import type { GoodStandingLetter } from './good-standing-letter';
import { drawFacts, drawHeading } from './statement-pdf';

const TEXT_WIDTH = PAGE.width - PAGE.margin * 2;

/** A4 letter of good standing: holder, since when, the standing, balances as of the date. */
export async function renderLetterPdf(
  letter: GoodStandingLetter,
  header: DocumentHeader,
  texts: DocumentTexts,
): Promise<Uint8Array> {
  const { t } = texts;
  const title = t(documentTypeLabelKey('letter-of-good-standing'));
  const asOf = texts.calendarDay(letter.asOf);
  const layout = await createPdfLayout({ title, language: texts.language });
  layout.moveDown(10);
  layout.text(title, PAGE.margin, { size: 18, isBold: true });
  layout.moveDown(6);
  drawFacts(layout, [
    [t('documents.fields.holder'), header.holderName],
    [t('documents.fields.accountNumber'), header.accountNumber],
    [t('documents.letter.accountOpened'), texts.day(letter.openedAt)],
    [t('documents.fields.generatedAt'), `${texts.dayAndTime(header.issuedAt)} UTC`],
  ]);
  layout.moveDown(18);
  layout.paragraph(t('documents.letter.salutation'), { width: TEXT_WIDTH, size: 11 });
  layout.moveDown(6);
  layout.paragraph(
    t('documents.letter.holding', { holder: header.holderName, openedOn: texts.day(letter.openedAt) }),
    { width: TEXT_WIDTH, size: 11 },
  );
  layout.moveDown(6);
  layout.paragraph(t('documents.letter.standing', { date: asOf }), { width: TEXT_WIDTH, size: 11 });

  drawHeading(layout, t('documents.letter.balancesTitle', { date: asOf }));
  layout.moveDown(4);
  if (letter.balances.length === 0) {
    layout.moveDown(14);
    layout.text(t('documents.letter.noBalances'), PAGE.margin, { size: 9, gray: 0.35 });
  } else {
    drawTable(
      layout,
      [
        { title: t('documents.fields.currency'), share: 0.3 },
        { title: t('documents.fields.balance'), share: 0.7, align: 'right' },
      ],
      letter.balances.map((balance) => [balance.currency, texts.amount(balance.amountMinor, balance.scale)]),
      { size: 10 },
    );
  }
  return layout.finish((page, pages) => footerText(texts, header, page, pages));
}
