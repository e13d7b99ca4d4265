import { type FlowStep, progressPercent } from '@ferry/shared/domain';
import { useTranslate } from '../i18n/use-translate';

/**
 * The thin bar over a money flow's steps, at the spec's percentage for the step (000 §4 "Flow
 * progress percentage"); a deposit places the card step earlier.
 */
export function FlowProgress({ step, isDeposit = false }: { step: FlowStep; isDeposit?: boolean }) {
  return <ProgressBar percent={progressPercent(step, { isDeposit })} />;
}

/** The thin bar of a flow's progress at `percent`. */
export function ProgressBar({ percent }: { percent: number }) {
  const t = useTranslate();
  return (
    <div
      className="ferry-flow-progress"
      role="progressbar"
      aria-label={t('common.flowProgress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="ferry-flow-progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
