import { DomainError, issueToMessage } from '@ferry/shared/domain';
import type { Context } from 'hono';
import type { z } from 'zod';

export const MAX_JSON_BODY_BYTES = 64 * 1024;

interface BodyOptions {
  /** What a request with no body at all (no Content-Type, nothing sent) stands for: `{}` where every field has a default. */
  emptyAs?: unknown;
}

/** A value (query, path parameter, body) parsed by its schema, or a VALIDATION_ERROR naming each field. */
export function parseInput(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new DomainError('VALIDATION_ERROR', {
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      message: issue.message,
      // The text key and its values, so a screen can put the server's verdict under the field.
      ...issueToMessage(issue),
    })),
  });
}

/**
 * The one reader of JSON bodies, for every contract route in and outside the API bases; with
 * parseInput, the one VALIDATION_ERROR shape, so a client reads every refusal the same way.
 */
export async function readJsonBody(c: Context, options: BodyOptions = {}): Promise<unknown> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) {
    if (options.emptyAs !== undefined && contentType === '' && (await c.req.text()) === '')
      return options.emptyAs;
    throw new DomainError('BAD_REQUEST', { reason: 'Content-Type must be application/json' });
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', { limit_bytes: MAX_JSON_BODY_BYTES });
  }
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new DomainError('BAD_REQUEST', { reason: 'Body is not valid JSON' });
  }
}
