import type { Message } from '@ferry/locales';
import type { ErrorCode } from '@ferry/shared/domain';
import type { SandboxKycStep } from '../api/sandbox-applicant-queries';

/** A provider takes photos and scans up to this size; a larger file is refused before it is used. */
export const STEP_FILE_MAX_BYTES = 10 * 1024 * 1024;
const STEP_FILE_MAX_MEGABYTES = STEP_FILE_MAX_BYTES / (1024 * 1024);

/** Photo formats a phone or a scanner writes; SVG and GIF are drawings, not photos. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
const PDF_TYPE = 'application/pdf';

/** A selfie is a photo; a document or a proof of address may be a scanned PDF too. */
export function isPdfAllowed(step: SandboxKycStep): boolean {
  return step !== 'selfie';
}

/** The file input's `accept`: the same list the check enforces, so the picker shows only those. */
export function acceptOf(step: SandboxKycStep): string {
  const types: string[] = [...IMAGE_TYPES, '.heic', '.heif'];
  if (isPdfAllowed(step)) types.push(PDF_TYPE);
  return types.join(',');
}

export interface StepFileRefusal {
  code: ErrorCode;
  message: Message;
}

/**
 * Why a chosen file cannot serve a step, or null when it can. The picker's `accept` is only a
 * hint (a user can switch it to all files), so the type and the size are checked here.
 */
export function checkStepFile(
  file: Pick<File, 'type' | 'size'>,
  step: SandboxKycStep,
): StepFileRefusal | null {
  const type = file.type.toLowerCase();
  const isImage = (IMAGE_TYPES as readonly string[]).includes(type);
  const isPdf = type === PDF_TYPE && isPdfAllowed(step);
  if (!isImage && !isPdf) {
    return {
      code: 'VALIDATION_ERROR',
      message: { key: isPdfAllowed(step) ? 'sandboxKyc.file.wrongTypeOrPdf' : 'sandboxKyc.file.wrongType' },
    };
  }
  if (file.size === 0) return { code: 'VALIDATION_ERROR', message: { key: 'sandboxKyc.file.empty' } };
  if (file.size > STEP_FILE_MAX_BYTES) {
    return {
      code: 'PAYLOAD_TOO_LARGE',
      message: { key: 'sandboxKyc.file.tooLarge', params: { max: STEP_FILE_MAX_MEGABYTES } },
    };
  }
  return null;
}
