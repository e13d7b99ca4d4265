import '../../../styles/shell-screens.css';
import { Button } from '@telegram-apps/telegram-ui';
import type { MouseEvent } from 'react';
import { useHref, useLocation } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { host } from '../../../lib/host';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useInitSettings } from '../../../shell/init-settings';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { readReturnPath } from '../../../shell/session/return-path';

/** The mini-app's direct link: `startapp` opens the bot's main mini-app. */
function miniAppLink(botUsername: string): string {
  return `https://t.me/${encodeURIComponent(botUsername)}?startapp`;
}

/**
 * Spec 000 §2 "Other screens": maintenance, with the ways in that may already work again — the
 * messenger mini-app and the web app — and a retry of the screen the user was headed for.
 */
export function MaintenancePage() {
  const t = useTranslate();
  const platform = usePlatform();
  const location = useLocation();
  // The settings may not load during maintenance: the Telegram link then waits for a retry.
  const botUsername = useInitSettings().data?.sign_in.telegram?.bot_username ?? null;
  const webAppUrl = new URL(EXCHANGE_PATH, host.origin()).toString();
  const retryHref = useHref(readReturnPath(location.state, EXCHANGE_PATH));

  const openWith = (open: (url: string) => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open(event.currentTarget.href);
  };

  return (
    <StatePanel
      headingLevel={1}
      title={t('shell.maintenance.heading')}
      description={t('shell.maintenance.description')}
      action={
        <div className="ferry-shell-screen-actions">
          <Button mode="filled" size="l" stretched onClick={() => host.assign(retryHref)}>
            {t('shell.maintenance.retry')}
          </Button>
          <ul className="ferry-shell-screen-links">
            {botUsername ? (
              <li>
                <a href={miniAppLink(botUsername)} onClick={openWith(platform.openTelegramLink)}>
                  {t('shell.maintenance.openMiniApp')}
                </a>
              </li>
            ) : null}
            <li>
              <a href={webAppUrl} onClick={openWith(platform.openLink)}>
                {t('shell.maintenance.openWeb')}
              </a>
            </li>
          </ul>
        </div>
      }
    />
  );
}
