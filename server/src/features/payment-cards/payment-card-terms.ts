import type { PaymentCardTerms } from '@ferry/shared/contracts';
import { CARD_CURRENCIES, CARD_FEE_TABLE, CARDS_PER_CURRENCY, checkCardIssue } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { PaymentCardDeps } from './payment-card-ports';
import { paymentCardsRepo } from './payment-cards.repo';

export interface CardApplicant {
  userId: string;
  /** The money profile the card is issued from (the acting profile). */
  profileId: string;
  /** The residence the country rules apply to (the guard's, verified first). */
  residence: string | null;
}

/**
 * The fees per currency and whether the user may issue a card now: no refusal while at least one
 * currency can be issued; otherwise the first rule that fails (the level, the country, the count).
 */
export async function paymentCardTerms(
  deps: Pick<PaymentCardDeps, 'levelOf' | 'residenceRules'>,
  db: Kysely<Schema>,
  applicant: CardApplicant,
): Promise<PaymentCardTerms> {
  const level = await deps.levelOf(db, applicant.profileId);
  const openCounts = await paymentCardsRepo.openCountsOfUser(db, applicant.userId);
  const checks = CARD_CURRENCIES.map((currency) =>
    checkCardIssue({
      currency,
      level,
      residence: applicant.residence,
      openCardsInCurrency: openCounts.get(currency) ?? 0,
      rules: deps.residenceRules,
    }),
  );
  const firstRefusal = checks.every((check) => !check.isAllowed)
    ? checks.flatMap((check) => (check.isAllowed ? [] : [check.refusal]))[0]
    : undefined;
  return {
    currencies: CARD_CURRENCIES.map((currency) => {
      const fees = CARD_FEE_TABLE[currency];
      return {
        currency,
        issuance_fee: fees.issuanceFee,
        activation_fee: fees.activationFee,
        min_top_up: fees.minimumTopUp,
        cashback_percent: percentOf(fees.cashbackRate),
        cards_left: Math.max(0, CARDS_PER_CURRENCY - (openCounts.get(currency) ?? 0)),
      };
    }),
    refusal: firstRefusal ? { code: firstRefusal.code, message_key: firstRefusal.key } : null,
  };
}

/** "0.005" → "0.5": the rate as the screens print a percentage, exact (a shift of the point). */
export function percentOf(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
}
