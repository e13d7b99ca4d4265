import { randomUUID } from 'node:crypto';
import type { IssuePaymentCardBody } from '@ferry/shared/contracts';
import { cardholderNameSchema, cardNameSchema, checkCardIssue, embossedName } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { PaymentCardDeps } from './payment-card-ports';
import { type FieldIssue, fieldsError, refusalError, ruleIssue } from './payment-card-refusals';
import type { CardApplicant } from './payment-card-terms';
import { type PaymentCardRow, paymentCardsRepo } from './payment-cards.repo';

/**
 * Issues a virtual card from the applicant's profile, not activated until its first top-up: its
 * own profile (kind 'card') for its balance, its row, and the issuer's card, in the caller's
 * transaction (the request's idempotency key makes a retry answer the same card). Refused with
 * the domain's code and text by the names, the level, the country and the count per currency.
 */
export async function issuePaymentCard(
  deps: Pick<PaymentCardDeps, 'issuer' | 'levelOf' | 'residenceRules' | 'nowMs'>,
  trx: Kysely<Schema>,
  applicant: CardApplicant,
  body: IssuePaymentCardBody,
): Promise<PaymentCardRow> {
  const issues = [
    ruleIssue('cardholder_name', cardholderNameSchema.safeParse(body.cardholder_name)),
    ruleIssue('card_name', cardNameSchema.safeParse(body.card_name)),
  ].filter((issue): issue is FieldIssue => issue !== null);
  if (issues.length > 0) throw fieldsError(issues);

  // One issue of a user's at a time, so two requests cannot both take the last card of the count.
  await trx.selectFrom('users').select('id').where('id', '=', applicant.userId).forUpdate().execute();
  const level = await deps.levelOf(trx, applicant.profileId);
  const openCounts = await paymentCardsRepo.openCountsOfUser(trx, applicant.userId);
  const check = checkCardIssue({
    currency: body.currency,
    level,
    residence: applicant.residence,
    openCardsInCurrency: openCounts.get(body.currency) ?? 0,
    rules: deps.residenceRules,
  });
  if (!check.isAllowed) throw refusalError(check.refusal);

  const now = new Date(deps.nowMs());
  const cardName = body.card_name.trim();
  const cardProfile = await trx
    .insertInto('profiles')
    .values({ user_id: applicant.userId, kind: 'card', name: cardName, is_default: false, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const cardholderName = embossedName(body.cardholder_name);
  const issued = await deps.issuer.issue(trx, { reference: id, currency: check.currency, cardholderName });
  return paymentCardsRepo.insert(trx, {
    id,
    user_id: applicant.userId,
    owner_profile_id: applicant.profileId,
    card_profile_id: cardProfile.id,
    currency: check.currency,
    design: body.design,
    cardholder_name: cardholderName,
    card_name: cardName,
    issuer_card_id: issued.issuerCardId,
    last4: issued.last4,
    expiry_month: issued.expiryMonth,
    expiry_year: issued.expiryYear,
    spend_from: [check.currency],
    created_at: now,
    updated_at: now,
  });
}
