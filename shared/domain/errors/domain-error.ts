import type { ErrorCode } from './error-codes';

/**
 * A failure the product expects and can name: it carries a spec code (which decides the HTTP
 * status and the text the user sees, `errors.<code>`) and optional details for the screen.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    message: string = code,
  ) {
    super(message);
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
