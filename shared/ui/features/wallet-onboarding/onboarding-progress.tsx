import { useTranslate } from '../../i18n/use-translate';

/** Where each onboarding step stands in the whole setup (a thin bar, like the money flows). */
const PERCENT = { words: 20, challenge: 45, secure: 70, biometry: 90 } as const;

export type OnboardingStep = keyof typeof PERCENT;

export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const t = useTranslate();
  const percent = PERCENT[step];
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
