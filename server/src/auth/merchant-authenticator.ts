import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import type { MerchantPrincipal } from '../http/principal';

/** The account a key acts for: its owner's, or for a test-mode key the key's own sandbox account. */
export interface KeyActingAccount {
  userId: string;
  profileId: string;
  residenceCountry: string | null;
}

/** Proves a merchant's signed request on the widget base (Api-Key, Api-Timestamp, Api-Signature). */
export interface MerchantAuthenticator {
  authenticate(c: Context<AppEnv>): Promise<MerchantPrincipal>;
  /** Whom a proven key's calls of the user API act for (001 §6: a key opens its owner's account). */
  actingAccount(merchant: MerchantPrincipal, trx?: Kysely<Schema>): Promise<KeyActingAccount>;
}
