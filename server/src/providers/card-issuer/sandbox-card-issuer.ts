import { createHash, randomInt } from 'node:crypto';
import { DomainError, luhnCheckDigit } from '@ferry/shared/domain';
import type { CardIssuer, IssuerCardState } from './card-issuer';

/** A test range of Visa numbers no real card uses. */
const SANDBOX_BIN = '40000099';
const CARD_NUMBER_LENGTH = 16;
/** Virtual cards run three years, to the end of the month they were issued in. */
const VALID_YEARS = 3;
/** The wallet apps' manual-provisioning codes: six digits, for ten minutes (as issuers send by SMS). */
const WALLET_CODE_DIGITS = 6;
export const WALLET_CODE_TTL_MS = 10 * 60_000;

function randomDigits(count: number): string {
  let digits = '';
  for (let index = 0; index < count; index += 1) digits += String(randomInt(10));
  return digits;
}

/** A Luhn-valid number in the sandbox range. */
export function sandboxCardNumber(): string {
  const body = SANDBOX_BIN + randomDigits(CARD_NUMBER_LENGTH - SANDBOX_BIN.length - 1);
  return body + luhnCheckDigit(body);
}

export function walletCodeDigest(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * The sandbox issuer-processor: numbers and CVVs it makes up live in its own table only; Ferry
 * gets the token, the last four digits and the expiry. Issuing is idempotent by the caller's
 * reference (the token is derived from it), so a retried issue answers the same card.
 */
export function createSandboxCardIssuer(deps: { nowMs: () => number }): CardIssuer {
  return {
    mode: 'sandbox',

    async issue(trx, input) {
      const issuerCardId = `sbx_card_${input.reference.replaceAll('-', '')}`;
      const now = new Date(deps.nowMs());
      const pan = sandboxCardNumber();
      await trx
        .insertInto('sandbox_issuer_cards')
        .values({
          issuer_card_id: issuerCardId,
          pan,
          cvv: randomDigits(3),
          expiry_month: now.getUTCMonth() + 1,
          expiry_year: now.getUTCFullYear() + VALID_YEARS,
          cardholder_name: input.cardholderName,
          currency: input.currency,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('issuer_card_id').doNothing())
        .execute();
      const card = await trx
        .selectFrom('sandbox_issuer_cards')
        .select(['pan', 'expiry_month', 'expiry_year'])
        .where('issuer_card_id', '=', issuerCardId)
        .executeTakeFirstOrThrow();
      return {
        issuerCardId,
        last4: card.pan.slice(-4),
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
      };
    },

    async activate(trx, issuerCardId) {
      const activated = await trx
        .updateTable('sandbox_issuer_cards')
        .set({ state: 'active', updated_at: new Date(deps.nowMs()) })
        .where('issuer_card_id', '=', issuerCardId)
        .where('state', '=', 'inactive')
        .returning('issuer_card_id')
        .executeTakeFirst();
      return activated ? 'succeeded' : 'failed';
    },

    async setState(trx, issuerCardId, state: IssuerCardState) {
      await trx
        .updateTable('sandbox_issuer_cards')
        .set({ state, updated_at: new Date(deps.nowMs()) })
        .where('issuer_card_id', '=', issuerCardId)
        // A closed card stays closed, as at every issuer.
        .where('state', '<>', 'closed')
        .execute();
    },

    async createWalletCode(trx, issuerCardId, wallet) {
      const card = await trx
        .selectFrom('sandbox_issuer_cards')
        .select('state')
        .where('issuer_card_id', '=', issuerCardId)
        .executeTakeFirst();
      if (card?.state !== 'active') throw new DomainError('CARD_INACTIVE', { reason: 'card_not_active' });
      const code = randomDigits(WALLET_CODE_DIGITS);
      const now = deps.nowMs();
      const expiresAt = new Date(now + WALLET_CODE_TTL_MS);
      await trx
        .insertInto('sandbox_issuer_wallet_codes')
        .values({
          issuer_card_id: issuerCardId,
          wallet,
          code_digest: walletCodeDigest(code),
          expires_at: expiresAt,
          created_at: new Date(now),
        })
        .execute();
      return { code, expiresAt };
    },
  };
}
