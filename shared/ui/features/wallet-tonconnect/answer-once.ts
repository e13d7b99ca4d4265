/**
 * Answers that must reach a dApp once per visit (a refusal sent by an effect, which React may run
 * twice): keyed by what they answer.
 */
const answered = new Set<string>();

/** Sends unless this key was answered already; resolves when the answer went (or failed). */
export async function answerOnce(key: string, send: () => Promise<unknown>): Promise<void> {
  if (answered.has(key)) return;
  answered.add(key);
  try {
    await send();
  } catch {
    // A refusal is advisory: the dApp gives up on its own when the bridge can't carry it.
  }
}

export function wasAnswered(key: string): boolean {
  return answered.has(key);
}

export function markAnswered(key: string): void {
  answered.add(key);
}
