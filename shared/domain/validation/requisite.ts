import { isValidTronAddress } from './address-tron';
import { isValidCardNumber } from './card';
import { checkRequired, createStringRule, fail } from './rule';

interface RequisiteOptions {
  /** The payway's requisite type: TRON and CARD have their own checks and messages. */
  type: string;
  /** For other types: the shape the payway publishes for its requisite, when it has one. */
  pattern?: RegExp;
}

/**
 * A payout requisite checked by its type, each with its own message: a TRON address, a card
 * number, otherwise the requisite's pattern (spec 001 §5 "requisite by type").
 */
export function createRequisiteSchema({ type, pattern }: RequisiteOptions) {
  return createStringRule(
    [
      checkRequired,
      (value) => {
        if (type === 'TRON') return isValidTronAddress(value) ? null : fail('validation.requisite.address');
        if (type === 'CARD') return isValidCardNumber(value) ? null : fail('validation.requisite.cardNumber');
        return !pattern || pattern.test(value) ? null : fail('validation.requisite.invalid');
      },
    ],
    { shouldTrim: true },
  );
}
