import {
  CARD_CURRENCY_SCALE,
  cardNameSchema,
  cardTransition,
  DomainError,
  decimalToMinor,
} from '@ferry/shared/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { PaymentCardDeps } from './payment-card-ports';
import { type FieldIssue, fieldsError, refusalError, ruleIssue } from './payment-card-refusals';
import { type PaymentCardRow, paymentCardsRepo } from './payment-cards.repo';
import type { PaymentCardsTable } from './payment-cards.schema';

export interface PaymentCardSettings {
  card_name?: string | undefined;
  spend_from?: string[] | undefined;
  per_authorization_max?: string | null | undefined;
  blocked_categories?: string[] | undefined;
}

/** More balances than any user holds; a longer list is a client's mistake. */
const MAX_SPEND_FROM = 20;
const MAX_BLOCKED_CATEGORIES = 50;
/** The network's category names: lower-case words joined by underscores (Stripe's, Lithic's). */
const CATEGORY = /^[a-z0-9_]{1,64}$/;
/** The largest per-authorization maximum: a million in the card's currency. */
const MAX_PER_AUTHORIZATION_MINOR = 1_000_000n * 10n ** BigInt(CARD_CURRENCY_SCALE);

/**
 * Changes the card's name, the balances it spends from and its spending controls. The
 * spend-from list names currencies Ferry has, each once, and always the card's own (its
 * balance); every field that fails is named in one VALIDATION_ERROR. A terminated card changes
 * no more.
 */
export async function updatePaymentCardSettings(
  deps: Pick<PaymentCardDeps, 'nowMs'>,
  trx: Kysely<Schema>,
  input: { cardId: string; settings: PaymentCardSettings },
): Promise<PaymentCardRow> {
  const card = await paymentCardsRepo.lock(trx, input.cardId);
  if (!card) throw new DomainError('NOT_FOUND', { field: 'cardId' });
  if (card.state === 'terminated') {
    const move = cardTransition(card.state, { type: 'lock' });
    if (!move.isAllowed) throw refusalError(move.refusal);
  }
  const { settings } = input;
  const issues: FieldIssue[] = [];
  const changes: Updateable<PaymentCardsTable> = {};

  if (settings.card_name !== undefined) {
    const issue = ruleIssue('card_name', cardNameSchema.safeParse(settings.card_name));
    if (issue) issues.push(issue);
    else changes.card_name = settings.card_name.trim();
  }
  if (settings.spend_from !== undefined) {
    const issue = await spendFromIssue(trx, card, settings.spend_from);
    if (issue) issues.push(issue);
    else changes.spend_from = settings.spend_from;
  }
  if (settings.per_authorization_max !== undefined) {
    if (settings.per_authorization_max === null) changes.per_authorization_max = null;
    else {
      const minor = decimalToMinor(settings.per_authorization_max, CARD_CURRENCY_SCALE);
      if (minor === null || minor <= 0n || minor > MAX_PER_AUTHORIZATION_MINOR)
        issues.push({ path: 'per_authorization_max', key: 'cards.validation.perAuthorizationMax' });
      else changes.per_authorization_max = minor;
    }
  }
  if (settings.blocked_categories !== undefined) {
    const categories = settings.blocked_categories;
    const isValid =
      categories.length <= MAX_BLOCKED_CATEGORIES &&
      new Set(categories).size === categories.length &&
      categories.every((category) => CATEGORY.test(category));
    if (isValid) changes.blocked_categories = categories;
    else issues.push({ path: 'blocked_categories', key: 'cards.validation.blockedCategories' });
  }
  if (issues.length > 0) throw fieldsError(issues);
  if (Object.keys(changes).length === 0) return card;
  return paymentCardsRepo.update(trx, card.id, changes, new Date(deps.nowMs()));
}

async function spendFromIssue(
  trx: Kysely<Schema>,
  card: PaymentCardRow,
  spendFrom: readonly string[],
): Promise<FieldIssue | null> {
  const issue: FieldIssue = { path: 'spend_from', key: 'cards.validation.spendFrom' };
  if (spendFrom.length === 0 || spendFrom.length > MAX_SPEND_FROM) return issue;
  if (new Set(spendFrom).size !== spendFrom.length || !spendFrom.includes(card.currency)) return issue;
  const known = await trx
    .selectFrom('currencies')
    .select('code')
    .where('code', 'in', [...spendFrom])
    .where('is_active', '=', true)
    .execute();
  return known.length === spendFrom.length ? null : issue;
}
