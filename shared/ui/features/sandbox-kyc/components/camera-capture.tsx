import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { FieldAlert } from '../../../components/form-error';
import { useTranslate } from '../../../i18n/use-translate';
import type { CameraFailure } from '../camera/camera-failure';
import { captureFrame } from '../camera/capture-frame';
import { type CameraFacing, useCamera } from '../camera/use-camera';
import { useObjectUrl } from '../camera/use-object-url';

interface CameraCaptureProps {
  facing: CameraFacing;
  onUse(photo: Blob): void;
  onCancel(): void;
  onFailure(failure: CameraFailure): void;
}

/**
 * The camera inside a step: a live preview, "Take photo" freezes the frame (and turns the camera
 * off), then "Retake" opens it again or "Use this photo" hands the still to the step. Leaving the
 * step, or the page going out of sight, unmounts this and the camera hook stops the stream.
 */
export function CameraCapture({ facing, onUse, onCancel, onFailure }: CameraCaptureProps) {
  const t = useTranslate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [still, setStill] = useState<Blob | null>(null);
  const [isCapturing, setIsCapturing] = useState(false);
  const [hasCaptureFailed, setHasCaptureFailed] = useState(false);
  const camera = useCamera(facing, still === null);
  const stillUrl = useObjectUrl(still);
  const stream = camera.status === 'live' ? camera.stream : null;

  // The latest handler, so a parent's new function each render does not report the failure again.
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;
  useEffect(() => {
    if (camera.status === 'failed') onFailureRef.current(camera.failure);
  }, [camera]);

  // A page the user left (another app, another tab, the mini-app minimised) closes the camera.
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  useEffect(() => {
    const closeWhenHidden = () => {
      if (document.visibilityState === 'hidden') onCancelRef.current();
    };
    document.addEventListener('visibilitychange', closeWhenHidden);
    return () => document.removeEventListener('visibilitychange', closeWhenHidden);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    // Autoplay covers most browsers; iOS webviews want the explicit call after the source is set.
    video.play?.()?.catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  const takePhoto = async () => {
    const video = videoRef.current;
    if (!video) return;
    setIsCapturing(true);
    setHasCaptureFailed(false);
    try {
      setStill(await captureFrame(video));
    } catch {
      setHasCaptureFailed(true);
    } finally {
      setIsCapturing(false);
    }
  };

  if (still) {
    return (
      <div className="ferry-kyc-camera" data-testid="sandbox-kyc-still">
        {stillUrl ? (
          <img className="ferry-kyc-camera-frame" src={stillUrl} alt={t('sandboxKyc.camera.still')} />
        ) : null}
        <div className="ferry-kyc-camera-actions">
          <Button type="button" size="m" stretched onClick={() => onUse(still)}>
            {t('sandboxKyc.camera.use')}
          </Button>
          <Button type="button" size="m" mode="bezeled" stretched onClick={() => setStill(null)}>
            {t('sandboxKyc.camera.retake')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="ferry-kyc-camera" data-testid="sandbox-kyc-camera" data-camera={camera.status}>
      <video
        ref={videoRef}
        className="ferry-kyc-camera-frame"
        data-facing={facing}
        aria-label={t('sandboxKyc.camera.preview')}
        autoPlay
        playsInline
        muted
      />
      {camera.status === 'starting' ? (
        <p className="ferry-kyc-hint" role="status">
          {t('sandboxKyc.camera.opening')}
        </p>
      ) : null}
      <FieldAlert message={hasCaptureFailed ? t('sandboxKyc.camera.captureFailed') : null} />
      <div className="ferry-kyc-camera-actions">
        <Button
          type="button"
          size="m"
          stretched
          disabled={camera.status !== 'live'}
          loading={isCapturing}
          onClick={takePhoto}
        >
          {t('sandboxKyc.camera.take')}
        </Button>
        <Button type="button" size="m" mode="plain" stretched onClick={onCancel}>
          {t('sandboxKyc.camera.cancel')}
        </Button>
      </div>
    </div>
  );
}
