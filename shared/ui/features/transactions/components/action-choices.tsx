import type { TransactionView } from '@ferry/shared/contracts';
import type { ActionRequiredChoice } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { ActionButton, CancelButton } from '../../../components/dialog-buttons';
import { FormError } from '../../../components/form-error';
import { HeadedSection } from '../../../components/headed-section';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { type ActionOutcome, useTransactionAction } from '../api/use-transaction-action';
import { actionChoiceTexts, isRefusedPayout } from '../lib/action-choice-texts';

interface ActionChoicesProps {
  transaction: TransactionView;
  /** The choice went through: the page follows the transaction it started. */
  onDone(outcome: ActionOutcome, choice: ActionRequiredChoice): void;
  /** "Contact support", composed by the page (support is a feature of its own). */
  support?: ReactNode;
}

/**
 * What the user may do with a transaction that stopped for them (spec 000 §4): exactly the
 * API's `action_choices`, each asked once more in a dialog before the money moves. RETRY of a
 * payout the provider refused may name other details to send it to (empty: the same ones).
 */
export function ActionChoices({ transaction, onDone, support }: ActionChoicesProps) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const action = useTransactionAction(transaction.id);
  const [asked, setAsked] = useState<ActionRequiredChoice | null>(null);
  const [newDetails, setNewDetails] = useState('');
  // A second click lands before React re-renders with isPending, so the guard is a ref.
  const isPosting = useRef(false);
  const choices = transaction.action_choices;
  if (choices.length === 0 && !support) return null;
  const isPayout = isRefusedPayout(transaction);
  const texts = (choice: ActionRequiredChoice) => actionChoiceTexts(transaction, choice);
  const isAskingDetails = isPayout && asked === 'RETRY';
  const currentDetails =
    typeof transaction.requisite?.value === 'string' ? transaction.requisite.value : null;

  function confirm(choice: ActionRequiredChoice) {
    if (isPosting.current) return;
    isPosting.current = true;
    const typed = newDetails.trim();
    // The promise, not mutate's callbacks: a live event can end the choice (and unmount this
    // card) before the answer arrives, and mutate's callbacks never run for an unmounted caller.
    action
      .mutateAsync(isAskingDetails && typed ? { choice, requisite: { value: typed } } : { choice })
      .then(
        (outcome) => {
          setAsked(null);
          onDone(outcome, choice);
        },
        () => undefined,
      )
      .finally(() => {
        isPosting.current = false;
      });
  }

  return (
    <HeadedSection
      className="ferry-tx-card ferry-tx-actions"
      headingId="ferry-tx-actions-title"
      headingClassName="ferry-section-heading"
      title={t(choices.length > 0 ? 'transactions.action.title' : 'transactions.action.helpTitle')}
    >
      <p className="ferry-tx-note">
        {t(
          choices.length === 0
            ? 'transactions.action.helpIntro'
            : isPayout
              ? 'transactions.action.payoutIntro'
              : 'transactions.action.intro',
        )}
      </p>
      {choices.length > 0 ? (
        <ul className="ferry-tx-choice-list">
          {choices.map((choice) => (
            <li key={choice} className="ferry-tx-choice">
              <Button
                mode={choice === choices[0] ? 'filled' : 'bezeled'}
                size="m"
                stretched
                type="button"
                onClick={() => {
                  action.reset();
                  setNewDetails('');
                  setAsked(choice);
                }}
              >
                {t(texts(choice).label)}
              </Button>
              <p className="ferry-tx-note">{t(texts(choice).description)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {support ? <div className="ferry-tx-support">{support}</div> : null}
      {asked ? (
        <Dialog
          role="alertdialog"
          title={t(texts(asked).confirmTitle)}
          description={t(texts(asked).description)}
          onClose={() => {
            if (!action.isPending) setAsked(null);
          }}
          actions={
            <>
              <CancelButton onClick={() => setAsked(null)} disabled={action.isPending} />
              <ActionButton isBusy={action.isPending} onClick={() => confirm(asked)}>
                {t(texts(asked).label)}
              </ActionButton>
            </>
          }
        >
          {isAskingDetails ? (
            <TextField
              label={t('transactions.action.retryPayoutField')}
              value={newDetails}
              onChange={(event) => setNewDetails(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={128}
              disabled={action.isPending}
              {...(currentDetails
                ? { hint: t('transactions.action.retryPayoutSame', { value: currentDetails }) }
                : {})}
            />
          ) : null}
          {action.error ? <FormError message={errorText(action.error)} /> : null}
        </Dialog>
      ) : null}
    </HeadedSection>
  );
}
