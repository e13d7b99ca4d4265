import '../../../styles/shell-screens.css';
import { Button } from '@telegram-apps/telegram-ui';
import { useHref, useLocation } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { readReturnPath } from '../../../shell/session/return-path';

/**
 * Spec 000 §2, §8 "Update required": a newer build is deployed and this one's screens can no longer
 * load. Update loads the page the user was headed for afresh, with the new build.
 */
export function UpdateRequiredPage() {
  const t = useTranslate();
  const location = useLocation();
  const target = useHref(readReturnPath(location.state, EXCHANGE_PATH));
  return (
    <StatePanel
      headingLevel={1}
      role="alert"
      title={t('shell.updateRequired.heading')}
      description={t('shell.updateRequired.description')}
      action={
        <Button mode="filled" size="l" onClick={() => window.location.assign(target)}>
          {t('shell.updateRequired.update')}
        </Button>
      }
    />
  );
}
