import type { PayOrder } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { FieldAlert } from '../../../components/form-error';
import { HeadedSection } from '../../../components/headed-section';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import type { PayCard } from './pay-order-card-form';

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="ferry-quote-line">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * The confirm screen's pay-frame variant (spec 000 §2): no rate, no fee and no receiving side —
 * the customer pays the merchant's amount — only whom, how and how much, with one action.
 */
export function PayOrderConfirm({
  order,
  payway,
  card,
  isPaying,
  error,
  onBack,
  onPay,
}: {
  order: PayOrder;
  payway: 'card' | 'sepa';
  card: PayCard | null;
  isPaying: boolean;
  error: string | null;
  onBack(): void;
  onPay(): void;
}) {
  const t = useTranslate();
  const { language } = useLanguage();
  const amount = formatApiMoney(order.amount, order.currency, language);
  return (
    <HeadedSection
      className="ferry-pay-confirm"
      headingId="pay-confirm-title"
      headingClassName="ferry-section-heading"
      title={t('payFrame.confirm.title')}
    >
      <dl className="ferry-quote ferry-quote-lines ferry-confirm-summary" data-testid="pay-order-summary">
        <Line label={t('payFrame.confirm.merchant')}>{order.merchant_name}</Line>
        <Line label={t('payFrame.confirm.method')}>
          {t(`payFrame.method.${payway}`)}
          {card ? (
            <span className="ferry-nowrap"> · •••• {card.number.replace(/\D/g, '').slice(-4)}</span>
          ) : null}
        </Line>
        <Line label={t('payFrame.confirm.total')} testId="pay-order-total">
          <span className="ferry-quote-total">{amount}</span>
        </Line>
      </dl>
      <p className="ferry-field-hint">{t('payFrame.confirm.guest')}</p>
      <FieldAlert message={error} />
      <div className="ferry-pay-actions">
        <Button size="l" stretched loading={isPaying} disabled={isPaying} onClick={onPay}>
          {t('payFrame.confirm.pay', { amount })}
        </Button>
        <Button size="m" mode="plain" stretched disabled={isPaying} onClick={onBack}>
          {t('payFrame.confirm.back')}
        </Button>
      </div>
    </HeadedSection>
  );
}
