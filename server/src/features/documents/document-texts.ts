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
import type { StatementAccount, StatementLine } from './statement/build-statement';

const textOf = (record: Record<string, unknown> | null | undefined, key: string): string | null => {
  const value = record?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Texts, dates and amounts of one document in its reader's language. */
export function createDocumentTexts(language: Language) {
  const t = (key: MessageKey, params?: MessageParams) => translate(language, key, params);

  function transactionName(line: StatementLine, isCardNamed: boolean): string | null {
    const transaction = line.transaction;
    if (!transaction) return null;
    const requisite = transaction.requisite;
    const last4 = textOf(requisite, 'last4') ?? line.account.card?.last4 ?? null;
    // Both sides of a card top-up name the card it went to (payment-cards' top-up-payment-card.ts).
    const isTransfer = transaction.type === 'UPAYOUT' || transaction.type === 'UDEPOSIT';
    const isTopUp = isTransfer && textOf(requisite, 'payment_card_id') !== null;
    const name = isTopUp
      ? t('transactions.kind.paymentCardTopUp')
      : t(transactionTypeLabelKey(transaction.type));
    const card =
      (isTopUp || line.account.card) && last4 && !(isCardNamed && line.account.card) ? ` ·· ${last4}` : '';
    const merchant = line.account.card && !isTopUp ? textOf(requisite, 'merchant_name') : null;
    return `${name}${card}${merchant ? ` · ${merchant}` : ''}`;
  }

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
    /** A balance by its currency, a card's with the card's last four ("EUR · card ·· 4242"). */
    accountLabel: (account: StatementAccount, currency: string) =>
      account.card ? t('documents.statement.cardBalance', { currency, last4: account.card.last4 }) : currency,
    /**
     * What a statement line was: its transaction's name as the statement screen gives it (a card
     * top-up and a card's payment with the card's last four and the merchant), a fee, or a plain
     * movement. `isCardNamed`: the line stands under its card's own heading, which names the card.
     */
    describe(line: StatementLine, isCardNamed = false): string {
      const typeLabel = line.transaction ? transactionName(line, isCardNamed) : null;
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
