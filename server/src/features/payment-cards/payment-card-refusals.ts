import type { MessageKey } from '@ferry/locales';
import { type CardRefusal, DomainError } from '@ferry/shared/domain';

/** A refusal of the card's domain as the error the client shows: its spec code and its text. */
export function refusalError(refusal: CardRefusal, params: Record<string, unknown> = {}): DomainError {
  return new DomainError(refusal.code, { ...params, message_key: refusal.key });
}

export interface FieldIssue {
  path: string;
  key: MessageKey;
}

/** One VALIDATION_ERROR naming every field that failed, in the body parser's `issues` shape. */
export function fieldsError(issues: readonly FieldIssue[]): DomainError {
  return new DomainError('VALIDATION_ERROR', {
    issues: issues.map((issue) => ({ path: issue.path, code: 'custom', message: issue.key, key: issue.key })),
  });
}

/** The first message of a domain string rule's parse, or null when the value passes. */
export function ruleIssue(
  path: string,
  result: { success: boolean; error?: { issues: readonly { message: string }[] } },
): FieldIssue | null {
  if (result.success) return null;
  return { path, key: (result.error?.issues[0]?.message ?? 'validation.invalid') as MessageKey };
}
