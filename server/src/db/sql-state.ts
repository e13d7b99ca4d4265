/**
 * The SQLSTATEs of a database error, outermost first: the error's own `code` and those of the
 * errors it wraps as `cause` (a driver or Kysely may wrap the server's error).
 */
export function sqlStatesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') codes.push(code);
    current = cause;
  }
  return codes;
}
