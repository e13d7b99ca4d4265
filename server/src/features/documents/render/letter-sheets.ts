import { documentTypeLabelKey } from '@ferry/shared/domain';
import type { DocumentHeader, DocumentTexts } from '../document-texts';
import { writeCsv } from '../sheets/csv-writer';
import { decimal, empty, type SheetRow, text } from '../sheets/sheet-cell';
import { writeXlsx } from '../sheets/xlsx-writer';
import type { GoodStandingLetter } from './good-standing-letter';

/** The letter as records of field, value and currency (the currency only on balance records). */
function letterRows(letter: GoodStandingLetter, header: DocumentHeader, texts: DocumentTexts): SheetRow[] {
  const { t } = texts;
  const fact = (label: string, value: string): SheetRow => [text(label), text(value), empty];
  const asOf = texts.calendarDay(letter.asOf);
  return [
    fact(t('documents.fields.holder'), header.holderName),
    fact(t('documents.fields.accountNumber'), header.accountNumber),
    fact(t('documents.letter.accountOpened'), texts.day(letter.openedAt)),
    fact(t('documents.letter.standingLabel'), t('documents.letter.standingValue')),
    fact(t('documents.fields.generatedAt'), `${texts.dayAndTime(header.issuedAt)} UTC`),
    ...letter.balances.map(
      (balance): SheetRow => [
        text(t('documents.letter.balancesTitle', { date: asOf })),
        decimal(texts.plainAmount(balance.amountMinor, balance.scale), balance.scale),
        text(balance.currency),
      ],
    ),
  ];
}

function letterHeader(texts: DocumentTexts): string[] {
  return [
    texts.t('documents.fields.field'),
    texts.t('documents.fields.value'),
    texts.t('documents.fields.currency'),
  ];
}

export function renderLetterCsv(
  letter: GoodStandingLetter,
  header: DocumentHeader,
  texts: DocumentTexts,
): Uint8Array {
  return writeCsv(letterHeader(texts), letterRows(letter, header, texts));
}

export function renderLetterXlsx(
  letter: GoodStandingLetter,
  header: DocumentHeader,
  texts: DocumentTexts,
): Promise<Uint8Array> {
  const title = texts.t(documentTypeLabelKey('letter-of-good-standing'));
  return writeXlsx({
    name: title,
    rows: [
      { cells: [text(title)], isBold: true },
      { cells: [text(texts.t('documents.letter.standing', { date: texts.calendarDay(letter.asOf) }))] },
      { cells: [] },
      { cells: letterHeader(texts).map(text), isBold: true },
      ...letterRows(letter, header, texts).map((cells) => ({ cells })),
    ],
    columnWidths: [32, 40, 10],
    issuedAt: header.issuedAt,
  });
}
