import { Button } from '@telegram-apps/telegram-ui';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { host } from '../../lib/host';
import type { FrameRefusal } from './frame-state';

/** What the frame shows instead of the app when it may not run where it was opened. */
export function FrameRefused({ reason }: { reason: FrameRefusal }) {
  const t = useTranslate();
  return (
    <main className="ferry-main ferry-frame-refused">
      <StatePanel
        role="alert"
        headingLevel={1}
        title={t('shell.frame.refused.title')}
        description={t(`shell.frame.refused.${reason}`)}
        action={
          reason === 'unavailable' ? (
            <Button mode="bezeled" size="m" onClick={() => host.reload()}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    </main>
  );
}
