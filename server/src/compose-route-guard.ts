import { createOwnershipChecks } from './auth/ownership';
import { createProfileLookup } from './auth/profile-lookup';
import { createRouteGuard, type GuardDependencies, type RouteGuard } from './auth/route-guard';
import type { Config } from './config/config';
import { createSavedCardCheck } from './features/deposits/profile-row-checks';
import { createPaymentCardCheck } from './features/payment-cards/profile-row-checks';
import type { CardStatementPorts } from './features/transactions/card-statement-ports';
import { createDraftCheck } from './features/utransactions/profile-row-checks';
import { createVerifiedResidence } from './features/verification/verified-residence';
import { createWithdrawalRowChecks } from './features/withdrawals/profile-row-checks';
import type { ModuleContext } from './module-context/module-context';

/**
 * The guard every route passes: the session, the profile and the rows it names being the user's
 * (a card's rows are its issuing profile's too), the second factor, the captcha, a merchant's
 * signature, and the country rules on the verified residence when the profile has one.
 */
export function composeRouteGuard(
  context: ModuleContext,
  config: Config,
  parts: {
    twoFactorGate: GuardDependencies['twoFactorGate'];
    merchantAuthenticator: GuardDependencies['merchantAuthenticator'];
    cardStatement: Pick<CardStatementPorts, 'cardProfilesOf'>;
  },
): RouteGuard {
  const { users, db } = context;
  const profiles = createProfileLookup({
    profileIds: (userId) => users.profileIds(userId),
    nowMs: context.nowMs,
  });
  return createRouteGuard({
    accessTokens: context.accessTokens,
    sessionStates: context.sessionStates,
    ownership: createOwnershipChecks(
      db,
      {
        ...createWithdrawalRowChecks(db),
        card: createSavedCardCheck(db),
        utransaction: createDraftCheck(db),
        paymentCard: createPaymentCardCheck(db),
      },
      (profileId) => parts.cardStatement.cardProfilesOf(db, profileId),
    ),
    defaultProfileOf: profiles.defaultProfileOf,
    isProfileOwned: profiles.isProfileOwned,
    twoFactorGate: parts.twoFactorGate,
    captcha: context.captcha,
    merchantAuthenticator: parts.merchantAuthenticator,
    blockedCountries: config.blockedCountries,
    micaRestrictedCountries: config.micaRestrictedCountries,
    micaRules: config.micaRules,
    verifiedResidenceOf: createVerifiedResidence(context),
    botToken: config.botToken,
  });
}
