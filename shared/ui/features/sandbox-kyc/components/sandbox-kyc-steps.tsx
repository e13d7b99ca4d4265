import type { SandboxKycApplicant } from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { FieldAlert } from '../../../components/form-error';
import { useTranslate } from '../../../i18n/use-translate';
import type { SandboxKycStep } from '../api/sandbox-applicant-queries';

const STEPS_OF_LEVEL: Record<SandboxKycApplicant['level'], SandboxKycStep[]> = {
  identity: ['document', 'selfie'],
  identity_and_address: ['document', 'selfie', 'address'],
};

/** One step's file: only its name is read, to show which one was chosen. */
function StepFile({
  step,
  name,
  onChoose,
}: {
  step: SandboxKycStep;
  name: string | null;
  onChoose(name: string): void;
}) {
  const t = useTranslate();
  const inputId = `sandbox-kyc-${step}`;
  return (
    <li className="ferry-kyc-step" data-testid={`sandbox-kyc-step-${step}`} data-done={name !== null}>
      <label htmlFor={inputId} className="ferry-kyc-step-label">
        <span className="ferry-kyc-step-name">{t(`sandboxKyc.steps.${step}`)}</span>
        <span className="ferry-kyc-step-hint">{t(`sandboxKyc.steps.${step}Hint`)}</span>
      </label>
      <input
        id={inputId}
        className="ferry-kyc-file"
        type="file"
        accept={step === 'address' ? 'image/*,application/pdf' : 'image/*'}
        capture={step === 'selfie' ? 'user' : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onChoose(file.name);
        }}
      />
      {name ? <span className="ferry-kyc-step-chosen">{t('sandboxKyc.steps.chosen', { name })}</span> : null}
    </li>
  );
}

/**
 * The level's steps, one file each. In the sandbox a file is only picked, never read or sent: the
 * page says so, and submits just which steps were done.
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
  const [files, setFiles] = useState<Partial<Record<SandboxKycStep, string>>>({});
  const isComplete = steps.every((step) => files[step] !== undefined);
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
          <StepFile
            key={step}
            step={step}
            name={files[step] ?? null}
            onChoose={(name) => setFiles((current) => ({ ...current, [step]: name }))}
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
