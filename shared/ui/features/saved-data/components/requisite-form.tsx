import { createRequisite, type RequisiteView, requisiteBodySchema } from '@ferry/shared/contracts';
import { issueToMessage, NETWORK_INFO, NETWORKS, SAVED_REQUISITE_KINDS } from '@ferry/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { SheetForm } from '../../../components/sheet-form';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

type Kind = (typeof SAVED_REQUISITE_KINDS)[number];

interface RequisiteFormValues {
  kind: Kind;
  value: string;
  network: string;
  memo: string;
  name: string;
}

/** Coins with a chain of their own: their address travels on the coin's code. */
const OWN_CHAINS = ['BTC', 'LTC', 'DOGE'] as const;
const FIELDS = ['value', 'network', 'memo', 'name'] as const;
/** The server names these fields as the form does. */
const FIELD_BY_PATH = { value: 'value', network: 'network', memo: 'memo', name: 'name' } as const;

function toBody(values: RequisiteFormValues) {
  const isAddress = values.kind === 'address';
  const memo = values.memo.trim();
  const name = values.name.trim();
  return {
    kind: values.kind,
    value: values.kind === 'address' ? values.value.trim() : values.value.replace(/\s+/g, ''),
    ...(isAddress && values.network ? { network: values.network } : {}),
    ...(isAddress && memo ? { memo } : {}),
    ...(name ? { name } : {}),
  };
}

interface RequisiteFormProps {
  onCreated(requisite: RequisiteView): void;
  onClose(): void;
}

/**
 * "Add withdrawal details": an IBAN, a card or a crypto address (with its network and, on TON,
 * an optional MEMO). The domain's rules check the value before anything is sent.
 */
export function RequisiteForm({ onCreated, onClose }: RequisiteFormProps) {
  const t = useTranslate();
  const api = useApi();
  const formId = useId();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const { register, handleSubmit, watch, setError, clearErrors, formState } = useForm<RequisiteFormValues>({
    defaultValues: { kind: 'iban', value: '', network: 'ERC20', memo: '', name: '' },
  });
  const { errors, isDirty, isSubmitting } = formState;
  const { formError, catchServerErrors } = useServerFieldErrors(setError, FIELD_BY_PATH);
  const kind = watch('kind');
  const network = watch('network');

  const save = handleSubmit(
    catchServerErrors(async (values) => {
      clearErrors();
      const body = toBody(values);
      const checked = requisiteBodySchema.safeParse(body);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const field = FIELDS.find((name) => name === issue.path[0]) ?? 'value';
          const message = issueToMessage(issue);
          setError(field, { message: t(message.key, message.params) });
        }
        return;
      }
      const created = await api.call(createRequisite, { body });
      await queryClient.invalidateQueries({ queryKey: queryKeys.requisites(profileId) });
      onCreated(created);
    }),
  );

  const valueLabel = {
    iban: t('presets.requisites.fields.iban'),
    card_mask: t('presets.requisites.fields.cardNumber'),
    address: t('presets.requisites.fields.address'),
  }[kind];
  return (
    <SheetForm
      formId={formId}
      title={t('presets.requisites.addTitle')}
      submitLabel={t('presets.requisites.save')}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      formError={formError}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
    >
      <SelectField
        id={`${formId}-kind`}
        label={t('presets.requisites.fields.kind')}
        options={SAVED_REQUISITE_KINDS}
        optionLabel={(option) => t(`presets.requisiteKinds.${option}`)}
        {...register('kind', { onChange: () => clearErrors() })}
      />
      <TextField
        label={valueLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode={kind === 'card_mask' ? 'numeric' : 'text'}
        error={errors.value?.message}
        {...register('value')}
      />
      {kind === 'address' ? (
        <>
          <div className="ferry-field">
            <label className="ferry-field-label" htmlFor={`${formId}-network`}>
              {t('presets.requisites.fields.network')}
            </label>
            <select id={`${formId}-network`} className="ferry-select" {...register('network')}>
              {NETWORKS.map((option) => (
                <option key={option} value={option}>
                  {NETWORK_INFO[option].label}
                </option>
              ))}
              {OWN_CHAINS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {errors.network?.message ? (
              <p className="ferry-field-error" role="alert">
                {errors.network.message}
              </p>
            ) : null}
          </div>
          {network === 'TON' ? (
            <TextField
              label={t('presets.requisites.fields.memo')}
              hint={t('presets.requisites.memoHint')}
              autoComplete="off"
              error={errors.memo?.message}
              {...register('memo')}
            />
          ) : null}
        </>
      ) : null}
      <TextField
        label={t('presets.requisites.fields.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
    </SheetForm>
  );
}
