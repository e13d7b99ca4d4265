import { stepStatusIcon, stepStatusLabelKey } from '@ferry/shared/domain';
import { CheckIcon } from '../../../components/icons';
import { useTranslate } from '../../../i18n/use-translate';
import type { ProgressStep } from '../lib/payin-steps';

function CrossIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}

/** The spec's step view (000 §4): a check on DONE, a cross on FAILED, the step's state in words. */
export function ProgressSteps({ steps }: { steps: ProgressStep[] }) {
  const t = useTranslate();
  if (steps.length === 0) return null;
  return (
    <ol className="ferry-tx-steps" aria-label={t('transactions.steps.title')}>
      {steps.map((step) => {
        const icon = stepStatusIcon(step.status);
        return (
          <li key={step.key} className="ferry-tx-step" data-status={step.status}>
            <span className="ferry-tx-step-mark" aria-hidden="true">
              {icon === 'check' ? <CheckIcon size={16} /> : null}
              {icon === 'cross' ? <CrossIcon /> : null}
            </span>
            <span className="ferry-tx-step-text">
              {t(step.key)}
              {step.detail ? (
                <span className="ferry-tx-step-detail" data-testid="tx-step-detail">
                  {t(step.detail.key, step.detail.params)}
                </span>
              ) : null}
            </span>
            <span className="ferry-tx-step-state">{t(stepStatusLabelKey(step.status))}</span>
          </li>
        );
      })}
    </ol>
  );
}
