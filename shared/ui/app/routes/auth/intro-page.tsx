import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingState } from '../../../components/loading-state';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useInitSettings } from '../../../shell/init-settings';
import { useLocalStore } from '../../../shell/local-store-context';
import { AUTH_PATH } from '../../../shell/paths';

const HIGHLIGHTS = ['auth.intro.exchange', 'auth.intro.balances', 'auth.intro.secure'] as const;

/** `/authentication/intro`: a first look before signing in, only where the intro is enabled. */
export function IntroPage() {
  const { data: settings, isPending } = useInitSettings();
  if (isPending) return <LoadingState />;
  if (!settings?.is_intro_enabled) return <Navigate to={AUTH_PATH} replace />;
  return <Intro />;
}

function Intro() {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const intro = useLocalStore('intro-seen');
  useMainButton({
    text: t('auth.intro.start'),
    onClick: () => {
      intro.storage.setItem(intro.key, '1');
      void navigate(AUTH_PATH, { replace: true, state: location.state });
    },
  });
  return (
    <section className="ferry-intro">
      <h1 className="ferry-intro-title">{t('auth.intro.title')}</h1>
      <p className="ferry-form-lead">{t('auth.intro.lead')}</p>
      <ul className="ferry-intro-list">
        {HIGHLIGHTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
