/**
 * Lays rows out as a plain-text table under a header and a rule of dashes: the columns named in
 * `leftAligned` (names) are padded on the right, the rest (figures) on the left.
 */
export function formatTextTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  leftAligned: ReadonlySet<number> = new Set([0]),
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        leftAligned.has(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
