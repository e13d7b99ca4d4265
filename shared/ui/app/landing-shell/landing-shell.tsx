import type { MessageKey } from '@ferry/locales';
import { AppRoot, Button, IconButton, Skeleton } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { findCurrency } from '../../../domain/index';
import { CurrencyBadge } from '../../components/currency-badge';
import { ChevronIcon, SwapIcon, UserIcon } from '../../components/icons';
import { ListSkeleton } from '../../features/balances/components/list-skeleton';
import { CurrencyListSkeleton } from '../../features/currencies/components/currency-list-skeleton';
import { WalletIcon } from '../../features/web3-wallet/common/wallet-icons';
import { WALLET_PATH } from '../../features/web3-wallet/wallet-paths';
import { BalancesNavIcon, ExchangeNavIcon, ProfileNavIcon } from '../../layout/nav-icons';
import type { LandingShellVariant } from './landing-shell-variants';

/**
 * The landing screens as their first frame looks, drawn into the HTML at build time
 * (`render-landing-shells.tsx`) so the page shows them before any script of the app runs. Every
 * element, class and size is the one the real screen commits first (its data still loading), so
 * React's first commit replaces this markup without anything moving. Texts carry their catalogue
 * key in `data-shell-text`; the page's first script puts in the visitor's language
 * (`shell-boot.ts`). Keep it in step with `AppLayout`, `ExchangePage` and `BalancesPage`: the
 * browser check `tests/e2e/first-paint-shell.spec.ts` measures the shift across the takeover.
 */

/** A text the first script translates: `@…` keys are computed ones (a currency's name, a language). */
export type ShellTextKey = MessageKey | `@${string}`;

function Text({ id, children }: { id: ShellTextKey; children: string }) {
  return <span data-shell-text={id}>{children}</span>;
}

/** The English text of a key, looked up at build time. */
export type ShellEnglish = (key: ShellTextKey) => string;

interface ShellProps {
  variant: LandingShellVariant;
  english: ShellEnglish;
}

const NAV_ITEMS = [
  { path: '/exchange', label: 'shell.nav.exchange', Icon: ExchangeNavIcon },
  { path: '/balances', label: 'shell.nav.balances', Icon: BalancesNavIcon },
  { path: '/profile', label: 'shell.nav.profile', Icon: ProfileNavIcon },
] as const;

