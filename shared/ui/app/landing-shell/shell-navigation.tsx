import { BalancesNavIcon, ExchangeNavIcon, ProfileNavIcon } from '../../layout/nav-icons';
import type { ShellProps } from './shell-text';

/** `AppLayout`'s main menu as a signed-in visit's first frame shows it. */
const NAV_ITEMS = [
  { path: '/exchange', label: 'shell.nav.exchange', Icon: ExchangeNavIcon },
  { path: '/balances', label: 'shell.nav.balances', Icon: BalancesNavIcon },
  { path: '/profile', label: 'shell.nav.profile', Icon: ProfileNavIcon },
] as const;

export function ShellNavigation({ variant, english }: ShellProps) {
  return (
    <nav
      className="ferry-nav"
      aria-label={english('shell.nav.label')}
      data-shell-label="shell.nav.label"
      data-placement="root"
    >
      <ul className="ferry-nav-list">
        {NAV_ITEMS.map(({ path, label, Icon }) => {
          const isCurrent = path === `/${variant.screen}`;
          return (
            <li key={path}>
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
        })}
      </ul>
    </nav>
  );
}
