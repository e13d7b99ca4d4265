import type { TransactionView } from '@ferry/shared/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MoneyText } from './money-text';
import { StatusBadge } from './status-badge';

interface TransactionRowLinkProps {
  transaction: TransactionView;
  /** The transaction's own screen. */
  to: string;
  /** What stands before the amount: the icon, the title, the meta line. */
  children: ReactNode;
}

/** One transaction in a list: the whole row opens it, its signed amount and status at the end. */
export function TransactionRowLink({ transaction, to, children }: TransactionRowLinkProps) {
  return (
    <li>
      <Link to={to} className="ferry-transaction-row" data-transaction-id={transaction.id}>
        {children}
        <span className="ferry-transaction-side">
          <MoneyText
            amount={transaction.amount}
            currency={transaction.currency}
            type={transaction.type}
            className="ferry-transaction-amount"
          />
          <StatusBadge status={transaction.status} />
        </span>
      </Link>
    </li>
  );
}
