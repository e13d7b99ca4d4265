import { firstOkText, type History } from './bank-history';
import type { DatabaseSnapshot } from './bank-snapshot';
import type { Violation } from './check-history';

/** The transactions the chat cards made: each is accounted for by its card, not by an answer. */
export function chatTransactionIds(snapshot: DatabaseSnapshot): Set<string> {
  const ids = new Set<string>();
  for (const card of snapshot.chatPayments ?? []) {
    if (card.holdExternalId) ids.add(card.holdExternalId);
    if (card.settleExternalId) ids.add(card.settleExternalId);
  }
  return ids;
}

const cardIdOf = (text: string | null): string | null => {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { id?: unknown; share_link?: unknown };
    return typeof parsed.id === 'string' && 'share_link' in parsed ? parsed.id : null;
  } catch {
    return null;
  }
};

/**
 * Cards shared in chats (issue 29): each acknowledged card exists once and was made by one
 * stored answer; a send card's hold transaction ends as its card did (WAIT while waiting, DONE
 * once claimed, CANCELLED when cancelled or returned); a claimed card credited exactly one
 * claimer (one UDEPOSIT under the hold's transaction, DONE); no transaction belongs to two cards.
 */
export function checkChatPayments(history: History, snapshot: DatabaseSnapshot): Violation[] {
  const violations: Violation[] = [];
  const cards = snapshot.chatPayments ?? [];
  const byId = new Map(cards.map((card) => [card.id, card]));
  const made = new Map<string, number>();
  for (const answer of snapshot.storedAnswers) {
    if (answer.endpoint !== 'createChatPayment' || answer.statusCode >= 400) continue;
    const id = cardIdOf(answer.responseBody);
    if (id) made.set(id, (made.get(id) ?? 0) + 1);
  }
  for (const operation of history.filter(
    (candidate) => candidate.kind === 'chat-send' && candidate.outcome === 'ok',
  )) {
    const id = cardIdOf(firstOkText(operation));
    if (!id || !byId.has(id))
      violations.push({
        check: 'an acknowledged chat card exists',
        detail: `op ${operation.seq}: card ${id}`,
      });
  }
  for (const card of cards) {
    if (card.status === 'draft') continue;
    if ((made.get(card.id) ?? 0) !== 1)
      violations.push({
        check: 'every chat card was made by exactly one request',
        detail: `card ${card.id}: ${made.get(card.id) ?? 0} stored answers`,
      });
  }
  const rows = new Map(snapshot.transactions.map((row) => [row.externalId, row]));
  const owners = new Map<string, string>();
  for (const card of cards) {
    for (const id of [card.holdExternalId, card.settleExternalId]) {
      if (!id) continue;
      const owner = owners.get(id);
      if (owner && owner !== card.id)
        violations.push({
          check: 'no transaction belongs to two chat cards',
          detail: `${id}: ${owner}, ${card.id}`,
        });
      owners.set(id, card.id);
    }
    if (card.kind !== 'send' || card.status === 'draft') continue;
    const hold = card.holdExternalId ? rows.get(card.holdExternalId) : undefined;
    const want: Record<string, string> = {
      waiting: 'WAIT',
      claimed: 'DONE',
      cancelled: 'CANCELLED',
      returned: 'CANCELLED',
    };
    if (!hold || hold.type !== 'UPAYOUT' || hold.status !== want[card.status])
      violations.push({
        check: 'a send card’s hold ends as the card did',
        detail: `card ${card.id} ${card.status}: hold ${hold?.type} ${hold?.status}`,
      });
    const credits = snapshot.transactions.filter(
      (row) =>
        row.type === 'UDEPOSIT' &&
        row.parentExternalId !== null &&
        row.parentExternalId === card.holdExternalId,
    );
    const expected = card.status === 'claimed' ? 1 : 0;
    if (credits.length !== expected || credits.some((row) => row.status !== 'DONE'))
      violations.push({
        check: 'a claimed card credits exactly one claimer, once',
        detail: `card ${card.id} ${card.status}: ${credits.length} credits`,
      });
  }
  return violations;
}

/** How many cards ended how (`claimed 12, returned 3, …`), for the run's summary. */
export function formatChatCards(snapshot: DatabaseSnapshot): string {
  const counts = new Map<string, number>();
  for (const card of snapshot.chatPayments ?? []) counts.set(card.status, (counts.get(card.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} ${count}`).join(', ') || 'none';
}
