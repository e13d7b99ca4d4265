import type { TransactionView } from '@ferry/shared/contracts';
import { useTranslate } from '../../../i18n/use-translate';
import { type DetailItem, DetailList } from './detail-list';

type BankDetailsValue = NonNullable<TransactionView['bank_details']>;

/** Where to send a bank deposit (spec 000 §3 bank details), each value copyable. */
export function BankDetails({ details }: { details: BankDetailsValue }) {
  const t = useTranslate();
  const rows: [string, string | null][] = [
    [t('transactions.bank.recipient'), details.recipient],
    [t('transactions.bank.iban'), details.iban],
    [t('transactions.bank.reference'), details.reference],
    [t('transactions.bank.bankName'), details.bank_name],
    [t('transactions.bank.bankAddress'), details.bank_address],
    [t('transactions.bank.bankCode'), details.bank_code],
    [t('transactions.bank.country'), details.country],
  ];
  const items: DetailItem[] = rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([label, value]) => ({ label, value, copyValue: value }));
  return <DetailList title={t('transactions.bank.title')} items={items} />;
}
