import type { PayOrder } from '@ferry/shared/contracts';
import { isReturnUrl } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useRef, useState } from 'react';
import { CopyRow } from '../../../components/copy-row';
import { HeadedSection } from '../../../components/headed-section';
import { formatApiMoney } from '../../../components/money/money-text';
import { StatePanel } from '../../../components/state-panel';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useFrameEvents } from '../../../shell/frame/frame-events';
import { usePayOrderThreeDs } from '../api/pay-order-queries';

/** The bank's 3-D Secure code for the order's card payment (one idempotency key per code typed). */
export function PayOrderThreeDs({ token, codeLength }: { token: string; codeLength: number }) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const complete = usePayOrderThreeDs(token);
  const [code, setCode] = useState('');
  const idempotencyKey = useRef(crypto.randomUUID());
  return (
    <form
      className="ferry-form ferry-pay-three-ds"
      noValidate
      aria-labelledby="pay-three-ds-title"
      onSubmit={(event) => {
        event.preventDefault();
        complete.mutate(
          { code, idempotencyKey: idempotencyKey.current },
          { onSettled: () => (idempotencyKey.current = crypto.randomUUID()) },
        );
      }}
    >
      <h2 id="pay-three-ds-title" className="ferry-section-heading">
        {t('payFrame.threeDs.title')}
      </h2>
      <p className="ferry-field-hint">{t('payFrame.threeDs.lead')}</p>
      <TextField
        label={t('payFrame.threeDs.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        value={code}
        error={complete.isError ? errorText(complete.error) : null}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength))}
      />
      <Button
        type="submit"
        size="l"
        stretched
        loading={complete.isPending}
        disabled={code.length !== codeLength || complete.isPending}
      >
        {t('payFrame.threeDs.submit')}
      </Button>
    </form>
  );
}

/** Where to send the bank transfer that pays the order. */
export function PayOrderBank({ order }: { order: PayOrder }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const details = order.payment?.bank_details;
  if (!details) return null;
  const rows = [
    { key: 'recipient', label: t('deposit.bank.recipient'), value: details.recipient },
    ...(details.iban ? [{ key: 'iban', label: t('deposit.bank.iban'), value: details.iban }] : []),
    { key: 'reference', label: t('deposit.bank.reference'), value: details.reference },
    { key: 'bank_name', label: t('deposit.bank.bankName'), value: details.bank_name },
    { key: 'bank_code', label: t('deposit.bank.bankCode'), value: details.bank_code },
  ];
  return (
    <HeadedSection
      className="ferry-pay-bank"
      headingId="pay-bank-title"
      headingClassName="ferry-section-heading"
      title={t('payFrame.bank.title')}
    >
      <p className="ferry-field-hint">
        {t('payFrame.bank.lead', { amount: formatApiMoney(order.amount, order.currency, language) })}
      </p>
      <dl className="ferry-quote ferry-quote-lines">
        {rows.map((row) => (
          <div key={row.key} className="ferry-quote-line">
            <dt>{row.label}</dt>
            <dd>
              <CopyRow value={row.value} copyValue={row.value} label={row.label} />
            </dd>
          </div>
        ))}
      </dl>
      <PayOrderWaiting />
    </HeadedSection>
  );
}

export function PayOrderWaiting() {
  const t = useTranslate();
  return (
    <p className="ferry-pay-waiting" role="status">
      {t('payFrame.status.waiting')}
    </p>
  );
}

/** Where the customer goes back to, with the order's reference and status for the shop's page. */
export function orderReturnAddress(order: PayOrder): string | null {
  const base = order.status === 'DONE' ? order.return_url : (order.return_fail_url ?? order.return_url);
  // Orders stored before the contract checked them may hold `javascript:`: no link is made of it.
  if (!base || !isReturnUrl(base)) return null;
  const url = new URL(base);
  url.searchParams.set('orderReference', order.merchant_reference);
  url.searchParams.set('orderStatus', order.status);
  return url.toString();
}

/** The paid order (or, with `isTerminalOnly`, only the way back from an ended one). */
export function PayOrderDone({
  order,
  isTerminalOnly = false,
}: {
  order: PayOrder;
  isTerminalOnly?: boolean;
}) {
  const t = useTranslate();
  const { language } = useLanguage();
  const emit = useFrameEvents();
  const address = orderReturnAddress(order);
  const back = address ? (
    <a
      className="ferry-button-link ferry-frame-return"
      href={address}
      target="_top"
      rel="noopener"
      onClick={() =>
        emit('closed', {
          merchant_reference: order.merchant_reference,
          status: order.status,
          return_url: address,
        })
      }
    >
      {t('payFrame.returnToShop', { merchant: order.merchant_domain ?? new URL(address).host })}
    </a>
  ) : null;
  if (isTerminalOnly) return back;
  return (
    <div data-testid="pay-order-done">
      <StatePanel
        headingLevel={1}
        role="status"
        illustration={<span className="ferry-pay-done-mark">✓</span>}
        title={t('payFrame.status.done')}
        description={t('payFrame.status.doneLead', {
          merchant: order.merchant_name,
          amount: formatApiMoney(order.amount, order.currency, language),
        })}
        action={back}
      />
    </div>
  );
}
