/** Why the camera could not open, in the words the step uses to explain it. */
export type CameraFailure = 'unsupported' | 'denied' | 'noCamera' | 'busy';

/** Whether this page may ask for the camera at all: the API exists only in a secure context. */
export function isCameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * Reads getUserMedia's refusal. A user's or a policy's no (NotAllowedError, SecurityError) is
 * "denied"; no device, or none that fits (NotFoundError, OverconstrainedError), is "noCamera";
 * anything else, mostly a camera another app holds (NotReadableError, AbortError), is "busy".
 */
export function cameraFailureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'noCamera';
  }
  return 'busy';
}
