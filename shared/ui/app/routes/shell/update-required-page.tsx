import '../../../styles/shell-screens.css';
import { Button } from '@telegram-apps/telegram-ui';
import { useHref, useLocation } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { host } from '../../../lib/host';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { isNativeUpdateState } from '../../../shell/native/native-update';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { readReturnPath } from '../../../shell/session/return-path';

/**
 * Spec 000 §2, §8 "Update required", for two reasons:
 * - a newer build is deployed and this one's screens can no longer load: Update loads the page the
 *   user was headed for afresh, with the new build;
 * - the native host app is older than the server serves (`min_native_version`): the button asks
 *   the host to open its store page.
 */
export function UpdateRequiredPage() {
  const t = useTranslate();
  const location = useLocation();
  const { nativeHost } = usePlatform();
  const target = useHref(readReturnPath(location.state, EXCHANGE_PATH));
  if (nativeHost && isNativeUpdateState(location.state)) {
    return (
      <StatePanel
        headingLevel={1}
        role="alert"
        illustration={
          <span className="ferry-native-mark" data-kind="update">
            ↑
          </span>
        }
        title={t('shell.updateRequired.native.heading')}
        description={t('shell.updateRequired.native.description')}
        action={
          <Button mode="filled" size="l" onClick={nativeHost.openStore}>
            {t('shell.updateRequired.native.openStore')}
          </Button>
        }
      />
    );
  }
  return (
    <StatePanel
      headingLevel={1}
      role="alert"
      title={t('shell.updateRequired.heading')}
      description={t('shell.updateRequired.description')}
      action={
        <Button mode="filled" size="l" onClick={() => host.assign(target)}>
          {t('shell.updateRequired.update')}
        </Button>
      }
    />
  );
}
