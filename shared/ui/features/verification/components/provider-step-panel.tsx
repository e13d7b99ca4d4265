import type { VerificationStepView } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { FormError } from '../../../components/form-error';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { type ProviderStepKind, useStartProviderStep } from '../api/verification-queries';
import { openProviderPage } from '../utils/open-provider-page';
import { ProviderStepRejected } from './provider-step-rejected';
import './verification.css';

interface ProviderStepPanelProps {
  step: VerificationStepView & { kind: ProviderStepKind };
  onContactSupport(): void;
  /** Where support is, so a rejection's way to support is a real link. */
  supportHref?: string;
  onBack(): void;
  /** The back action's words where it leads elsewhere than the overview (a waiting transaction). */
  backLabel?: string;
}

/**
 * Identity or address, checked on the provider's page: what it takes and the way there; after a
 * RETRY the provider's comment with "Try again"; while the check runs, that it runs; a rejection
 * with the way to support. No state leaves the user without a next move.
 */
export function ProviderStepPanel({
  step,
  onContactSupport,
  supportHref,
  onBack,
  backLabel,
}: ProviderStepPanelProps) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const start = useStartProviderStep();
  const canStart = step.can_start || step.status === 'RETRY';
  const isOpening = start.isPending || start.isSuccess;
  useMainButton({
    text: t(
      step.status === 'RETRY' ? 'verification.step.action.retry' : `verification.provider.${step.kind}.start`,
    ),
    onClick: () => start.mutate(step.kind, { onSuccess: (access) => openProviderPage(access.url) }),
    isLoading: isOpening,
    isEnabled: !isOpening,
    isVisible: canStart,
  });

  if (step.status === 'PROCESSING') {
    return (
      <StatePanel
        role="status"
        title={t('verification.provider.processingTitle')}
        description={t('verification.provider.processingDescription')}
        action={<BackButton onBack={onBack} label={backLabel} />}
      />
    );
  }
  if (step.status === 'REJECTED') {
    return (
      <ProviderStepRejected
        comment={step.reject_comment}
        onContactSupport={onContactSupport}
        supportHref={supportHref}
        back={<BackButton onBack={onBack} label={backLabel} />}
      />
    );
  }
  if (step.status === 'NOT_ALLOWED') {
    return (
      <StatePanel
        role="alert"
        title={t('verification.provider.notAllowedTitle')}
        description={t('verification.provider.notAllowedDescription')}
        action={
          <div className="ferry-stacked-actions">
            <Button mode="filled" size="l" stretched onClick={onContactSupport}>
              {t('verification.support')}
            </Button>
            <BackButton onBack={onBack} label={backLabel} />
          </div>
        }
      />
    );
  }
  if (step.status === 'COMPLETED') {
    return (
      <StatePanel
        role="status"
        title={t('verification.provider.completedTitle')}
        action={<BackButton onBack={onBack} label={backLabel} />}
      />
    );
  }
  const isRetry = step.status === 'RETRY';
  return (
    <section className="ferry-verification-step" aria-label={t(`verification.provider.${step.kind}.title`)}>
      {isRetry ? (
        <h2 className="ferry-verification-card-title">{t('verification.provider.retryTitle')}</h2>
      ) : null}
      {isRetry ? (
        <p className="ferry-verification-comment" role="status">
          {step.reject_comment
            ? t('verification.provider.retryComment', { comment: step.reject_comment })
            : t('verification.provider.retryNoComment')}
        </p>
      ) : null}
      <p className="ferry-verification-note">{t(`verification.provider.${step.kind}.intro`)}</p>
      <p className="ferry-verification-hint">
        {isOpening ? t('verification.provider.opening') : t('verification.provider.handover')}
      </p>
      <FormError message={start.isError ? errorText(start.error) : null} />
      {canStart ? null : <BackButton onBack={onBack} label={backLabel} />}
    </section>
  );
}

function BackButton({ onBack, label }: { onBack(): void; label: string | undefined }) {
  const t = useTranslate();
  return (
    <Button mode="plain" size="m" stretched onClick={onBack}>
      {label ?? t('verification.backToOverview')}
    </Button>
  );
}
