import { useEffect, useState } from 'react';
import { type CameraFailure, cameraFailureOf, isCameraSupported } from './camera-failure';

/** The rear camera for a document, the front one for a selfie. */
export type CameraFacing = 'environment' | 'user';

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'failed'; failure: CameraFailure };

const OFF: CameraState = { status: 'off' };

/** Ends every track, which turns the camera (and its light) off. */
export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Owns one camera stream: opened while `isOn`, stopped as soon as it turns off or the component
 * that asked goes away, including when the permission answer arrives after that (the late stream
 * is stopped at once, so no camera light is left on). The facing mode is only preferred: a laptop
 * has one camera and still opens it.
 */
export function useCamera(facingMode: CameraFacing, isOn: boolean): CameraState {
  const [state, setState] = useState<CameraState>(OFF);

  useEffect(() => {
    if (!isOn) return;
    if (!isCameraSupported()) {
      setState({ status: 'failed', failure: 'unsupported' });
      return;
    }
    let isCurrent = true;
    let stream: MediaStream | null = null;
    const onEnded = () => {
      // The browser or the system took the camera away (unplugged, permission revoked).
      if (isCurrent) setState({ status: 'failed', failure: 'busy' });
    };
    setState({ status: 'starting' });
    navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: facingMode } }, audio: false }).then(
      (opened) => {
        if (!isCurrent) {
          stopStream(opened);
          return;
        }
        stream = opened;
        for (const track of opened.getVideoTracks()) track.addEventListener('ended', onEnded);
        setState({ status: 'live', stream: opened });
      },
      (error: unknown) => {
        if (isCurrent) setState({ status: 'failed', failure: cameraFailureOf(error) });
      },
    );
    return () => {
      isCurrent = false;
      if (stream) {
        for (const track of stream.getVideoTracks()) track.removeEventListener('ended', onEnded);
        stopStream(stream);
      }
      setState(OFF);
    };
  }, [facingMode, isOn]);

  return isOn ? state : OFF;
}
