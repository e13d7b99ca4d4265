import { useState } from 'react';
import { useLanguage } from '../../i18n/use-language';
import { useTranslate } from '../../i18n/use-translate';
import { formatTokenAmount, formatTokenAmountShort } from '../../wallet-ui/chain/token-amount';

interface TokenAmountTextProps {
  amount: bigint;
  decimals: number;
  symbol: string;
  className?: string;
  /** Text before the amount (a sign) that stays in both forms. */
  prefix?: string;
  /**
   * The exact amount on tap (the balance on a token's page). Off inside a row that is itself a
   * link: there the exact amount is in the title and on the page the row opens.
   */
  isExpandable?: boolean;
}

/**
 * A token amount in its short form (up to four significant decimals, which lists can show); when digits
 * were left out, the exact amount is in the title and, where expandable, one tap away.
 */
export function TokenAmountText({
  amount,
  decimals,
  symbol,
  className,
  prefix = '',
  isExpandable = false,
}: TokenAmountTextProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const [isExact, setExact] = useState(false);
  const full = `${prefix}${formatTokenAmount(amount, decimals, symbol, language)}`;
  const short = formatTokenAmountShort(amount, decimals, symbol, language);
  if (!short.isShortened) {
    return (
      <span className={className} dir="ltr">
        {full}
      </span>
    );
  }
  if (!isExpandable) {
    return (
      <span className={className} dir="ltr" title={full}>
        {prefix}
        {short.text}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`ferry-token-amount-toggle ${className ?? ''}`}
      dir="ltr"
      aria-pressed={isExact}
      title={isExact ? undefined : t('wallet.home.showExact')}
      onClick={() => setExact((current) => !current)}
    >
      {isExact ? full : `${prefix}${short.text}`}
    </button>
  );
}
