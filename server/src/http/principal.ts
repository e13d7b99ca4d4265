import type { ApiBase } from '@ferry/shared/domain';

/** A signed-in user, as the route guard let them through. */
export interface UserPrincipal {
  userId: string;
  sessionId: string;
  /** Required terms are not accepted yet (spec 001 §4). */
  isTemporary: boolean;
  base: ApiBase;
  /** The `Profile-Id` the caller sent, checked to be theirs; undefined when none was sent. */
  profileId: string | undefined;
  /**
   * The residence the country and MiCA rules apply to: the account's as signed in; past the guard,
   * the profile's verified residence when it has one (auth/rule-residence.ts).
   */
  residenceCountry: string | null;
  /**
   * The call carried a second factor the gate checked and accepted (its endpoint's two-factor
   * scope is on); payouts to new details take it as their one-time confirmation.
   */
  isTwoFactorVerified?: boolean;
}

/** A merchant's server, as its signed request proved (widget base). */
export interface MerchantPrincipal {
  apiKeyId: string;
  profileId: string;
  permissions: readonly string[];
  isTestMode: boolean;
  /** The key's advanced flag: it unlocks the calls that send money out (docs/decisions.md). */
  isAdvanced: boolean;
}
