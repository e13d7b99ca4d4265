import type { DocumentFormat, DocumentType } from '@ferry/shared/domain';
import type { DocumentHeader, DocumentTexts } from '../document-texts';
import type { Statement } from '../statement/build-statement';
import { toGoodStandingLetter } from './good-standing-letter';
import { renderLetterPdf } from './letter-pdf';
import { renderLetterCsv, renderLetterXlsx } from './letter-sheets';
import { renderStatementPdf } from './statement-pdf';
import { renderStatementCsv, renderStatementXlsx } from './statement-sheets';

export const CONTENT_TYPES: Readonly<Record<DocumentFormat, string>> = {
  PDF: 'application/pdf',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv; charset=utf-8; header=present',
};

export interface DocumentSource {
  type: DocumentType;
  format: DocumentFormat;
  statement: Statement;
  /** When the profile was opened (the letter states it). */
  openedAt: Date;
  header: DocumentHeader;
  texts: DocumentTexts;
}

/** The file's bytes in the asked format. */
export async function renderDocument(source: DocumentSource): Promise<Uint8Array> {
  const { statement, header, texts } = source;
  if (source.type === 'account-statement') {
    if (source.format === 'PDF') return renderStatementPdf(statement, header, texts);
    if (source.format === 'XLSX') return renderStatementXlsx(statement, header, texts);
    return renderStatementCsv(statement, texts);
  }
  const letter = toGoodStandingLetter(statement, source.openedAt);
  if (source.format === 'PDF') return renderLetterPdf(letter, header, texts);
  if (source.format === 'XLSX') return renderLetterXlsx(letter, header, texts);
  return renderLetterCsv(letter, header, texts);
}
