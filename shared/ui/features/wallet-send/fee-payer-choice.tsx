import { useId } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import type { FeePayer } from './amount-rules';

interface FeePayerChoiceProps {
  /** The token being sent, which the relay takes its fee in. */
  symbol: string;
  value: FeePayer;
  canPayInTon: boolean;
  canPayInToken: boolean;
  isDisabled: boolean;
  onChange: (payer: FeePayer) => void;
}

/**
 * "Pay the fee in TON / USD₮" as a segmented radio group (arrow keys move between them), shown
 * when the relay offers to take the fee in the token. A way that can't pay is disabled, with the
 * reason under the group.
 */
export function FeePayerChoice({
  symbol,
  value,
  canPayInTon,
  canPayInToken,
  isDisabled,
  onChange,
}: FeePayerChoiceProps) {
  const t = useTranslate();
  const name = useId();
  const reasonId = useId();
  const { haptics } = usePlatform();
  const options = [
    {
      payer: 'ton',
      label: 'TON',
      canPay: canPayInTon,
      reason: t('wallet.send.amount.notEnoughFee', { currency: 'TON' }),
    },
    {
      payer: 'token',
      label: symbol,
      canPay: canPayInToken,
      reason: t('wallet.send.amount.notEnoughWithRelayFee', { symbol }),
    },
  ] as const satisfies readonly { payer: FeePayer; label: string; canPay: boolean; reason: string }[];
  // Only the way not chosen can need a reason here: for the chosen one, the amount check speaks.
  const blocked = options.find((option) => !option.canPay && option.payer !== value);
  return (
    <fieldset className="ferry-field ferry-wallet-fee-payer">
      <legend className="ferry-field-label">{t('wallet.send.confirm.feePayer')}</legend>
      <div className="ferry-segmented">
        {options.map((option) => (
          <label key={option.payer} className="ferry-segment">
            <input
              type="radio"
              name={name}
              value={option.payer}
              checked={value === option.payer}
              disabled={isDisabled || !option.canPay}
              aria-describedby={option === blocked ? reasonId : undefined}
              onChange={() => {
                onChange(option.payer);
                haptics.selectionChanged();
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {blocked ? (
        <p id={reasonId} className="ferry-field-hint">
          {blocked.reason}
        </p>
      ) : null}
    </fieldset>
  );
}
