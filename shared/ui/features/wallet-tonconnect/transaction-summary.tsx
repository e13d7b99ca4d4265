import type {
  AssetMovement,
  RequestedMessage,
  TransactionReview,
} from '../../../wallet/tonconnect/tonconnect-api';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { formatTokenAmount, TON_DECIMALS } from '../../wallet-ui/chain/token-amount';
import { friendlyAddress } from './connected-wallet';

/**
 * What leaves and what arrives, in plain words, with the fee: the emulation's account of the
 * request. When the emulation failed, only the TON the messages attach is known, and it says so.
 */
export function TransactionSummary({
  review,
  messages,
}: {
  review: TransactionReview;
  messages: readonly RequestedMessage[];
}) {
  const t = useTranslate();
  const { language } = useLanguage();
  const isUnknown = review.flags.includes('emulation-failed');
  const amountOf = (movement: AssetMovement) =>
    formatTokenAmount(movement.amount, movement.decimals, movement.symbol, language);
  return (
    <section className="ferry-tonconnect-summary" aria-label={t('wallet.tonconnect.request.summary')}>
      {isUnknown ? (
        <p className="ferry-tonconnect-unknown">{t('wallet.tonconnect.request.unknownEffect')}</p>
      ) : null}
      <dl className="ferry-amount-summary">
        <div className="ferry-amount-summary-row" data-strong="">
          <dt>{t('wallet.tonconnect.request.youSend')}</dt>
          <dd>
            <Movements
              movements={review.outgoing}
              amountOf={amountOf}
              direction="to"
              nothing={t('wallet.tonconnect.request.nothing')}
            />
          </dd>
        </div>
        <div className="ferry-amount-summary-row">
          <dt>{t('wallet.tonconnect.request.youReceive')}</dt>
          <dd>
            <Movements
              movements={review.incoming}
              amountOf={amountOf}
              direction="from"
              nothing={t('wallet.tonconnect.request.nothing')}
            />
          </dd>
        </div>
        {isUnknown ? null : (
          <div className="ferry-amount-summary-row">
            <dt>{t('wallet.tonconnect.request.fee')}</dt>
            <dd>{formatTokenAmount(review.fee, TON_DECIMALS, 'TON', language)}</dd>
          </div>
        )}
      </dl>
      <p className="ferry-tonconnect-note">
        {t('wallet.tonconnect.request.messages', { count: messages.length })}
      </p>
    </section>
  );
}

function Movements({
  movements,
  amountOf,
  direction,
  nothing,
}: {
  movements: readonly AssetMovement[];
  amountOf(movement: AssetMovement): string;
  direction: 'to' | 'from';
  nothing: string;
}) {
  const t = useTranslate();
  if (movements.length === 0) return <span>{nothing}</span>;
  return (
    <ul className="ferry-tonconnect-movements">
      {movements.map((movement, index) => (
        <li key={`${movement.slug}-${index}`}>
          <span className="ferry-tonconnect-amount">{amountOf(movement)}</span>
          {movement.isUnverified ? (
            <span className="ferry-tonconnect-badge">{t('wallet.tonconnect.request.unverified')}</span>
          ) : null}
          {movement.counterparty ? (
            <span className="ferry-tonconnect-counterparty">
              {t(direction === 'to' ? 'wallet.tonconnect.request.to' : 'wallet.tonconnect.request.from', {
                address: friendlyAddress(movement.counterparty),
              })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
