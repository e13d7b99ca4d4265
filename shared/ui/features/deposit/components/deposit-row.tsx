import { Tappable } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { ChevronIcon } from '../../../components/icons';

interface DepositRowProps {
  before: ReactNode;
  title: string;
  subtitle: string;
  onClick(): void;
  /** For tests and styles: what the row stands for. */
  data?: Record<`data-${string}`, string>;
}

/**
 * One choice in a deposit list (a payway, a currency). Tappable rather than Cell: Cell draws its
 * lines as headings, which a button may not hold, and a button must keep the theme's text colour.
 */
export function DepositRow({ before, title, subtitle, onClick, data }: DepositRowProps) {
  return (
    <Tappable Component="button" type="button" className="ferry-deposit-row" onClick={onClick} {...data}>
      {before}
      <span className="ferry-deposit-row-main">
        <span className="ferry-deposit-row-title">{title}</span>
        <span className="ferry-deposit-row-subtitle">{subtitle}</span>
      </span>
      <span className="ferry-deposit-row-after" aria-hidden="true">
        <ChevronIcon />
      </span>
    </Tappable>
  );
}
