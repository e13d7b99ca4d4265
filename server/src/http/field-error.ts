import type { MessageKey } from '@ferry/locales';
import { DomainError } from '@ferry/shared/domain';

/**
 * A VALIDATION_ERROR about one body field, in the same `issues` shape the body parser answers,
 * so a form puts the text under the field whichever check refused it.
 */
export function fieldError(path: string, key: MessageKey, extra: Record<string, unknown> = {}): DomainError {
  return new DomainError('VALIDATION_ERROR', {
    ...extra,
    issues: [{ path, code: 'custom', message: key, key }],
  });
}
