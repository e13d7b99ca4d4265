import type { MessageKey } from '@ferry/locales';
import { useCallback } from 'react';
import { isVaultError, type VaultErrorCode } from '../../../wallet/vault/index';
import { useTranslate } from '../../i18n/use-translate';

/** The vault's refusals the screens can meet, in the catalogue's words (spec 001 §5, §8). */
const TEXT_BY_CODE: Partial<Record<VaultErrorCode, MessageKey>> = {
  WALLET_ALREADY_EXISTS: 'errors.wallet.alreadyExists',
  WRONG_PASSWORD: 'errors.wallet.wrongPassword',
  WALLET_HAS_FUNDS: 'errors.wallet.deleteWithFunds',
  BIOMETRIC_AUTH_FAILED: 'errors.wallet.biometryFailed',
  INVALID_BIOMETRY_KEY: 'errors.wallet.biometryFailed',
  WALLET_NOT_FOUND: 'errors.wallet.notExists',
  NO_ACTIVE_WALLET_ID: 'errors.wallet.notSelected',
  UNMATCHED_PASSWORD: 'validation.password.mismatch',
  SAME_PASSWORD: 'validation.valuesEqual',
  WEAK_PASSWORD: 'wallet.onboarding.passwordWeak',
  WALLET_NAME_TAKEN: 'validation.nameUsed',
  INVALID_MNEMONIC: 'wallet.onboarding.importInvalid',
  DECRYPTED_MNEMONIC_INVALID: 'validation.mnemonic.decrypt',
};

/**
 * A vault failure in the user's words. Anything unnamed reads "Something went wrong", never the
 * raw error, which could carry details of the secret.
 */
export function useVaultErrorText(): (failure: unknown) => string {
  const t = useTranslate();
  return useCallback(
    (failure: unknown) => {
      const key = isVaultError(failure) ? TEXT_BY_CODE[failure.code] : undefined;
      return t(key ?? 'errors.messages.somethingWentWrong');
    },
    [t],
  );
}
