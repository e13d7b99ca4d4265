import { describe, expect, it } from 'vitest';
import { acceptOf, checkStepFile, STEP_FILE_MAX_BYTES } from './step-file-check';

const file = (type: string, size = 1000) => ({ type, size });

describe('a step’s file check', () => {
  it('takes photos for every step and a PDF for the document and the proof of address', () => {
    expect(checkStepFile(file('image/jpeg'), 'selfie')).toBeNull();
    expect(checkStepFile(file('image/heic'), 'document')).toBeNull();
    expect(checkStepFile(file('application/pdf'), 'address')).toBeNull();
    expect(checkStepFile(file('application/pdf'), 'document')).toBeNull();
  });

  it('refuses a PDF selfie and anything that is neither a photo nor a PDF, naming what fits', () => {
    expect(checkStepFile(file('application/pdf'), 'selfie')).toEqual({
      code: 'VALIDATION_ERROR',
      message: { key: 'sandboxKyc.file.wrongType' },
    });
    expect(checkStepFile(file('text/plain'), 'address')?.message.key).toBe('sandboxKyc.file.wrongTypeOrPdf');
    expect(checkStepFile(file('image/svg+xml'), 'document')?.code).toBe('VALIDATION_ERROR');
    expect(checkStepFile(file(''), 'document')?.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an empty file and one over 10 MB, with the limit in the message', () => {
    expect(checkStepFile(file('image/png', 0), 'document')?.message.key).toBe('sandboxKyc.file.empty');
    expect(checkStepFile(file('image/png', STEP_FILE_MAX_BYTES), 'document')).toBeNull();
    expect(checkStepFile(file('image/png', STEP_FILE_MAX_BYTES + 1), 'document')).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: { key: 'sandboxKyc.file.tooLarge', params: { max: 10 } },
    });
  });

  it('offers in the picker what the check takes', () => {
    expect(acceptOf('selfie')).not.toContain('application/pdf');
    expect(acceptOf('address')).toContain('application/pdf');
    expect(acceptOf('document')).toContain('image/jpeg');
  });
});
