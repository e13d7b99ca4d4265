import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import { convertFormPath, withdrawPath } from '../../../shell/paths';
import { ArrowDownIcon, ArrowUpIcon, ConvertIcon } from './money-icons';

interface BalanceActionsProps {
  /** Where Deposit leads: the payway list, or the currency's own deposit screen. */
  depositTo: string;
  /** Presets withdraw and convert to this currency. */
  currency?: string;
}

/** Deposit, Withdraw, Convert: the three things one does with a balance, always in reach. */
export function BalanceActions({ depositTo, currency }: BalanceActionsProps) {
  const t = useTranslate();
  // A merchant's frame may keep money from leaving through it (`isHideSendFundsButton`).
  const isSendHidden = useReadyFrame()?.params.flags.isHideSendFundsButton === true;
  const actions = [
    { to: depositTo, label: t('balances.actions.deposit'), Icon: ArrowDownIcon },
    ...(isSendHidden
      ? []
      : [{ to: withdrawPath(currency), label: t('balances.actions.withdraw'), Icon: ArrowUpIcon }]),
    { to: convertFormPath(currency), label: t('balances.actions.convert'), Icon: ConvertIcon },
  ];
  return (
    <nav className="ferry-balance-actions" aria-label={t('balances.actions.label')}>
      {actions.map(({ to, label, Icon }) => (
        <Link key={label} to={to} className="ferry-balance-action">
          <span className="ferry-balance-action-icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <span className="ferry-balance-action-label">{label}</span>
        </Link>
      ))}
    </nav>
  );
}
