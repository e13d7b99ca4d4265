import { errorMessageKey } from '@ferry/shared/domain';
import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { CodeForm, useCodeInput } from '../../../components/code-form';
import { Dialog } from '../../../components/dialog';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
import { useTranslate } from '../../../i18n/use-translate';
import type { TwoFactorPrompt } from '../stores/two-factor-prompt';

/**
 * Opened by the API client on AUTH_2FA_REQUIRED (spec 001 §8): asks for the authenticator's code;
 * the client then repeats the call with `Auth-2FA-Token`. It stays open while the code is checked;
 * a wrong code is reported here and the user types another. Cancel gives up the call.
 */
export function TwoFactorDialog({ prompt }: { prompt: TwoFactorPrompt }) {
  const isOpen = useStore(prompt.state, (state) => state.isOpen);
  if (!isOpen) return null;
  return <TwoFactorForm prompt={prompt} />;
}

function TwoFactorForm({ prompt }: { prompt: TwoFactorPrompt }) {
  const t = useTranslate();
  const formId = useId();
  const isChecking = useStore(prompt.state, (state) => state.isChecking);
  const rejection = useStore(prompt.state, (state) => state.rejection);
  const codeInput = useCodeInput();
  const { setCode, setError } = codeInput;

  // A refused code is cleared so the next one can be typed straight away.
  useEffect(() => {
    if (rejection === null) return;
    setCode('');
    setError(t(errorMessageKey(rejection)));
  }, [rejection, t, setCode, setError]);

  function send(value: string) {
    if (isChecking) return;
    if (!codeInput.check(value)) return;
    setError(null);
    prompt.submit(value);
  }

  return (
    <Dialog
      title={t('auth.twoFactorDialog.title')}
      description={t('auth.twoFactorDialog.description')}
      onClose={() => {
        if (!isChecking) prompt.cancel();
      }}
      actions={
        <>
          <CancelButton onClick={prompt.cancel} disabled={isChecking} />
          <ActionButton form={formId} isBusy={isChecking} isDisabled={!codeInput.isComplete}>
            {t('auth.twoFactorDialog.confirm')}
          </ActionButton>
        </>
      }
    >
      <CodeForm
        id={formId}
        input={codeInput}
        label={t('auth.twoFactorDialog.codeLabel')}
        onSubmit={send}
        // The sixth digit sends it, as an authenticator code field is expected to.
        isSentOnSixthDigit
        readOnly={isChecking}
        autoFocus
      />
    </Dialog>
  );
}
