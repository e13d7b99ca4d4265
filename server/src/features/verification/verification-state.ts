import type { VerificationState } from '@ferry/shared/contracts';
import { DEFAULT_RESTRICTED_COUNTRIES, type ResidenceRules } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { RatesProvider } from '../../providers/rates/rates-provider';
import { readLimitsUsage } from './limits-usage';
import { verificationRepo } from './verification.repo';
import { toVerificationState } from './verification-view';

/** The domain's restricted countries and any the operator adds (BLOCKED_COUNTRIES). */
export function residenceRulesOf(blockedCountries: readonly string[]): ResidenceRules {
  return { restricted: [...new Set([...DEFAULT_RESTRICTED_COUNTRIES, ...blockedCountries])] };
}

/** Reads everything the profile's verification state is made of and builds it. */
export async function readVerificationState(
  db: Kysely<Schema>,
  rates: RatesProvider,
  profileId: string,
  now: Date,
  residenceRules: ResidenceRules,
): Promise<VerificationState> {
  const [steps, persons, hold, usage] = await Promise.all([
    verificationRepo.listSteps(db, profileId),
    verificationRepo.listPersons(db, profileId),
    verificationRepo.findHold(db, profileId),
    readLimitsUsage(db, rates, profileId, now),
  ]);
  return toVerificationState({ steps, persons, hold, usage, residenceRules });
}
