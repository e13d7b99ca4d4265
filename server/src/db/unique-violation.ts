/** PostgreSQL's unique_violation, as both pg and PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
