import { Button } from '@telegram-apps/telegram-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { CODE_LENGTH, codeSchema, errorMessageKey, firstMessage } from '../../../../domain/index';
import { CodeField } from '../../../components/code-field';
import { Dialog } from '../../../components/dialog';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  // A refused code is cleared so the next one can be typed straight away.
  useEffect(() => {
    if (rejection === null) return;
    setCode('');
    setError(t(errorMessageKey(rejection)));
  }, [rejection, t]);

  function send(value: string) {
    if (isChecking) return;
    const message = firstMessage(codeSchema.safeParse(value));
    if (message) {
      setError(t(message.key, message.params));
      return;
    }
    setError(null);
    prompt.submit(value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(code);
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
          <Button mode="gray" size="m" type="button" onClick={prompt.cancel} disabled={isChecking}>
            {t('common.cancel')}
          </Button>
          <Button
            mode="filled"
            size="m"
            type="submit"
            form={formId}
            loading={isChecking}
            disabled={isChecking || code.length !== CODE_LENGTH}
          >
            {t('auth.twoFactorDialog.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <CodeField
          label={t('auth.twoFactorDialog.codeLabel')}
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
            // The sixth digit sends it, as an authenticator code field is expected to.
            if (next.length === CODE_LENGTH) send(next);
          }}
          error={error}
          readOnly={isChecking}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
