import { Skeleton } from '@telegram-apps/telegram-ui';
import { ChatIcon, ChevronIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { ChipGroup } from '../../features/balances/components/chip-group';
import { ArrowDownIcon, ArrowUpIcon, ConvertIcon } from '../../features/balances/components/money-icons';
import { DEFAULT_TOTAL_CURRENCY, TOTAL_CURRENCIES } from '../../features/balances/stores/use-total-currency';
import { CHAT_PAY_PATH } from '../../features/chat-pay/utils/chat-pay-paths';
import { convertFormPath, DEPOSIT_PATH, withdrawPath } from '../../shell/paths';
import { WalletIcon } from '../../wallet-ui/wallet-icons';
import { WALLET_PATH } from '../../wallet-ui/wallet-paths';
import type { ShellProps } from './shell-text';

const ACTIONS = [
  { path: DEPOSIT_PATH, label: 'balances.actions.deposit', Icon: ArrowDownIcon },
  { path: withdrawPath(), label: 'balances.actions.withdraw', Icon: ArrowUpIcon },
  { path: convertFormPath(), label: 'balances.actions.convert', Icon: ConvertIcon },
] as const;

/** The balances page's menu rows below its lists, in its order. */
const MENU_ROWS = [
  {
    path: CHAT_PAY_PATH,
    label: 'chatPay.entry.label',
    description: 'chatPay.entry.description',
    Icon: ChatIcon,
  },
  {
    path: WALLET_PATH,
    label: 'wallet.common.title',
    description: 'wallet.common.entryDescription',
    Icon: WalletIcon,
  },
] as const;

/** `BalanceTotal` before the total is valued: its label, the amount's skeleton, the currencies. */
function TotalSkeleton({ english }: Pick<ShellProps, 'english'>) {
  return (
    <section className="ferry-total">
      <h2 className="ferry-total-label" data-shell-text="balances.total.label">
        {english('balances.total.label')}
      </h2>
      <div className="ferry-total-value">
        <Skeleton visible className="ferry-total-skeleton">
          <span className="ferry-total-amount">0.00</span>
        </Skeleton>
      </div>
      <ChipGroup
        label={english('balances.total.currency')}
        isLabelHidden
        options={TOTAL_CURRENCIES.map((code) => ({ value: code, label: code }))}
        value={DEFAULT_TOTAL_CURRENCY}
        onChange={() => undefined}
      />
    </section>
  );
}

/**
 * `BalancesPage` while the balances load: the screen as it will be with one currency (the total,
 * the actions, one skeleton row, the recent transactions' skeleton) and the way to the wallet,
 * which then stays where it is as the figures arrive.
 */
export function BalancesScreen({ variant, english }: ShellProps) {
  return (
    <div className="ferry-balances">
      <TotalSkeleton english={english} />
      <nav
        className="ferry-balance-actions"
        aria-label={english('balances.actions.label')}
        data-shell-label="balances.actions.label"
      >
        {ACTIONS.map(({ path, label, Icon }) => (
          <a key={label} href={`${variant.basename}${path}`} className="ferry-balance-action">
            <span className="ferry-balance-action-icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="ferry-balance-action-label" data-shell-text={label}>
              {english(label)}
            </span>
          </a>
        ))}
      </nav>
      <section className="ferry-balances-section">
        <h2 className="ferry-heading" data-shell-text="balances.list.title">
          {english('balances.list.title')}
        </h2>
        <ListSkeleton rows={1} />
      </section>
      <ListSkeleton rows={2} />
      <section className="ferry-menu-section">
        <ul className="ferry-menu">
          {MENU_ROWS.map(({ path, label, description, Icon }) => (
            <li key={path} className="ferry-menu-item">
              <a href={`${variant.basename}${path}`} className="ferry-menu-row">
                <span className="ferry-menu-icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="ferry-menu-text">
                  <span className="ferry-menu-label" data-shell-text={label}>
                    {english(label)}
                  </span>
                  <span className="ferry-menu-description" data-shell-text={description}>
                    {english(description)}
                  </span>
                </span>
                <span className="ferry-menu-chevron" aria-hidden="true">
                  <ChevronIcon />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
