import type { MessageKey } from '@ferry/locales';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { useTranslate } from '../i18n/use-translate';
import { BALANCES_PATH, EXCHANGE_PATH, PROFILE_PATH } from '../shell/paths';
import { BalancesNavIcon, ExchangeNavIcon, ProfileNavIcon } from './nav-icons';

interface NavItem {
  path: string;
  label: MessageKey;
  Icon: ComponentType<{ size?: number }>;
}

const NAV_ITEMS: readonly NavItem[] = [
  { path: EXCHANGE_PATH, label: 'shell.nav.exchange', Icon: ExchangeNavIcon },
  { path: BALANCES_PATH, label: 'shell.nav.balances', Icon: BalancesNavIcon },
  { path: PROFILE_PATH, label: 'shell.nav.profile', Icon: ProfileNavIcon },
];

/**
 * The main menu, one landmark drawn two ways by `styles/navigation.css`: tabs along the bottom
 * below 992 px, a sidebar from 992 px. The tab of the current area carries `aria-current="page"`
 * (NavLink marks a tab active on its screens below too).
 */
export function MainNavigation({ placement }: { placement: 'root' | 'child' }) {
  const t = useTranslate();
  return (
    <nav className="ferry-nav" aria-label={t('shell.nav.label')} data-placement={placement}>
      <ul className="ferry-nav-list">
        {NAV_ITEMS.map(({ path, label, Icon }) => (
          <li key={path}>
            <NavLink to={path} className="ferry-nav-link">
              <Icon />
              <span className="ferry-nav-label">{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
