import type { Message, MessageKey, MessageParams } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';

interface ServerIssue {
  path?: unknown;
  key?: unknown;
  params?: unknown;
}

function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+$/.test(value);
}

/**
 * The server's VALIDATION_ERROR carries one issue per field (`details.issues[]` with `path`,
 * `key`, `params`); a form shows each under its field. The first issue of a field wins.
 */
export function readFieldIssues(error: unknown): Record<string, Message> {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return {};
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const fields: Record<string, Message> = {};
  for (const issue of issues as ServerIssue[]) {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    if (typeof path !== 'string' || path in fields) continue;
    const key = isMessageKey(issue.key) ? issue.key : 'validation.invalid';
    const params =
      typeof issue.params === 'object' && issue.params ? (issue.params as MessageParams) : undefined;
    fields[path] = params ? { key, params } : { key };
  }
  return fields;
}

/** Field errors for the given fields, and whether anything is left for a form-level message. */
export function splitFieldIssues<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fieldIssues: Partial<Record<F, Message>>; hasOtherError: boolean } {
  const issues = readFieldIssues(error);
  const fieldIssues: Partial<Record<F, Message>> = {};
  for (const field of fields) {
    const issue = issues[field];
    if (issue) fieldIssues[field] = issue;
  }
  return { fieldIssues, hasOtherError: Object.keys(fieldIssues).length === 0 };
}
