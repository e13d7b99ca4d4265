import { Button } from '@telegram-apps/telegram-ui';
import { type FormEvent, useId, useState } from 'react';
import { useStore } from 'zustand';
import { CODE_LENGTH, codeSchema, firstMessage } from '../../../../domain/index';
import { CodeField } from '../../../components/code-field';
import { Dialog } from '../../../components/dialog';
import { useTranslate } from '../../../i18n/use-translate';
import type { TwoFactorPrompt } from '../stores/two-factor-prompt';

/**
 * Opened by the API client on AUTH_2FA_REQUIRED (spec 001 §8): asks for the authenticator's code;
 * the client then repeats the call with `Auth-2FA-Token`. Cancel gives up the call.
 */
export function TwoFactorDialog({ prompt }: { prompt: TwoFactorPrompt }) {
  const isOpen = useStore(prompt.state, (state) => state.isOpen);
  if (!isOpen) return null;
  return <TwoFactorForm prompt={prompt} />;
}

function TwoFactorForm({ prompt }: { prompt: TwoFactorPrompt }) {
  const t = useTranslate();
  const formId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function send(value: string) {
    const message = firstMessage(codeSchema.safeParse(value));
    if (message) {
      setError(t(message.key, message.params));
      return;
    }
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
      onClose={prompt.cancel}
      actions={
        <>
          <Button mode="gray" size="m" type="button" onClick={prompt.cancel}>
            {t('common.cancel')}
          </Button>
          <Button mode="filled" size="m" type="submit" form={formId} disabled={code.length !== CODE_LENGTH}>
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
        />
      </form>
    </Dialog>
  );
}
