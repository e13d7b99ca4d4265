import type { Message } from '@ferry/locales';
import {
  checkRequisiteInput,
  createRequisite,
  REQUISITE_KIND_OF_PAYWAY,
  type RequisiteView,
  type WithdrawPayway,
} from '@ferry/shared/contracts';
import { useState } from 'react';
import { EnterForm } from '../../../components/enter-form';
import { ErrorState } from '../../../components/error-state';
import { FieldAlert } from '../../../components/form-error';
import { QrScanButton } from '../../../components/qr-scan-button';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import { useSavedRequisites } from '../api/exchange-saved-queries';
import type { ExchangeRequisite } from '../stores/exchange-pair-store';

interface RequisiteEntryProps {
  payway: string;
  currency: string;
  network: string | null;
  initial: ExchangeRequisite | null;
  onDirtyChange(isDirty: boolean): void;
  onDone(requisite: ExchangeRequisite): void;
}

const NEW = 'new';

/**
 * Where the exchanged money goes (spec 000 §2 `/exchange/requisites`): one of the saved details of
 * the payway's kind, or new ones checked by the domain rules (card Luhn, IBAN by currency, address
 * by network, MEMO) before anything is sent; "save" keeps them for next time.
 */
export function RequisiteEntry({
  payway,
  currency,
  network,
  initial,
  onDirtyChange,
  onDone,
}: RequisiteEntryProps) {
  const t = useTranslate();
  const api = useApi();
  const { haptics } = usePlatform();
  const errorText = useApiErrorText();
  const kind = REQUISITE_KIND_OF_PAYWAY[payway as WithdrawPayway] ?? 'iban';
  const saved = useSavedRequisites();
  const matching = (saved.data ?? []).filter(
    (requisite) => requisite.kind === kind && (kind !== 'address' || requisite.network === network),
  );
  // A merchant's frame may hide saving (`isHideSaveRequisiteButton`) and hand over the customer's
  // crypto address (`address`, from a signed URL or a session).
  const frame = useReadyFrame();
  const isSaveHidden = frame?.params.flags.isHideSaveRequisiteButton === true;
  const frameAddress = kind === 'address' ? (frame?.params.customer.address ?? '') : '';
  const [choice, setChoice] = useState<string>(initial?.kind === 'saved' ? initial.id : NEW);
  const [value, setValue] = useState(initial?.kind === 'new' ? initial.value : frameAddress);
  const [memo, setMemo] = useState(initial?.kind === 'new' ? (initial.memo ?? '') : '');
  const [save, setSave] = useState(initial?.kind === 'new' ? initial.save : !isSaveHidden);
  const [errors, setErrors] = useState<{ value?: Message; memo?: Message; form?: string }>({});
  const [isSaving, setIsSaving] = useState(false);
  const activeChoice = matching.some((requisite) => requisite.id === choice) ? choice : NEW;

  const check = (): boolean => {
    const found: { value?: Message; memo?: Message } = {};
    checkRequisiteInput(
      {
        kind,
        value: value.trim(),
        network: kind === 'address' ? (network ?? undefined) : undefined,
        memo,
        currency,
      },
      {
        addIssue: (issue) => {
          const field = issue.path[0] === 'memo' ? 'memo' : 'value';
          found[field] ??= { key: issue.message as Message['key'] };
        },
      },
      { value: ['value'], network: ['network'], memo: ['memo'] },
    );
    setErrors(found);
    return !found.value && !found.memo;
  };

  const submit = async () => {
    const picked = matching.find((requisite) => requisite.id === activeChoice);
    if (picked) {
      onDone({
        kind: 'saved',
        id: picked.id,
        value: picked.value,
        network: picked.network,
        memo: picked.memo,
      });
      return;
    }
    if (!check()) {
      haptics.notificationOccurred('error');
      return;
    }
    const typed = { value: value.trim(), network, memo: memo.trim() || null };
    if (!save) {
      onDone({ kind: 'new', ...typed, save: false });
      return;
    }
    setIsSaving(true);
    try {
      const created = await api.call(createRequisite, {
        body: {
          kind,
          value: typed.value,
          ...(kind === 'address' && network ? { network } : {}),
          ...(typed.memo ? { memo: typed.memo } : {}),
        },
      });
      onDone({
        kind: 'saved',
        id: created.id,
        value: created.value,
        network: created.network,
        memo: created.memo,
      });
    } catch (error) {
      haptics.notificationOccurred('error');
      const issues = readFieldIssues(error);
      if (issues.value || issues.memo) setErrors({ value: issues.value, memo: issues.memo });
      else setErrors({ form: errorText(error) });
    } finally {
      setIsSaving(false);
    }
  };

  useMainButton({ text: t('common.continue'), isLoading: isSaving, onClick: () => void submit() });

  if (saved.isError)
    return (
      <ErrorState
        error={saved.error}
        title={t('exchange.requisites.loadError')}
        onRetry={() => void saved.refetch()}
      />
    );

  const label =
    kind === 'address'
      ? t('exchange.requisites.address', { network: network ?? currency })
      : kind === 'card_mask'
        ? t('exchange.requisites.cardNumber')
        : t('exchange.requisites.iban');

  return (
    <EnterForm className="ferry-exchange-step" onSubmit={() => void submit()}>
      {matching.length > 0 ? (
        <fieldset className="ferry-fieldset ferry-choice-list">
          <legend>{t('exchange.requisites.saved')}</legend>
          {matching.map((requisite: RequisiteView) => (
            <label key={requisite.id} className="ferry-choice">
              <input
                type="radio"
                name="requisite"
                checked={activeChoice === requisite.id}
                onChange={() => setChoice(requisite.id)}
              />
              <span className="ferry-choice-text">
                <span className="ferry-choice-value">{requisite.value}</span>
                {requisite.name ? <span className="ferry-choice-hint">{requisite.name}</span> : null}
              </span>
            </label>
          ))}
          <label className="ferry-choice">
            <input
              type="radio"
              name="requisite"
              checked={activeChoice === NEW}
              onChange={() => setChoice(NEW)}
            />
            <span className="ferry-choice-text">{t('exchange.requisites.useNew')}</span>
          </label>
        </fieldset>
      ) : null}
      {activeChoice === NEW ? (
        <fieldset className="ferry-fieldset">
          <legend>{t('exchange.requisites.new')}</legend>
          <TextField
            label={label}
            value={value}
            autoComplete="off"
            spellCheck={false}
            error={errors.value ? t(errors.value.key, errors.value.params) : null}
            onChange={(event) => {
              setValue(event.target.value);
              onDirtyChange(true);
            }}
          />
          {kind === 'address' ? (
            <QrScanButton
              network={network}
              onAddress={(address, comment) => {
                setValue(address);
                if (comment && network === 'TON') setMemo(comment);
                onDirtyChange(true);
              }}
            />
          ) : null}
          {network === 'TON' ? (
            <TextField
              label={t('exchange.requisites.memo')}
              value={memo}
              autoComplete="off"
              error={errors.memo ? t(errors.memo.key, errors.memo.params) : null}
              onChange={(event) => setMemo(event.target.value)}
            />
          ) : null}
          {isSaveHidden ? null : (
            <label className="ferry-checkbox">
              <input type="checkbox" checked={save} onChange={(event) => setSave(event.target.checked)} />
              <span>{t('exchange.requisites.save')}</span>
            </label>
          )}
        </fieldset>
      ) : null}
      <FieldAlert message={errors.form} />
    </EnterForm>
  );
}
