import { Button } from '@telegram-apps/telegram-ui';
import { useNavigate } from 'react-router';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { EXCHANGE_PATH } from '../../shell/paths';

/** Spec 000 §2: "Page not found" with a Go home action, which leads to the exchange landing. */
export function NotFoundPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  return (
    <StatePanel
      headingLevel={1}
      illustration={<span className="ferry-not-found-code">404</span>}
      title={t('common.notFound.title')}
      description={t('common.notFound.description')}
      action={
        <Button mode="filled" size="l" onClick={() => void navigate(EXCHANGE_PATH)}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
