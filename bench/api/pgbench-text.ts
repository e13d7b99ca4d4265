/** Pieces of pgbench scripts that send what the server sends, with no Node in between. */

/** An SQL uuid[] literal of `values`, for a script to index with a random number. */
export const uuidArray = (values: readonly string[]) => `(ARRAY['${values.join("','")}']::uuid[])`;

/**
 * JSON text with no colon pgbench could read as a variable (":name"): every colon between a key
 * and its value is followed by a space, and every colon inside a string is written \u003a, which
 * the database reads back as a colon.
 */
export function pgbenchJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return typeof value === 'string' ? text.replaceAll(':', '\\u003a') : text;
  }
  if (Array.isArray(value)) return `[${value.map(pgbenchJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries.map(([key, v]) => `${JSON.stringify(key)}: ${pgbenchJson(v)}`).join(',')}}`;
}

/** The planned call's text as an SQL expression: literal pieces and each stand-in's expression. */
export function sqlText(text: string, expressions: ReadonlyMap<string, string>): string {
  type Piece = { literal: string } | { expression: string };
  let pieces: Piece[] = [{ literal: text }];
  for (const [standIn, expression] of expressions) {
    pieces = pieces.flatMap((piece): Piece[] => {
      if (!('literal' in piece)) return [piece];
      return piece.literal
        .split(standIn)
        .flatMap((part, i): Piece[] => (i === 0 ? [{ literal: part }] : [{ expression }, { literal: part }]));
    });
  }
  return pieces
    .map((piece) => ('literal' in piece ? `'${piece.literal.replaceAll("'", "''")}'` : piece.expression))
    .join(' || ');
}
