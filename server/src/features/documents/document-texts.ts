import type { Language, MessageKey, MessageParams } from '@ferry/locales';
import {
  formatAmount,
  formatFullDate,
  formatTime,
  minorToDecimal,
  statusLabelKey,
  transactionTypeLabelKey,
} from '@ferry/shared/domain';
import { translate } from '../../i18n/translate';
import type { StatementLine } from './statement/build-statement';

/** Texts, dates and amounts of one document in its reader's language. */
export function createDocumentTexts(language: Language) {
  const t = (key: MessageKey, params?: MessageParams) => translate(language, key, params);
  return {
    language,
    t,
    /** An amount for reading: the locale's separators, at least 2 decimals, every digit kept. */
    amount: (amountMinor: bigint, scale: number) => formatAmount(amountMinor, scale, language),
    /** An amount for a spreadsheet cell: plain decimal text. */
    plainAmount: (amountMinor: bigint, scale: number) => minorToDecimal(amountMinor, scale),
    /** dd/MM/yyyy (spec 001 §9), in UTC like the period itself. */
    day: (date: Date) => formatFullDate(date),
    /** The calendar day YYYY-MM-DD of a period bound, shown as dd/MM/yyyy. */
    calendarDay: (isoDay: string) => formatFullDate(new Date(`${isoDay}T00:00:00Z`)),
    dayAndTime: (date: Date) => `${formatFullDate(date)} ${formatTime(date)}`,
    /** What a statement line was: its transaction's type, a fee, or a plain movement. */
    describe(line: StatementLine): string {
      const typeLabel = line.transaction ? t(transactionTypeLabelKey(line.transaction.type)) : null;
      if (line.kind === 'fee') {
        const fee = t('documents.movement.fee');
        return typeLabel ? `${fee} · ${typeLabel}` : fee;
      }
      return typeLabel ?? t('documents.movement.other');
    },
    status: (line: StatementLine) => (line.transaction ? t(statusLabelKey(line.transaction.status)) : ''),
  };
}

export type DocumentTexts = ReturnType<typeof createDocumentTexts>;

/** Who and what a document is about, besides its numbers. */
export interface DocumentHeader {
  holderName: string;
  accountNumber: string;
  issuedAt: Date;
  /** Sandbox documents say so on every page. */
  isSandbox: boolean;
}

/** The footer line of every page. */
export function footerText(
  texts: DocumentTexts,
  header: DocumentHeader,
  page: number,
  pages: number,
): string {
  const parts = [
    texts.t('documents.footer.issuer'),
    texts.dayAndTime(header.issuedAt),
    ...(header.isSandbox ? [texts.t('documents.footer.sandbox')] : []),
    texts.t('documents.footer.page', { page, pages }),
  ];
  return parts.join(' · ');
}
