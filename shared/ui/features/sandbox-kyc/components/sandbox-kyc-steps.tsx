import type { SandboxKycApplicant } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { FieldAlert } from '../../../components/form-error';
import { useTranslate } from '../../../i18n/use-translate';
import type { SandboxKycStep } from '../api/sandbox-applicant-queries';
import type { StepPhoto } from '../utils/step-photo';
import { PhotoStep } from './photo-step';

const STEPS_OF_LEVEL: Record<SandboxKycApplicant['level'], SandboxKycStep[]> = {
  identity: ['document', 'selfie'],
  identity_and_address: ['document', 'selfie', 'address'],
};

/**
 * The level's steps, each done only with a photo taken or a file chosen. One camera is open at a
 * time: opening another step's closes the first (its stream stops as it unmounts). In the sandbox
 * the photos stay in this page's memory: the page says so, and submits just which steps were done.
 */
export function SandboxKycSteps({
  level,
  isSubmitting,
  error,
  onSubmit,
}: {
  level: SandboxKycApplicant['level'];
  isSubmitting: boolean;
  error: string | null;
  onSubmit(steps: SandboxKycStep[]): void;
}) {
  const t = useTranslate();
  const steps = STEPS_OF_LEVEL[level];
  const [photos, setPhotos] = useState<Partial<Record<SandboxKycStep, StepPhoto>>>({});
  const [cameraStep, setCameraStep] = useState<SandboxKycStep | null>(null);
  const isComplete = steps.every((step) => photos[step] !== undefined);
  return (
    <form
      className="ferry-kyc-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (isComplete) onSubmit(steps);
      }}
    >
      <ol className="ferry-kyc-steps">
        {steps.map((step) => (
          <PhotoStep
            key={step}
            step={step}
            photo={photos[step] ?? null}
            isCameraOpen={cameraStep === step}
            onCameraOpen={(isOpen) =>
              setCameraStep((current) => (isOpen ? step : current === step ? null : current))
            }
            onPhoto={(photo) =>
              setPhotos((current) => {
                const next = { ...current };
                if (photo) next[step] = photo;
                else delete next[step];
                return next;
              })
            }
          />
        ))}
      </ol>
      <p className="ferry-kyc-note" data-testid="sandbox-kyc-not-kept">
        {t('sandboxKyc.steps.notKept')}
      </p>
      <FieldAlert message={error} />
      <Button type="submit" size="l" stretched disabled={!isComplete} loading={isSubmitting}>
        {t('sandboxKyc.steps.submit')}
      </Button>
      {isComplete ? null : <p className="ferry-kyc-hint">{t('sandboxKyc.steps.missing')}</p>}
    </form>
  );
}
