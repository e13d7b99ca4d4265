import { SUPPORT_EMAIL, SUPPORT_START_PAYLOAD } from '@ferry/shared/domain';
import { host } from '../lib/host';
import { usePlatform } from '../platform-hooks/platform-context';
import { useInitSettings } from './init-settings';

export interface SupportLink {
  href: string;
  /** True when it opens the help bot inside Telegram rather than a mail app. */
  isHelpBot: boolean;
  open(): void;
}

/**
 * Support (spec 000 §1, 001 §2): the help bot's support menu inside Telegram when the bot is configured,
 * otherwise a mail to the support address.
 */
export function useSupportLink(): SupportLink {
  const platform = usePlatform();
  const { data: settings } = useInitSettings();
  const botUsername = settings?.sign_in.telegram?.bot_username;
  if (platform.kind === 'telegram' && botUsername) {
    // `/start support` opens the bot's help menu (bot/src/features/support).
    const href = `https://t.me/${encodeURIComponent(botUsername)}?start=${SUPPORT_START_PAYLOAD}`;
    return { href, isHelpBot: true, open: () => platform.openTelegramLink(href) };
  }
  const href = `mailto:${settings?.support_email ?? SUPPORT_EMAIL}`;
  return {
    href,
    isHelpBot: false,
    open: () => {
      host.goTo(href);
    },
  };
}
