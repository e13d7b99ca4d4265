import '../../../styles/shell-screens.css';
import { Button } from '@telegram-apps/telegram-ui';
import { Navigate, useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { host } from '../../../lib/host';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { readReturnPath } from '../../../shell/session/return-path';

/** A path inside the app (`/balances`), never another site, from the host's `?from=`. */
function appPathFrom(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

/**
 * Spec 000 §2 `/native-error`: where the native app's host sends the app when a screen failed to
 * load (`/native/native-error?from=/balances`). Try again loads that screen afresh; Go home leads
 * to the exchange. Only the native host sends the app here: opened anywhere else (a link followed in
 * the browser, the mini-app, a frame), nothing failed, so it leads home instead of saying so.
 */
export function NativeErrorPage() {
  if (useDisplayMode() !== 'native') return <Navigate to={EXCHANGE_PATH} replace />;
  return <NativeErrorScreen />;
}

function NativeErrorScreen() {
  const t = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const retryPath = appPathFrom(searchParams.get('from')) ?? readReturnPath(location.state, EXCHANGE_PATH);
  const retryHref = useHref(retryPath);
  return (
    <StatePanel
      headingLevel={1}
      role="alert"
      illustration={
        <span className="ferry-native-mark" data-kind="error">
          !
        </span>
      }
      title={t('shell.nativeError.heading')}
      description={t('shell.nativeError.description')}
      action={
        <div className="ferry-shell-screen-actions">
          <Button mode="filled" size="l" stretched onClick={() => host.assign(retryHref)}>
            {t('shell.nativeError.retry')}
          </Button>
          <Button
            mode="plain"
            size="l"
            stretched
            onClick={() => void navigate(EXCHANGE_PATH, { replace: true })}
          >
            {t('common.goHome')}
          </Button>
        </div>
      }
    />
  );
}
