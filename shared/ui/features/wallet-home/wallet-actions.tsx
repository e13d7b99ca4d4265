import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../i18n/use-translate';

export interface WalletAction {
  label: string;
  Icon: ComponentType<{ size?: number }>;
  to?: string;
  onClick?: () => void;
  isBusy?: boolean;
}

/** A row of round actions (Receive, Send, Move to Ferry), links or buttons. */
export function WalletActions({ actions }: { actions: WalletAction[] }) {
  const t = useTranslate();
  return (
    <nav className="ferry-balance-actions" aria-label={t('wallet.home.actionsLabel')}>
      {actions.map(({ to, onClick, label, Icon, isBusy }) => {
        const content = (
          <>
            <span className="ferry-balance-action-icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="ferry-balance-action-label">{label}</span>
          </>
        );
        return to ? (
          <Link key={label} to={to} className="ferry-balance-action">
            {content}
          </Link>
        ) : (
          <button
            key={label}
            type="button"
            className="ferry-balance-action ferry-wallet-action-button"
            onClick={onClick}
            disabled={isBusy}
            aria-busy={isBusy || undefined}
          >
            {content}
          </button>
        );
      })}
    </nav>
  );
}

export { MoveIcon, ReceiveIcon, SendIcon } from './wallet-money-icons';
