import { Button } from '@telegram-apps/telegram-ui';
import { StatePanel } from '../../components/state-panel';
import { useTranslate } from '../../i18n/use-translate';
import { host } from '../../lib/host';

/** A screen that threw while rendering: say so plainly and offer a reload. */
export function RouteError() {
  const t = useTranslate();
  return (
    <div className="ferry-shell">
      <main className="ferry-main">
        <StatePanel
          role="alert"
          headingLevel={1}
          title={t('common.error.title')}
          description={t('common.error.description')}
          action={
            <Button mode="filled" size="l" onClick={() => host.reload()}>
              {t('common.reload')}
            </Button>
          }
        />
      </main>
    </div>
  );
}
