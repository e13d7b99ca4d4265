import {
  BalancesNavIcon,
  ExchangeNavIcon,
  FarmNavIcon,
  FrensNavIcon,
  MoreNavIcon,
  ProfileNavIcon,
  SupportNavIcon,
  WalletNavIcon,
} from '../../layout/nav-icons';
import { FARM_TAB_PATH, FRENS_TAB_PATH, WALLET_TAB_PATH } from '../../layout/navigation-visibility';
import type { ShellProps } from './shell-text';

const EXCHANGE = { path: '/exchange', label: 'shell.nav.exchange', Icon: ExchangeNavIcon } as const;
const BALANCES = { path: '/balances', label: 'shell.nav.balances', Icon: BalancesNavIcon } as const;
const PROFILE = { path: '/profile', label: 'shell.nav.profile', Icon: ProfileNavIcon } as const;
const FARM = { path: FARM_TAB_PATH, label: 'shell.nav.farm', Icon: FarmNavIcon } as const;
const FRENS = { path: FRENS_TAB_PATH, label: 'shell.nav.frens', Icon: FrensNavIcon } as const;
const WALLET = { path: WALLET_TAB_PATH, label: 'shell.nav.wallet', Icon: WalletNavIcon } as const;

type ShellNavItem =
  | typeof EXCHANGE
  | typeof BALANCES
  | typeof PROFILE
  | typeof FARM
  | typeof FRENS
  | typeof WALLET;

/**
 * `AppLayout`'s main menu as a signed-in visit's first frame shows it: the web's three tabs, the
 * mini-app's four, More and the rest (kept for the sidebar of a wide window) in the same places
 * as `MainNavigation` draws them, so nothing moves when the app takes over. Support and More do
 * nothing until then.
 */
export function ShellNavigation({ variant, english }: ShellProps) {
  const isMessenger = variant.basename === '/messenger';
  const link = ({ path, label, Icon }: ShellNavItem, className?: string) => {
    const isCurrent = path === `/${variant.screen}`;
    return (
      <li key={path} className={className}>
        <a
          href={`${variant.basename}${path}`}
          className={isCurrent ? 'ferry-nav-link active' : 'ferry-nav-link'}
          aria-current={isCurrent ? 'page' : undefined}
        >
          <Icon />
          <span className="ferry-nav-label" data-shell-text={label}>
            {english(label)}
          </span>
        </a>
      </li>
    );
  };
  return (
    <nav
      className="ferry-nav"
      aria-label={english('shell.nav.label')}
      data-shell-label="shell.nav.label"
      data-placement="root"
    >
      <ul className="ferry-nav-list">
        {isMessenger ? (
          <>
            {[EXCHANGE, BALANCES, FARM, FRENS].map((item) => link(item))}
            {[WALLET, PROFILE].map((item) => link(item, 'ferry-nav-overflow'))}
            <li className="ferry-nav-overflow">
              <span className="ferry-nav-link">
                <SupportNavIcon />
                <span className="ferry-nav-label" data-shell-text="shell.nav.support">
                  {english('shell.nav.support')}
                </span>
              </span>
            </li>
          </>
        ) : (
          <>
            {[EXCHANGE, BALANCES, PROFILE].map((item) => link(item))}
            {[FARM, FRENS].map((item) => link(item, 'ferry-nav-overflow'))}
          </>
        )}
        <li className="ferry-nav-more-item">
          <span className="ferry-nav-link ferry-nav-more">
            <MoreNavIcon />
            <span className="ferry-nav-label" data-shell-text="shell.nav.more">
              {english('shell.nav.more')}
            </span>
          </span>
        </li>
      </ul>
    </nav>
  );
}
