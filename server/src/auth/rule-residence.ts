import {
  checkResidenceCountry,
  DomainError,
  isMicaClosedCountry,
  type MicaRule,
  type ResidenceRules,
} from '@ferry/shared/domain';

/**
 * The residence a profile's verification established (the provider's reading of a document, else
 * the declared data), or null while it established none. The verification feature answers
 * (compose-app.ts); the guard asks, so the core never reads the feature's tables.
 */
export type VerifiedResidenceOf = (profileId: string) => Promise<string | null>;

/**
 * What a resident of a country Ferry does not serve can still do, so `/forbidden` is no dead end:
 * see their money and history (and have their statement made), take their own money out to their
 * own details, read why and appeal; the app shell's own reads (profiles, two-factor) go along. Anything that starts new business (an exchange, a deposit, a quote, a transfer, a card)
 * is refused.
 */
const OPEN_TO_REFUSED_RESIDENCE: ReadonlySet<string> = new Set([
  'getVerification',
  'appealVerificationBlock',
  'listBalances',
  'getBalancesTotal',
  'listTransactions',
  'getTransaction',
  'getStatement',
  'createDocument',
  'createTaxExport',
  'downloadDocument',
  'listProfiles',
  'getTwoFactor',
  'listCurrencies',
  'listPayways',
  'listPwCurrencies',
  'listCountries',
  'listConvertDirections',
  'listRequisites',
  'getPayoutBeneficiary',
  'requestPayoutConfirmation',
  'confirmPayoutDetails',
  'createWithdrawal',
]);

/**
 * Refuses a call by the residence the rules apply to: a restricted country → COUNTRY_NOT_ALLOWED
 * (the client's country-block event leads to `/forbidden`); a country a MiCA rule closes as a whole
 * → MICA_COMPLIANCE_ERROR. A residence nobody declared yet is refused nothing.
 */
export function checkRuleResidence(
  country: string | null,
  endpointId: string,
  rules: { residence: ResidenceRules; mica: readonly MicaRule[] },
): void {
  if (country === null || OPEN_TO_REFUSED_RESIDENCE.has(endpointId)) return;
  const residence = checkResidenceCountry(country, rules.residence);
  if (!residence.isAllowed) throw new DomainError('COUNTRY_NOT_ALLOWED', { country: residence.country });
  if (isMicaClosedCountry(country, rules.mica))
    throw new DomainError('MICA_COMPLIANCE_ERROR', { country: country.trim().toUpperCase() });
}
