import type { MessageKey } from '@ferry/locales';
import { REQUISITE_KIND_OF_PAYWAY, type WithdrawPayway } from '@ferry/shared/contracts';
import { firstMessage, personNameSchema } from '@ferry/shared/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { QrScanButton } from '../../../components/qr-scan-button';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { withdrawStepPath } from '../../../shell/paths';
import { usePayoutBeneficiary, useSavedRequisites } from '../api/withdraw-queries';
import { useWithdrawDraftStore } from '../stores/withdraw-draft-store';
import { checkNewRequisite, displayRequisite, takesMemo } from '../utils/requisite-issues';

const VALUE_LABEL: Record<string, MessageKey> = {
  card_mask: 'withdraw.requisites.card',
  iban: 'withdraw.requisites.iban',
  address: 'withdraw.requisites.address',
};

const NEW = 'new';

interface NewValues {
  value: string;
  memo: string;
  isSaving: boolean;
  beneficiaryName: string;
}

/** Step 2: where the money goes. Saved details first, or new ones checked by the domain's rules. */
export function WithdrawRequisitesForm({ payway, currency }: { payway: WithdrawPayway; currency: string }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const groupId = useId();
  const draft = useWithdrawDraftStore();
  const kind = REQUISITE_KIND_OF_PAYWAY[payway];
  const saved = useSavedRequisites(kind);
  const matching = (saved.data ?? []).filter(
    (requisite) => kind !== 'address' || requisite.network === draft.network,
  );
  const [choice, setChoice] = useState<string>(draft.requisite?.kind === 'saved' ? draft.requisite.id : '');
  const typed = draft.requisite?.kind === 'new' ? draft.requisite : null;
  // A bank account or a card is paid only in the user's own name (spec 000 §5): asked, prefilled.
  const hasHolder = kind !== 'address';
  const holder = usePayoutBeneficiary(hasHolder);
  const { register, handleSubmit, setError, setValue, getValues, formState } = useForm<NewValues>({
    defaultValues: {
      value: typed?.value ?? '',
      memo: typed?.memo ?? '',
      isSaving: typed?.isSaving ?? false,
      beneficiaryName: draft.beneficiaryName,
    },
  });
  const hasMemo = takesMemo(draft.network);
  const holderOnRecord = holder.data ?? null;
  useEffect(() => {
    if (holderOnRecord && getValues('beneficiaryName') === '') setValue('beneficiaryName', holderOnRecord);
  }, [holderOnRecord, getValues, setValue]);

  /** The holder's name as typed, or null (with the field's message) when it is not a name. */
  function checkedHolder(values: NewValues): string | null {
    if (!hasHolder) return '';
    const name = values.beneficiaryName.trim().replace(/\s+/g, ' ');
    const issue = firstMessage(personNameSchema.safeParse(name));
    if (!issue) return name;
    setError('beneficiaryName', { message: t(issue.key, issue.params) });
    return null;
  }

  // Saved details come first; with none, or with typed ones in the draft, the new form is open.
  const selected =
    choice || (typed || (saved.isSuccess && matching.length === 0) ? NEW : (matching[0]?.id ?? ''));

  const { value: valueIssue, memo: memoIssue, beneficiaryName: holderIssue } = draft.serverIssues;
  useEffect(() => {
    if (valueIssue) setError('value', { message: t(valueIssue.key, valueIssue.params) });
    if (memoIssue) setError('memo', { message: t(memoIssue.key, memoIssue.params) });
    if (holderIssue) setError('beneficiaryName', { message: t(holderIssue.key, holderIssue.params) });
  }, [valueIssue, memoIssue, holderIssue, setError, t]);

  const submitNew = handleSubmit((values) => {
    const issues = checkNewRequisite({
      payway,
      currency,
      network: draft.network,
      value: values.value,
      memo: hasMemo ? values.memo : '',
    });
    const holderName = checkedHolder(values);
    let isValid = holderName !== null;
    for (const field of ['value', 'memo'] as const) {
      const key = issues[field];
      if (!key) continue;
      isValid = false;
      setError(field, { message: t(key as MessageKey) });
    }
    if (!isValid || holderName === null) return;
    draft.setRequisite(
      {
        kind: 'new',
        value: values.value.trim(),
        memo: hasMemo ? values.memo.trim() : '',
        isSaving: values.isSaving,
      },
      holderName,
    );
    navigate(withdrawStepPath(payway, currency, 'confirm'));
  });

  const submitSaved = handleSubmit((values) => {
    const requisite = matching.find((entry) => entry.id === selected);
    const holderName = checkedHolder(values);
    if (!requisite || holderName === null) return;
    draft.setRequisite(
      {
        kind: 'saved',
        id: requisite.id,
        label: requisite.name ?? displayRequisite(requisite.value, requisite.kind),
        network: requisite.network,
      },
      holderName,
    );
    navigate(withdrawStepPath(payway, currency, 'confirm'));
  });

  function next() {
    if (selected === NEW) {
      void submitNew();
      return;
    }
    void submitSaved();
  }

  useMainButton({
    text: t('common.continue'),
    onClick: next,
    isEnabled: selected !== '',
    isVisible: !saved.isPending && !saved.error,
  });

  if (!draft.amount) return <Navigate to={withdrawStepPath(payway, currency, 'form')} replace />;
  if (saved.isPending) return <LoadingState />;
  if (saved.error) return <QueryErrorState query={saved} title={t('withdraw.requisites.error')} />;

  return (
    <div className="ferry-withdraw-requisites">
      <fieldset className="ferry-fieldset ferry-withdraw-choices">
        <legend>{t('withdraw.requisites.heading')}</legend>
        {matching.map((requisite) => (
          <label key={requisite.id} className="ferry-withdraw-choice">
            <input
              type="radio"
              name={groupId}
              value={requisite.id}
              checked={selected === requisite.id}
              onChange={() => setChoice(requisite.id)}
            />
            <span className="ferry-withdraw-choice-text">
              {requisite.name ? <span className="ferry-withdraw-choice-name">{requisite.name}</span> : null}
              <span className="ferry-withdraw-choice-value">
                {displayRequisite(requisite.value, requisite.kind)}
                {requisite.memo ? ` · MEMO ${requisite.memo}` : ''}
              </span>
            </span>
          </label>
        ))}
        <label className="ferry-withdraw-choice">
          <input
            type="radio"
            name={groupId}
            value={NEW}
            checked={selected === NEW}
            onChange={() => setChoice(NEW)}
          />
          <span className="ferry-withdraw-choice-text">
            <span className="ferry-withdraw-choice-name">{t('withdraw.requisites.new')}</span>
          </span>
        </label>
      </fieldset>
      {hasHolder ? (
        <form
          className="ferry-form ferry-withdraw-holder"
          noValidate
          onSubmit={(event) => (selected === NEW ? void submitNew(event) : void submitSaved(event))}
        >
          <TextField
            label={t(
              kind === 'card_mask' ? 'payoutCheck.beneficiary.cardLabel' : 'payoutCheck.beneficiary.label',
            )}
            hint={t('payoutCheck.beneficiary.hint')}
            autoComplete="name"
            spellCheck={false}
            error={formState.errors.beneficiaryName?.message}
            {...register('beneficiaryName')}
          />
        </form>
      ) : null}
      {selected === NEW ? (
        <form className="ferry-form" noValidate onSubmit={(event) => void submitNew(event)}>
          <TextField
            label={t(VALUE_LABEL[kind] as MessageKey)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode={kind === 'card_mask' ? 'numeric' : 'text'}
            error={formState.errors.value?.message}
            {...register('value')}
          />
          {kind === 'address' ? (
            <QrScanButton
              network={draft.network}
              onAddress={(address, comment) => {
                setValue('value', address, { shouldDirty: true, shouldValidate: false });
                if (comment && hasMemo) setValue('memo', comment, { shouldDirty: true });
              }}
            />
          ) : null}
          {hasMemo ? (
            <TextField
              label={t('withdraw.requisites.memo')}
              autoComplete="off"
              error={formState.errors.memo?.message}
              {...register('memo')}
            />
          ) : null}
          <label className="ferry-check ferry-withdraw-save">
            <input type="checkbox" {...register('isSaving')} />
            <span>{t('withdraw.requisites.save')}</span>
          </label>
        </form>
      ) : null}
    </div>
  );
}
