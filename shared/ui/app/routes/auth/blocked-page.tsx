import { Button } from '@telegram-apps/telegram-ui';
import { Navigate, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { useSupportLink } from '../../../features/support/use-support-link';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { BlockNotice } from '../../../features/verification/components/block-notice';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useInitSettings } from '../../../shell/init-settings';
import { AUTH_PATH, EXCHANGE_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/**
 * `/authentication/blocked`: "Your account is blocked" (spec 001 §6), with a way to support. A
 * signed-in user whose money out is held sees the hold explain itself instead: the reason in
 * plain words, what they may still do, and a one-tap appeal, with the help bot's chat once the
 * appeal is open there; with nothing held, the exchange.
 */
export function BlockedPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const support = useSupportLink();
  const platform = usePlatform();
  const botUsername = useInitSettings().data?.sign_in.telegram?.bot_username;
  const acknowledge = useSession((state) => state.acknowledge);
  const isSignedIn = useSession((state) => state.status === 'signed-in');
  const verification = useVerification({ isEnabled: isSignedIn });
  const supportButton = (
    <Button mode={verification.data?.block ? 'plain' : 'filled'} size="l" stretched onClick={support.open}>
      {t('auth.blocked.contactSupport')}
    </Button>
  );
  if (isSignedIn && verification.isPending) return <LoadingState />;
  const block = isSignedIn ? verification.data?.block : null;
  // An appeal opened in the help bot is answered in its chat: the way there, inside the messenger
  // in the mini-app (Telegram's own link), in a new tab on the web.
  const helpChat = botUsername ? (
    <Button
      mode="filled"
      size="l"
      stretched
      onClick={() => platform.openTelegramLink(`https://t.me/${encodeURIComponent(botUsername)}`)}
    >
      {t('verification.block.openHelpChat')}
    </Button>
  ) : null;
  if (block)
    return (
      <BlockNotice block={block} helpChat={helpChat}>
        {supportButton}
      </BlockNotice>
    );
  // Signed in with nothing held: the account is not blocked, so the screen has nothing to say.
  if (isSignedIn && verification.data) return <Navigate to={EXCHANGE_PATH} replace />;
  return (
    <StatePanel
      role="alert"
      headingLevel={1}
      title={t('auth.blocked.title')}
      description={t('auth.blocked.description')}
      action={
        <div className="ferry-stacked-actions">
          {supportButton}
          <Button
            mode="plain"
            size="m"
            stretched
            onClick={() => {
              acknowledge();
              void navigate(AUTH_PATH, { replace: true });
            }}
          >
            {t('auth.blocked.otherAccount')}
          </Button>
        </div>
      }
    />
  );
}
