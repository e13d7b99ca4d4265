import type { ApiKeySignatureScheme } from '@ferry/shared/contracts';
import type { ApiKeyDomainState, ApiKeyPermission, ApiKeyType } from '@ferry/shared/domain';
import type { Translate } from '../../../i18n/use-translate';

/** Texts for a key's type, permissions, domain state and signing scheme; a missing translation fails the typecheck. */
export function apiKeyLabels(t: Translate) {
  return {
    type: (type: ApiKeyType) => t(`profile.apiKeys.types.${type}`),
    permission: (permission: ApiKeyPermission) => t(`profile.apiKeys.permissions.${permission}`),
    domainState: (state: ApiKeyDomainState) => t(`profile.apiKeys.domainStates.${state}`),
    signatureScheme: (scheme: ApiKeySignatureScheme) => t(`profile.apiKeys.signatureSchemes.${scheme}`),
  };
}
