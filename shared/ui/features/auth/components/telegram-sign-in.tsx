import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useSession } from '../../../shell/session/session-context';

/**
 * Inside Telegram there is no form: the init data is the proof. After a logout (or an expired
 * session) the user taps Telegram's main button to sign in again.
 */
export function TelegramSignIn({ initData }: { initData: string }) {
  const t = useTranslate();
  const signIn = useSession((state) => state.signInWithInitData);
  const isSigningIn = useSession((state) => state.status === 'signing-in');
  useMainButton({
    text: t('auth.telegram.continue'),
    onClick: () => void signIn(initData),
    isLoading: isSigningIn,
  });
  return <StatePanel title={t('auth.telegram.title')} description={t('auth.telegram.description')} />;
}
