import { Cell } from '@ton/core';

/** One cell from a base64 BoC with exactly one root, else null (several roots hide what is signed). */
export function readSingleRootBoc(base64: unknown): Cell | null {
  if (typeof base64 !== 'string' || base64 === '') return null;
  try {
    const roots = Cell.fromBoc(Buffer.from(base64, 'base64'));
    return roots.length === 1 ? (roots[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** The text of a plain comment body (op 0), or null. */
export function readComment(cell: Cell): string | null {
  try {
    const slice = cell.beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}
