import type { MessageKey } from '@ferry/locales';
import { type ComponentType, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslate } from '../i18n/use-translate';
import { useDisplayMode } from '../shell/display-mode-context';
import { BALANCES_PATH, EXCHANGE_PATH, PROFILE_PATH } from '../shell/paths';
import { useSupportLink } from '../shell/support-link';
import {
  BalancesNavIcon,
  ExchangeNavIcon,
  FarmNavIcon,
  FrensNavIcon,
  MoreNavIcon,
  ProfileNavIcon,
  SupportNavIcon,
  WalletNavIcon,
} from './nav-icons';
import { FARM_TAB_PATH, FRENS_TAB_PATH, WALLET_TAB_PATH } from './navigation-visibility';

interface NavItem {
  path: string;
  label: MessageKey;
  Icon: ComponentType<{ size?: number }>;
}

const EXCHANGE: NavItem = { path: EXCHANGE_PATH, label: 'shell.nav.exchange', Icon: ExchangeNavIcon };
const BALANCES: NavItem = { path: BALANCES_PATH, label: 'shell.nav.balances', Icon: BalancesNavIcon };
const PROFILE: NavItem = { path: PROFILE_PATH, label: 'shell.nav.profile', Icon: ProfileNavIcon };
const FARM: NavItem = { path: FARM_TAB_PATH, label: 'shell.nav.farm', Icon: FarmNavIcon };
const FRENS: NavItem = { path: FRENS_TAB_PATH, label: 'shell.nav.frens', Icon: FrensNavIcon };
const WALLET: NavItem = { path: WALLET_TAB_PATH, label: 'shell.nav.wallet', Icon: WalletNavIcon };

/**
 * Full display: the spec's sidebar tabs (exchanger, balances, profile), along the bottom on
 * mobile; the farm and frens pages follow them in the sidebar and sit behind More on a phone.
 */
const SIDEBAR_ITEMS: readonly NavItem[] = [EXCHANGE, BALANCES, PROFILE];
const SIDEBAR_MORE: readonly NavItem[] = [FARM, FRENS];

/**
 * The mini-app (docs/decisions.md, "The mini-app's seven main tabs"): four tabs and More along
 * the bottom; More opens a sheet with the rest and SUPPORT. On a wide window all seven stand in
 * the sidebar.
 */
const MESSENGER_BAR: readonly NavItem[] = [EXCHANGE, BALANCES, FARM, FRENS];
const MESSENGER_MORE: readonly NavItem[] = [WALLET, PROFILE];

function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const t = useTranslate();
  const { path, label, Icon } = item;
  return (
    // The wallet lives under /balances: only the most specific tab is current.
    <NavLink to={path} className="ferry-nav-link" onClick={onNavigate} end={path === BALANCES_PATH}>
      <Icon />
      <span className="ferry-nav-label">{t(label)}</span>
    </NavLink>
  );
}

function SupportButton({ onOpen }: { onOpen?: () => void }) {
  const t = useTranslate();
  const support = useSupportLink();
  return (
    <a
      href={support.href}
      className="ferry-nav-link"
      onClick={(event) => {
        event.preventDefault();
        onOpen?.();
        support.open();
      }}
    >
      <SupportNavIcon />
      <span className="ferry-nav-label">{t('shell.nav.support')}</span>
    </a>
  );
}

/**
 * The main menu, one landmark drawn two ways by `styles/navigation.css`: tabs along the bottom
 * below 992 px, a sidebar from 992 px. The tab of the current area carries `aria-current="page"`
 * (NavLink marks a tab active on its screens below too).
 */
export function MainNavigation({ placement }: { placement: 'root' | 'child' }) {
  const t = useTranslate();
  const mode = useDisplayMode();
  const isMessenger = mode === 'messenger';
  const moreItems = isMessenger ? MESSENGER_MORE : SIDEBAR_MORE;
  return (
    <nav className="ferry-nav" aria-label={t('shell.nav.label')} data-placement={placement}>
      <ul className="ferry-nav-list">
        {(isMessenger ? MESSENGER_BAR : SIDEBAR_ITEMS).map((item) => (
          <li key={item.path}>
            <NavItemLink item={item} />
          </li>
        ))}
        {moreItems.map((item) => (
          <li key={item.path} className="ferry-nav-overflow">
            <NavItemLink item={item} />
          </li>
        ))}
        {isMessenger ? (
          <li className="ferry-nav-overflow">
            <SupportButton />
          </li>
        ) : null}
        <li className="ferry-nav-more-item">
          <MoreMenu items={moreItems} hasSupport={isMessenger} />
        </li>
      </ul>
    </nav>
  );
}

/**
 * More on the bottom bar: a sheet with the rest (the mini-app's wallet, profile and support; the
 * web's farm and frens); closes on a choice.
 */
function MoreMenu({ items, hasSupport }: { items: readonly NavItem[]; hasSupport: boolean }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const sheetId = useId();
  const isCurrent = items.some((item) => isUnder(pathname, item.path));

  // Drawers close on route change (spec 000 §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new path on purpose
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  return (
    <>
      <button
        type="button"
        className="ferry-nav-link ferry-nav-more"
        aria-expanded={isOpen}
        aria-controls={sheetId}
        data-current={isCurrent}
        onClick={() => setOpen((open) => !open)}
      >
        <MoreNavIcon />
        <span className="ferry-nav-label">{t('shell.nav.more')}</span>
      </button>
      {isOpen ? (
        <>
          <button
            type="button"
            className="ferry-nav-sheet-backdrop"
            aria-label={t('shell.nav.close')}
            tabIndex={-1}
            onClick={() => setOpen(false)}
          />
          <div id={sheetId} className="ferry-nav-sheet" role="dialog" aria-label={t('shell.nav.moreTitle')}>
            <ul className="ferry-nav-sheet-list">
              {items.map((item) => (
                <li key={item.path}>
                  <NavItemLink item={item} onNavigate={() => setOpen(false)} />
                </li>
              ))}
              {hasSupport ? (
                <li>
                  <SupportButton onOpen={() => setOpen(false)} />
                </li>
              ) : null}
            </ul>
          </div>
        </>
      ) : null}
    </>
  );
}
