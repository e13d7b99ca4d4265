import type { PaymentCardTerms } from '@ferry/shared/contracts';
import { AmountSummary } from '../../../components/money/amount-summary';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';

type CurrencyTerms = PaymentCardTerms['currencies'][number];

/** What the card costs in its currency, shown before the user confirms (spec: fees before confirming). */
export function CardTerms({ terms }: { terms: CurrencyTerms }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const money = (amount: string) => formatApiMoney(amount, terms.currency, language);
  const isFree = Number(terms.issuance_fee) === 0;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(terms.cashback_percent) / 100,
  );
  return (
    <AmountSummary
      label={t('cards.terms.title')}
      rows={[
        {
          label: t('cards.terms.issuance'),
          value: isFree ? t('cards.terms.free') : money(terms.issuance_fee),
        },
        { label: t('cards.terms.activation'), value: money(terms.activation_fee) },
        { label: t('cards.terms.minTopUp'), value: money(terms.min_top_up) },
        { label: t('cards.terms.cashback'), value: percent },
      ]}
    />
  );
}
