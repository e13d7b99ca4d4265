import { Button } from '@telegram-apps/telegram-ui';
import type { MouseEvent, ReactNode } from 'react';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import './verification.css';
import './provider-step-rejected.css';

interface ProviderStepRejectedProps {
  /** The provider's words to the user (Sumsub's `moderationComment`), when it gave any. */
  comment: string | null;
  onContactSupport(): void;
  /**
   * Where support is (a mail address, or the help bot's link), so the way to support is a real link
   * that can be seen, copied and opened anew; pressing it still goes through `onContactSupport`.
   */
  supportHref?: string | undefined;
  back: ReactNode;
}

/**
 * A final rejection (RED+FINAL): what happened in the provider's own words when it gave them, that
 * the user can write to support if they think it is a mistake, and the way there. It never ends
 * the journey: the back action stays beside the support one.
 */
export function ProviderStepRejected({
  comment,
  onContactSupport,
  supportHref,
  back,
}: ProviderStepRejectedProps) {
  const t = useTranslate();
  const openSupport = (event: MouseEvent) => {
    event.preventDefault();
    onContactSupport();
  };
  return (
    <StatePanel
      role="alert"
      title={t('verification.provider.rejectedTitle')}
      description={
        <>
          {comment ? (
            <span className="ferry-verification-comment ferry-verification-rejected-comment">
              {t('verification.provider.rejectedComment', { comment })}
            </span>
          ) : null}
          {t('verification.provider.rejectedDescription')}
        </>
      }
      action={
        <div className="ferry-stacked-actions">
          {supportHref ? (
            <Button Component="a" href={supportHref} mode="filled" size="l" stretched onClick={openSupport}>
              {t('verification.support')}
            </Button>
          ) : (
            <Button mode="filled" size="l" stretched onClick={onContactSupport}>
              {t('verification.support')}
            </Button>
          )}
          {back}
        </div>
      }
    />
  );
}
