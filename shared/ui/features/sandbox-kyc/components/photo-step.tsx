import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import type { SandboxKycStep } from '../api/sandbox-applicant-queries';
import { type CameraFailure, isCameraSupported } from '../camera/camera-failure';
import type { CameraFacing } from '../camera/use-camera';
import type { StepPhoto } from '../utils/step-photo';
import { CameraCapture } from './camera-capture';
import { FilePick } from './file-pick';
import { StepPhotoDone } from './step-photo-done';

/** Which camera a step opens; the proof of address is a file only (a bill, a statement, a PDF). */
const FACING_OF_STEP: Partial<Record<SandboxKycStep, CameraFacing>> = {
  document: 'environment',
  selfie: 'user',
};

interface PhotoStepProps {
  step: SandboxKycStep;
  photo: StepPhoto | null;
  isCameraOpen: boolean;
  onCameraOpen(isOpen: boolean): void;
  onPhoto(photo: StepPhoto | null): void;
}

/**
 * One step of the level: the camera where the page may use it, a file pick always beside it, and
 * once done the photo with the way to replace it. When the camera is missing, refused or finds
 * none, the step says so in plain words and the file pick is the way on.
 */
export function PhotoStep({ step, photo, isCameraOpen, onCameraOpen, onPhoto }: PhotoStepProps) {
  const t = useTranslate();
  const hintId = useId();
  const facing = FACING_OF_STEP[step];
  const [failure, setFailure] = useState<CameraFailure | null>(() =>
    facing && !isCameraSupported() ? 'unsupported' : null,
  );
  const canUseCamera = facing !== undefined && failure !== 'unsupported';
  const stepName = t(`sandboxKyc.steps.${step}`);

  let body: ReactNode;
  if (photo) {
    body = <StepPhotoDone photo={photo} stepName={stepName} onReplace={() => onPhoto(null)} />;
  } else if (isCameraOpen && facing) {
    body = (
      <CameraCapture
        facing={facing}
        onUse={(blob) => {
          onPhoto({ blob, fileName: null });
          onCameraOpen(false);
        }}
        onCancel={() => onCameraOpen(false)}
        onFailure={(reason) => {
          setFailure(reason);
          onCameraOpen(false);
        }}
      />
    );
  } else {
    body = (
      <>
        {failure ? (
          <p className="ferry-kyc-camera-failure" role="alert" data-testid={`sandbox-kyc-camera-${failure}`}>
            {t(`sandboxKyc.camera.failure.${failure}`)}
          </p>
        ) : null}
        {canUseCamera ? (
          <Button
            type="button"
            size="m"
            // After a refusal the file pick is the likelier way on: the camera no longer leads.
            mode={failure ? 'bezeled' : 'filled'}
            stretched
            onClick={() => {
              setFailure(null);
              onCameraOpen(true);
            }}
          >
            {t(failure ? 'sandboxKyc.camera.retry' : 'sandboxKyc.camera.open')}
          </Button>
        ) : null}
        <FilePick
          step={step}
          isAlternative={canUseCamera}
          onPick={(file) => onPhoto({ blob: file, fileName: file.name })}
        />
      </>
    );
  }

  return (
    <li className="ferry-kyc-step" data-testid={`sandbox-kyc-step-${step}`} data-done={photo !== null}>
      <fieldset className="ferry-kyc-step-group" aria-describedby={hintId}>
        <legend className="ferry-kyc-step-name">{stepName}</legend>
        <p id={hintId} className="ferry-kyc-step-hint">
          {t(`sandboxKyc.steps.${step}Hint`)}
        </p>
        {body}
      </fieldset>
    </li>
  );
}
