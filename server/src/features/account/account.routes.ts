import {
  acceptTerms,
  confirmEmailChange,
  confirmPhoneChange,
  deleteUser,
  getTerms,
  getUserSettings,
  requestEmailChange,
  requestPhoneChange,
  updateUserSettings,
} from '@ferry/shared/contracts';
import { defineRoute, type EndpointRoute, requireUser } from '../../http/endpoint-route';
import type { createAccountDeletion } from './account-deletion.service';
import type { createEmailChange } from './email-change.service';
import type { createPhoneChange } from './phone-change.service';
import type { createTermsAndSettings } from './terms-and-settings.service';

export interface AccountServices {
  termsAndSettings: ReturnType<typeof createTermsAndSettings>;
  emailChange: ReturnType<typeof createEmailChange>;
  phoneChange: ReturnType<typeof createPhoneChange>;
  deletion: ReturnType<typeof createAccountDeletion>;
}

/** Settings, terms, email and phone change, account deletion. */
export function createAccountRoutes(services: AccountServices): EndpointRoute[] {
  const { termsAndSettings, emailChange, phoneChange, deletion } = services;
  return [
    defineRoute(getUserSettings, (input) => termsAndSettings.settings(requireUser(input).userId)),
    defineRoute(updateUserSettings, (input) =>
      termsAndSettings.updateSettings(requireUser(input).userId, input.body),
    ),
    defineRoute(getTerms, (input) => termsAndSettings.terms(requireUser(input).userId)),
    defineRoute(acceptTerms, (input) =>
      termsAndSettings.accept(requireUser(input), input.body.version, input.caller),
    ),
    defineRoute(requestEmailChange, (input) =>
      emailChange.request(requireUser(input).userId, input.body.email),
    ),
    defineRoute(confirmEmailChange, (input) =>
      emailChange.confirm(requireUser(input).userId, input.body.code, input.body.email),
    ),
    defineRoute(requestPhoneChange, (input) =>
      phoneChange.request(requireUser(input).userId, input.body.phone),
    ),
    defineRoute(confirmPhoneChange, (input) =>
      phoneChange.confirm(requireUser(input).userId, input.body.code, input.body.phone),
    ),
    // The route guard has already asked for the "login" two-factor code (twoFactorScope).
    defineRoute(deleteUser, (input) => deletion.deleteAccount(requireUser(input).userId)),
  ];
}
