import type { MessageKey } from '@ferry/locales';
import { type CardCurrency, DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

/** What the issuer answers for a new virtual card: its token and what may be shown of it. */
export interface IssuedCard {
  issuerCardId: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The state the issuer keeps a card in; Ferry's six states map onto these. */
export type IssuerCardState = 'active' | 'locked' | 'closed';

export type WalletKind = 'apple_pay' | 'google_pay' | 'samsung_pay';

export interface WalletCode {
  code: string;
  expiresAt: Date;
}

/**
 * Ferry's card issuer-processor: issues virtual cards and keeps their number and CVV on its own
 * side, activates them, follows lock/unlock/terminate, and gives the one-time code a wallet app
 * asks for when a card is added by hand. Each call takes the caller's transaction so the sandbox
 * commits with the card's row; a live adapter would be called idempotently by `reference`.
 */
export interface CardIssuer {
  readonly mode: 'sandbox' | 'off';
  issue(
    trx: Kysely<Schema>,
    input: { reference: string; currency: CardCurrency; cardholderName: string },
  ): Promise<IssuedCard>;
  /** Whether the issuer activated the card (a sandbox always does). */
  activate(trx: Kysely<Schema>, issuerCardId: string): Promise<'succeeded' | 'failed'>;
  setState(trx: Kysely<Schema>, issuerCardId: string, state: IssuerCardState): Promise<void>;
  createWalletCode(trx: Kysely<Schema>, issuerCardId: string, wallet: WalletKind): Promise<WalletCode>;
}

const ISSUER_OFF_KEY: MessageKey = 'cards.refusal.issuerOff';

/** The refusal every call of an issuer that is switched off answers. */
export function cardIssuerOff(): DomainError {
  return new DomainError('SERVICE_UNAVAILABLE', {
    reason: 'card_issuer_off',
    message_key: ISSUER_OFF_KEY,
  });
}

/**
 * Live mode has no card issuer contracted yet (issue 28 asks for none): the card is off, and
 * every card action says so instead of pretending to issue.
 */
export const offCardIssuer: CardIssuer = {
  mode: 'off',
  async issue() {
    throw cardIssuerOff();
  },
  async activate() {
    throw cardIssuerOff();
  },
  async setState() {
    throw cardIssuerOff();
  },
  async createWalletCode() {
    throw cardIssuerOff();
  },
};

/** The sandbox issues cards in sandbox mode; live mode keeps the card off. */
export function isCardIssuerSandboxed(config: { providersMode: string }): boolean {
  return config.providersMode === 'sandbox';
}

// The sandbox's own tables join the `Schema` of any program that reaches the issuer.
export type { SandboxIssuerSchema } from './sandbox-issuer.schema';
