import type { Message } from '@ferry/locales';
import { createDocumentBodySchema } from '@ferry/shared/contracts';
import type { DocumentFormat, DocumentType } from '@ferry/shared/domain';
import { issueToMessage } from '@ferry/shared/domain';

export interface DocumentRequestValues {
  type: DocumentType;
  format: DocumentFormat;
  from: string;
  to: string;
  /** Empty for every currency. */
  currency: string;
}

/** A calendar day (UTC, as the server counts) as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last month up to today: what people ask their bank for most. */
export function defaultPeriod(now: Date): { from: string; to: string } {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 1);
  from.setUTCDate(from.getUTCDate() + 1);
  return { from: isoDay(from), to: isoDay(now) };
}

export function toDocumentBody(values: DocumentRequestValues) {
  return {
    type: values.type,
    format: values.format,
    from: values.from,
    to: values.to,
    ...(values.currency ? { currency: values.currency } : {}),
  };
}

/**
 * The period's first problem before anything is sent (spec 000 §9, 001 §5): both dates given,
 * the end not before the start nor in the future, and at most three months in between.
 */
export function checkPeriod(
  values: DocumentRequestValues,
  today: string,
): { field: 'from' | 'to'; message: Message } | null {
  if (!values.from) return { field: 'from', message: { key: 'validation.required' } };
  if (!values.to) return { field: 'to', message: { key: 'validation.required' } };
  if (values.to > today) return { field: 'to', message: { key: 'documents.validation.future' } };
  const parsed = createDocumentBodySchema.safeParse(toDocumentBody(values));
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  if (!issue) return null;
  return { field: issue.path[0] === 'from' ? 'from' : 'to', message: issueToMessage(issue) };
}
