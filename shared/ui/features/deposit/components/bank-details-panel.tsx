import type { bankDetailsSchema } from '@ferry/shared/contracts';
import type { z } from 'zod';
import { CopyRow } from '../../../components/copy-row';
import { HeadedSection } from '../../../components/headed-section';
import { MoneyText } from '../../../components/money/money-text';
import { useTranslate } from '../../../i18n/use-translate';

type BankDetails = z.infer<typeof bankDetailsSchema>;

interface BankDetailsPanelProps {
  details: BankDetails;
  amount: string;
  currency: string;
}

/**
 * Where to send a bank transfer (spec 000 §2 deposit, bank rails): recipient, IBAN, the reference
 * that finds the deposit, and the bank; each with a copy button, and when the money arrives.
 */
export function BankDetailsPanel({ details, amount, currency }: BankDetailsPanelProps) {
  const t = useTranslate();
  const lines: { key: string; label: string; value: string; isKey?: boolean }[] = [
    { key: 'recipient', label: t('deposit.bank.recipient'), value: details.recipient },
    ...(details.iban
      ? [{ key: 'iban', label: t('deposit.bank.iban'), value: details.iban, isKey: true }]
      : []),
    { key: 'reference', label: t('deposit.bank.reference'), value: details.reference, isKey: true },
    { key: 'bank_name', label: t('deposit.bank.bankName'), value: details.bank_name },
    { key: 'bank_code', label: t('deposit.bank.bankCode'), value: details.bank_code },
    { key: 'bank_address', label: t('deposit.bank.bankAddress'), value: details.bank_address },
  ];
  return (
    <HeadedSection
      className="ferry-deposit-bank"
      headingId="ferry-deposit-bank-title"
      headingClassName="ferry-deposit-subtitle"
      title={t('deposit.bank.title')}
    >
      <p className="ferry-deposit-bank-amount">
        {t('deposit.bank.send')} <MoneyText amount={amount} currency={currency} />
      </p>
      <div className="ferry-deposit-bank-lines">
        {lines.map((line) => (
          // A fieldset names each line's Copy button after its field ("Reference, Copy").
          <fieldset key={line.key} className="ferry-deposit-bank-line" data-field={line.key}>
            <legend>{line.label}</legend>
            <CopyRow
              value={line.value}
              valueClassName={line.isKey ? 'ferry-deposit-bank-value ferry-mono' : 'ferry-deposit-bank-value'}
              copyValue={line.value}
              label={t('deposit.bank.copy')}
            />
          </fieldset>
        ))}
      </div>
      <p className="ferry-deposit-warning" role="note">
        {t('deposit.bank.referenceWarning')}
      </p>
      <p className="ferry-field-hint">{t('deposit.bank.creditedWithinDay')}</p>
    </HeadedSection>
  );
}
