import {
  EXCHANGE_CONFIRM_PATH,
  EXCHANGE_INSERT_CARD_PATH,
  EXCHANGE_REQUISITES_PATH,
} from '../../../shell/paths';

interface DraftPayways {
  fromPayway: string | null;
  toPayway: string | null;
}

/** A payout leaves Ferry, so it needs a requisite (where to receive). */
export function needsRequisite(draft: DraftPayways): boolean {
  return draft.toPayway !== null && draft.toPayway !== 'balance';
}

export function needsCard(draft: DraftPayways): boolean {
  return draft.fromPayway === 'card';
}

/** The screen after the form: where to receive first, then the card, then the summary. */
export function stepAfterForm(draft: DraftPayways): string {
  if (needsRequisite(draft)) return EXCHANGE_REQUISITES_PATH;
  if (needsCard(draft)) return EXCHANGE_INSERT_CARD_PATH;
  return EXCHANGE_CONFIRM_PATH;
}

export function stepAfterRequisites(draft: DraftPayways): string {
  return needsCard(draft) ? EXCHANGE_INSERT_CARD_PATH : EXCHANGE_CONFIRM_PATH;
}
