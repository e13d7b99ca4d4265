import { isApiError } from '@ferry/shared/api';
import {
  confirmPayoutDetails,
  type PayoutConfirmationState,
  type PayoutDetailsDemand,
  requestPayoutConfirmation,
} from '@ferry/shared/contracts';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { CodeForm, useCodeInput } from '../../../components/code-form';
import { Dialog } from '../../../components/dialog';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
import { FormError } from '../../../components/form-error';
import { ResendCode } from '../../../components/resend-code';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useApi } from '../../../queries/api-context';
import type { PayoutDetailsPrompt } from '../stores/payout-details-prompt';

/** The server's wait between two codes (one-time codes: 60 s). */
const RESEND_AFTER_MS = 60_000;

/**
 * The one-time confirmation of payout details never used before, opened by the
 * API client when a payout is refused for them. A code goes to the account's mail as the dialog
 * opens; a Telegram account without mail confirms with the mini-app's signed launch data. Once
 * confirmed the client sends the payout again; Cancel leaves it unsent.
 */
export function PayoutDetailsDialog({ prompt }: { prompt: PayoutDetailsPrompt }) {
  const demand = useStore(prompt.state, (state) => state.demand);
  if (!demand) return null;
  return <PayoutDetailsForm key={demand.details_token} prompt={prompt} demand={demand} />;
}

function PayoutDetailsForm({ prompt, demand }: { prompt: PayoutDetailsPrompt; demand: PayoutDetailsDemand }) {
  const t = useTranslate();
  const api = useApi();
  const { initData } = usePlatform();
  const errorText = useApiErrorText();
  const formId = useId();
  const codeInput = useCodeInput();
  const [sent, setSent] = useState<PayoutConfirmationState | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [isBusy, setBusy] = useState(false);
  const [isSpent, setSpent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const hasAsked = useRef(false);

  async function ask() {
    setBusy(true);
    setFormError(null);
    try {
      const state = await api.call(requestPayoutConfirmation, {
        body: { details_token: demand.details_token },
      });
      if (state.status === 'confirmed') return prompt.finish(true);
      setSent(state);
      setSpent(false);
      codeInput.setCode('');
      setResendAt(Date.now() + RESEND_AFTER_MS);
    } catch (failure) {
      setFormError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  // The code is sent once, as the dialog opens (StrictMode mounts effects twice in development).
  useEffect(() => {
    if (hasAsked.current) return;
    hasAsked.current = true;
    void ask();
  });

  async function confirm(proof: { code: string } | { init_data: string }) {
    if (isBusy) return;
    setBusy(true);
    setFormError(null);
    try {
      await api.call(confirmPayoutDetails, { body: { details_token: demand.details_token, ...proof } });
      prompt.finish(true);
    } catch (failure) {
      const issue = readFieldIssues(failure).code;
      if (issue) {
        codeInput.setCode('');
        codeInput.setError(t(issue.key, issue.params));
      } else if (isApiError(failure) && failure.code === 'CODE_ATTEMPTS_EXCEEDED') setSpent(true);
      else setFormError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const isTelegram = demand.channel === 'telegram';
  // Until the mail is on its way the dialog only says so; then where the code went.
  const description = isTelegram
    ? t('payoutCheck.dialog.telegramDescription', { requisite: demand.requisite })
    : sent
      ? t('payoutCheck.dialog.emailDescription', { requisite: demand.requisite, sentTo: sent.sent_to ?? '' })
      : t('payoutCheck.dialog.sending');

  return (
    <Dialog
      title={t('payoutCheck.dialog.title')}
      description={<span className="ferry-break">{description}</span>}
      onClose={() => {
        if (!isBusy) prompt.finish(false);
      }}
      actions={
        <>
          <CancelButton onClick={() => prompt.finish(false)} disabled={isBusy} />
          {isTelegram ? (
            <Button
              mode="filled"
              size="m"
              type="button"
              loading={isBusy}
              disabled={isBusy || !initData}
              onClick={() => {
                if (initData) void confirm({ init_data: initData });
              }}
            >
              {t('payoutCheck.dialog.telegramConfirm')}
            </Button>
          ) : (
            <ActionButton form={formId} isBusy={isBusy} isDisabled={!codeInput.isComplete || sent === null}>
              {t('payoutCheck.dialog.confirm')}
            </ActionButton>
          )}
        </>
      }
    >
      {isTelegram ? (
        <>
          {initData ? null : <p>{t('payoutCheck.dialog.telegramUnavailable')}</p>}
          <FormError message={formError} />
        </>
      ) : (
        <CodeForm
          id={formId}
          input={codeInput}
          label={t('payoutCheck.dialog.codeLabel')}
          onSubmit={(code) => {
            if (codeInput.check(code)) void confirm({ code });
          }}
          isSpent={isSpent}
          readOnly={isBusy}
          autoFocus
          formError={formError}
        >
          {sent ? <ResendCode resendAt={resendAt} isSending={isBusy} onResend={() => void ask()} /> : null}
        </CodeForm>
      )}
    </Dialog>
  );
}
