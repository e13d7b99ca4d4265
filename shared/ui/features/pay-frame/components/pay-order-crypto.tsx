import type { PayOrder } from '@ferry/shared/contracts';
import { PAY_ORDER_CRYPTO_CURRENCIES } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { CopyButton } from '../../../components/copy-button';
import { FieldAlert } from '../../../components/form-error';
import { formatApiMoney } from '../../../components/money/money-text';
import { PayFromWallet } from '../../../components/pay-from-wallet/pay-from-wallet';
import { QrCode } from '../../../components/qr-code';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import type { PayOrderCoin } from '../api/pay-order-queries';

const QR_SIZE = 168;

interface PayOrderCryptoProps {
  order: PayOrder;
  /** The coin whose details are asked for or shown. */
  coin: PayOrderCoin;
  isPreparing: boolean;
  error: string | null;
  /** Absent once a transfer is under way: the coin can no longer change. */
  onCoin?: (coin: PayOrderCoin) => void;
  onBack?: () => void;
}

function CryptoStatus({ order }: { order: PayOrder }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const crypto = order.crypto;
  if (!crypto) return null;
  const money = (amount: string) => formatApiMoney(amount, crypto.currency, language);
  let text = t('payFrame.crypto.waiting');
  if (order.status === 'WAIT') text = t('payFrame.crypto.confirming');
  else if (Number(crypto.received) > 0)
    text = t('payFrame.crypto.received', { received: money(crypto.received), amount: money(crypto.amount) });
  return (
    <p className="ferry-pay-waiting" role="status" data-testid="pay-crypto-status">
      <span className="ferry-pay-pulse" aria-hidden="true" /> {text}
    </p>
  );
}

/**
 * The order paid in a coin on TON: the coin, then the amount, the order's address and memo, each
 * with a copy button, a QR code and a link that opens a TON wallet with all three filled in; the
 * status line follows the transfer until the order is paid.
 */
export function PayOrderCrypto({ order, coin, isPreparing, error, onCoin, onBack }: PayOrderCryptoProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const crypto = order.crypto?.currency === coin ? order.crypto : null;
  const amount = crypto ? formatApiMoney(crypto.amount, crypto.currency, language) : '';
  const rows = crypto
    ? [
        {
          key: 'amount',
          label: t('payFrame.crypto.amount'),
          copy: t('payFrame.crypto.copyAmount'),
          value: crypto.amount,
          shown: amount,
        },
        {
          key: 'address',
          label: t('payFrame.crypto.address'),
          copy: t('payFrame.crypto.copyAddress'),
          value: crypto.address,
        },
        ...(crypto.memo
          ? [
              {
                key: 'memo',
                label: t('payFrame.crypto.memo'),
                copy: t('payFrame.crypto.copyMemo'),
                value: crypto.memo,
              },
            ]
          : []),
      ]
    : [];
  return (
    <section className="ferry-pay-crypto" aria-labelledby="pay-crypto-title" data-testid="pay-crypto">
      <h2 id="pay-crypto-title" className="ferry-section-heading">
        {t('payFrame.crypto.title')}
      </h2>
      {onCoin ? (
        <fieldset className="ferry-pay-coins">
          <legend className="ferry-visually-hidden">{t('payFrame.crypto.coin')}</legend>
          {PAY_ORDER_CRYPTO_CURRENCIES.map((option) => (
            <button
              key={option}
              type="button"
              className="ferry-pay-coin"
              aria-pressed={option === coin}
              disabled={isPreparing}
              onClick={() => onCoin(option)}
            >
              {option}
            </button>
          ))}
        </fieldset>
      ) : null}
      <FieldAlert message={error} />
      {crypto ? (
        <>
          <p className="ferry-field-hint">{t('payFrame.crypto.lead', { amount })}</p>
          <CryptoStatus order={order} />
          <dl className="ferry-pay-crypto-lines">
            {rows.map((row) => (
              <div key={row.key} className="ferry-pay-crypto-line" data-testid={`pay-crypto-${row.key}`}>
                <dt>{row.label}</dt>
                <dd className="ferry-pay-crypto-value">{row.shown ?? row.value}</dd>
                <dd className="ferry-pay-crypto-copy">
                  <CopyButton value={row.value} label={row.copy} />
                </dd>
              </div>
            ))}
            <div className="ferry-pay-crypto-line">
              <dt>{t('payFrame.crypto.network')}</dt>
              <dd className="ferry-pay-crypto-value">{crypto.network}</dd>
            </div>
          </dl>
          <PayFromWallet coin={coin} address={crypto.address} memo={crypto.memo} amount={crypto.amount} />
          {crypto.memo ? <p className="ferry-field-hint">{t('payFrame.crypto.memoRequired')}</p> : null}
          <p className="ferry-field-hint">
            {t('payFrame.crypto.networkWarning', { currency: crypto.currency })}
          </p>
          <div className="ferry-pay-crypto-qr">
            <QrCode
              value={crypto.deep_link}
              label={t('payFrame.crypto.qrLabel', { amount })}
              size={QR_SIZE}
            />
          </div>
          <a className="ferry-pay-wallet-link" href={crypto.deep_link} data-testid="pay-crypto-wallet-link">
            {t('payFrame.crypto.openWallet')}
          </a>
        </>
      ) : (
        <div className="ferry-pay-skeleton ferry-pay-crypto-pending" aria-busy={isPreparing} />
      )}
      {onBack ? (
        <Button mode="plain" size="m" onClick={onBack}>
          {t('payFrame.confirm.back')}
        </Button>
      ) : null}
    </section>
  );
}
