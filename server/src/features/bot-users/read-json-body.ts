import { DomainError } from '@ferry/shared/domain';
import type { z } from 'zod';

/** A bot-base body parsed by its contract: BAD_REQUEST when not JSON, VALIDATION_ERROR when off. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new DomainError('BAD_REQUEST', { reason: 'body_not_json' });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new DomainError('VALIDATION_ERROR', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), key: issue.message })),
    });
  }
  return parsed.data;
}
