import { enableTwoFactor, getUser } from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { CodeForm, useCodeInput } from '../../../components/code-form';
import type { TwoFactorSetup } from '../../../features/two-factor/api/two-factor-queries';
import { useTranslate } from '../../../i18n/use-translate';
import { useGoBack } from '../../../layout/use-go-back';
import { useApiErrorText } from '../../../lib/api-error-text';
import { splitFieldIssues } from '../../../lib/field-issues';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { TWO_FACTOR_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/** `/profile/two-factor-authentication/code`: the first code confirms the scanned secret. */
export function TwoFactorCodePage() {
  const queryClient = useQueryClient();
  const setup = queryClient.getQueryData<TwoFactorSetup>(queryKeys.twoFactorSetup());
  // Opened without a setup in progress (a reload, a shared link): start from the beginning.
  if (!setup) return <Navigate to={TWO_FACTOR_PATH} replace />;
  return <ConfirmSetup />;
}

function ConfirmSetup() {
  const t = useTranslate();
  const api = useApi();
  const backToTwoFactor = useGoBack(TWO_FACTOR_PATH);
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const updateUser = useSession((state) => state.updateUser);
  const codeInput = useCodeInput();
  const [error, setError] = useState<string | null>(null);
  const [isEnabling, setEnabling] = useState(false);

  async function enable() {
    if (isEnabling) return;
    const { code } = codeInput;
    if (!codeInput.check()) return;
    setEnabling(true);
    setError(null);
    try {
      const status = await api.call(enableTwoFactor, { body: { code } });
      queryClient.setQueryData(queryKeys.twoFactor(), status);
      queryClient.removeQueries({ queryKey: queryKeys.twoFactorSetup(), exact: true });
      await api.call(getUser).then(updateUser, () => undefined);
      backToTwoFactor();
    } catch (failure) {
      setEnabling(false);
      const { fieldIssues, hasOtherError } = splitFieldIssues(failure, ['code']);
      if (fieldIssues.code) codeInput.setError(t(fieldIssues.code.key, fieldIssues.code.params));
      if (hasOtherError) setError(errorText(failure));
    }
  }

  useMainButton({
    text: t('profile.twoFactor.enable'),
    onClick: () => void enable(),
    isEnabled: codeInput.isComplete,
    isLoading: isEnabling,
  });
  return (
    <CodeForm
      input={codeInput}
      className="ferry-form"
      label={t('profile.twoFactor.codeLabel')}
      lead={<p className="ferry-form-lead">{t('profile.twoFactor.enterFirstCode')}</p>}
      onSubmit={() => void enable()}
      autoFocus
      formError={error}
    />
  );
}
