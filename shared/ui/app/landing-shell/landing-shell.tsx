import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { UserIcon } from '../../components/icons';
import { BalancesScreen } from './balances-shell';
import { ExchangeScreen } from './exchange-shell';
import { ShellNavigation } from './shell-navigation';
import { type ShellProps, Text } from './shell-text';

/**
 * The landing screens as their first frame looks, drawn into the HTML at build time
 * (`render-landing-shells.tsx`) so the page shows them before any script of the app runs. Every
 * element, class and size is the one the real screen commits first (its data still loading), so
 * React's first commit replaces this markup without anything moving. Texts carry their catalogue
 * key in `data-shell-text`; the page's first script puts in the visitor's language
 * (`shell-boot.ts`). Keep it in step with `AppLayout`, `ExchangePage` and `BalancesPage`: the
 * browser check `tests/e2e/first-paint-shell.spec.ts` measures the shift across the takeover.
 */

export type { ShellEnglish, ShellTextKey } from './shell-text';

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
