import { useState } from 'react';
import { FieldAlert } from '../../../components/form-error';
import { useTranslate } from '../../../i18n/use-translate';
import type { SandboxKycStep } from '../api/sandbox-applicant-queries';
import { acceptOf, checkStepFile } from '../utils/step-file-check';

interface FilePickProps {
  step: SandboxKycStep;
  /** Whether the camera is offered above: then this is the other way, "Or choose a file". */
  isAlternative: boolean;
  onPick(file: File): void;
}

/**
 * A file for a step, from the device or, on a phone, straight from its camera app (`capture`
 * for the selfie). The native input stays in place for keyboards and screen readers but is drawn
 * as the page's own button, in the page's language. A file of the wrong type or size is refused
 * here with the reason.
 */
export function FilePick({ step, isAlternative, onPick }: FilePickProps) {
  const t = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const inputId = `sandbox-kyc-${step}`;
  return (
    <div className="ferry-kyc-pick">
      <input
        id={inputId}
        className="ferry-kyc-file-input"
        type="file"
        accept={acceptOf(step)}
        capture={step === 'selfie' ? 'user' : undefined}
        aria-invalid={error !== null}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          // Cleared, so choosing the same file again after a refusal fires a change again.
          input.value = '';
          if (!file) return;
          const refusal = checkStepFile(file, step);
          setError(refusal ? t(refusal.message.key, refusal.message.params) : null);
          if (!refusal) onPick(file);
        }}
      />
      <label htmlFor={inputId} className="ferry-kyc-file-button">
        {t(isAlternative ? 'sandboxKyc.file.orChoose' : 'sandboxKyc.file.choose')}
      </label>
      <div id={`${inputId}-error`}>
        <FieldAlert message={error} />
      </div>
    </div>
  );
}