function ShellNavigation({ variant, english }: ShellProps) {
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

function Segments({
  english,
  keys,
  checked,
}: {
  english: ShellEnglish;
  keys: readonly MessageKey[];
  checked: number;
}) {
  return (
    <div className="ferry-segmented">
      {keys.map((key, index) => (
        <label key={key} className="ferry-segment">
          <input type="radio" name={`ferry-shell-${keys[0]}`} defaultChecked={index === checked} />
          <Text id={key}>{english(key)}</Text>
        </label>
      ))}
    </div>
  );
}

function PairSide({
  side,
  code,
  amount,
  english,
  basename,
}: {
  side: 'from' | 'to';
  code: string;
  amount: string;
  english: ShellEnglish;
  basename: string;
}) {
  const currency = findCurrency(code);
  const label = side === 'from' ? 'exchange.youPay' : 'exchange.youGet';
  const amountLabel = side === 'from' ? 'exchange.form.amountYouPay' : 'exchange.form.amountYouGet';
  return (
    <div className="ferry-exchange-side-box" data-side={side}>
      <a className="ferry-pair-selector" data-side={side} href={`${basename}/exchange/currency-list/${side}`}>
        <span className="ferry-pair-label" data-shell-text={label}>
          {english(label)}
        </span>
        <span className="ferry-pair-value">
          <CurrencyBadge currency={currency ?? { code, symbol: null, kind: 'crypto' }} size="l" />
          <span className="ferry-pair-text">
            <span className="ferry-pair-code">{code}</span>
            <span className="ferry-pair-name" data-shell-text={`@currency.${code}`}>
              {english(`@currency.${code}`)}
            </span>
          </span>
          <span className="ferry-pair-chevron">
            <ChevronIcon />
          </span>
        </span>
      </a>
      <label
        htmlFor={`ferry-shell-amount-${side}`}
        className="ferry-visually-hidden"
        data-shell-text={amountLabel}
      >
        {english(amountLabel)}
      </label>
      <input
        id={`ferry-shell-amount-${side}`}
        className="ferry-input ferry-exchange-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        defaultValue={amount}
        data-shell-amount={side}
      />
      <Skeleton visible>
        <div className="ferry-payway-skeleton" />
      </Skeleton>
    </div>
  );
}

/** `ExchangePage` while its prices load: the form, the web's button and preferences, the catalogue. */
function ExchangeScreen({ variant, english }: ShellProps) {
  const isWeb = variant.app === 'web';
  const buttonText = variant.isSignedIn ? 'common.continue' : 'exchange.quote.signInToContinue';
  return (
    <div className="ferry-exchange">
      <div className="ferry-exchange-side">
        <div className="ferry-exchange-form">
          <fieldset className="ferry-field ferry-exchange-kind">
            <legend className="ferry-visually-hidden" data-shell-text="exchange.kind.label">
              {english('exchange.kind.label')}
            </legend>
            <Segments
              english={english}
              keys={['exchange.kind.buy', 'exchange.kind.sell', 'exchange.kind.swap']}
              checked={0}
            />
          </fieldset>
          <section
            className="ferry-pair"
            aria-label={english('exchange.pairLabel')}
            data-shell-label="exchange.pairLabel"
          >
            <PairSide side="from" code="EUR" amount="100" english={english} basename={variant.basename} />
            <div className="ferry-pair-swap">
              <IconButton
                mode="bezeled"
                size="m"
                aria-label={english('exchange.swap')}
                data-shell-label="exchange.swap"
              >
                <SwapIcon />
              </IconButton>
            </div>
            <PairSide side="to" code="USDT" amount="" english={english} basename={variant.basename} />
          </section>
          <section
            className="ferry-quote"
            aria-label={english('exchange.form.priceLabel')}
            data-shell-label="exchange.form.priceLabel"
          >
            <p className="ferry-field-hint" data-shell-text="exchange.quote.enterAmount">
              {english('exchange.quote.enterAmount')}
            </p>
          </section>
        </div>
        <div className="ferry-main-button-slot">
          {isWeb ? (
            <div className="ferry-main-button-bar">
              <Button mode="filled" size="l" stretched disabled type="button">
                <Text id={buttonText}>{english(buttonText)}</Text>
              </Button>
            </div>
          ) : null}
        </div>
        <div className="ferry-preferences">
          <div className="ferry-field ferry-language-switch">
            <label
              htmlFor="ferry-shell-language"
              className="ferry-field-label"
              data-shell-text="common.language"
            >
              {english('common.language')}
            </label>
            <select id="ferry-shell-language" className="ferry-select">
              <option data-shell-text="@language">{english('@language')}</option>
            </select>
          </div>
          {isWeb ? (
            <fieldset className="ferry-field ferry-theme-switch">
              <legend className="ferry-field-label" data-shell-text="common.theme.label">
                {english('common.theme.label')}
              </legend>
              <Segments
                english={english}
                keys={['common.theme.system', 'common.theme.light', 'common.theme.dark']}
                checked={0}
              />
            </fieldset>
          ) : null}
        </div>
      </div>
      <section className="ferry-exchange-catalogue">
        <h2 className="ferry-heading" data-shell-text="exchange.currencies.title">
          {english('exchange.currencies.title')}
        </h2>
        <CurrencyListSkeleton />
      </section>
    </div>
  );
}

/** `BalancesPage` while the balances load: three skeleton rows and the way to the wallet. */
function BalancesScreen({ variant, english }: ShellProps) {
  return (
    <div className="ferry-balances">
      <ListSkeleton rows={3} />
      <section className="ferry-menu-section">
        <ul className="ferry-menu">
          <li className="ferry-menu-item">
            <a href={`${variant.basename}${WALLET_PATH}`} className="ferry-menu-row">
              <span className="ferry-menu-icon" aria-hidden="true">
                <WalletIcon />
              </span>
              <span className="ferry-menu-text">
                <span className="ferry-menu-label" data-shell-text="wallet.common.title">
                  {english('wallet.common.title')}
                </span>
                <span className="ferry-menu-description" data-shell-text="wallet.common.entryDescription">
                  {english('wallet.common.entryDescription')}
                </span>
              </span>
              <span className="ferry-menu-chevron" aria-hidden="true">
                <ChevronIcon />
              </span>
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}

const TITLE = { exchange: 'exchange.title', balances: 'balances.title' } as const;

/** `AppLayout` around the landing screen, inside telegram-ui's root (light; the first script sets dark). */
export function LandingShell({ variant, english }: ShellProps): ReactNode {
  const title = TITLE[variant.screen];
  // A signed-in visit shows the main menu on a main tab; a visitor has the account link instead.
  const hasNavigation = variant.isSignedIn;
  return (
    // Inert: a picture of the screen until the app takes over, so nothing typed or tapped is lost
    // (and assistive technology waits for the real screen, as before).
    <AppRoot appearance="light" platform={variant.uiPlatform} className="ferry-root" inert>
      <div
        className="ferry-shell"
        data-display-mode={variant.app === 'miniapp' ? 'messenger' : 'display'}
        data-navigation={hasNavigation ? 'root' : undefined}
      >
        {hasNavigation ? <ShellNavigation variant={variant} english={english} /> : null}
        <header className="ferry-topbar">
          <h1 className="ferry-title" data-shell-text={title}>
            {english(title)}
          </h1>
          {hasNavigation ? null : (
            <a className="ferry-account-link" href={`${variant.basename}/authentication`}>
              <UserIcon size={20} />
              <Text id="auth.signIn">{english('auth.signIn')}</Text>
            </a>
          )}
        </header>
        <main className="ferry-main" tabIndex={-1}>
          {variant.screen === 'exchange' ? (
            <ExchangeScreen variant={variant} english={english} />
          ) : (
            <BalancesScreen variant={variant} english={english} />
          )}
        </main>
      </div>
    </AppRoot>
  );
}
