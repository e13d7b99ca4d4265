import {
  createPreset,
  PRESET_KINDS,
  type PresetKind,
  type PresetView,
  type RequisiteView,
} from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { SelectField } from '../../../components/select-field';
import { SheetForm } from '../../../components/sheet-form';
import { useTranslate } from '../../../i18n/use-translate';
import { maskRequisite } from '../../../lib/mask-requisite';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { SAVED_REQUISITES_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { isRequisiteFit, receiveCurrencies, SPEND_CURRENCIES } from '../utils/preset-fit';
import { PersonNameFields } from './person-name-fields';

interface PresetFormValues {
  kind: PresetKind;
  firstName: string;
  lastName: string;
  fromCurrency: string;
  toCurrency: string;
  requisiteId: string;
}

const FIELD_BY_PATH = {
  first_name: 'firstName',
  last_name: 'lastName',
  from_currency: 'fromCurrency',
  to_currency: 'toCurrency',
  requisite_id: 'requisiteId',
} as const;

/** The pair people start from most: a stablecoin to euros, or to itself on another wallet. */
const DEFAULT_FROM = 'USDT';
const defaultTo = (kind: PresetKind) => (kind === 'crypto_to_fiat' ? 'EUR' : 'USDT');

interface PresetFormProps {
  /** The profile's saved withdrawal details; a preset pays out to one of them. */
  requisites: RequisiteView[];
  onCreated(preset: PresetView): void;
  onClose(): void;
}

/**
 * "New preset": its kind, who receives (first and last name), the pair, and which saved details
 * receive the payout. Details that cannot receive the chosen currency are not offered.
 */
export function PresetForm({ requisites, onCreated, onClose }: PresetFormProps) {
  const t = useTranslate();
  const api = useApi();
  const formId = useId();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const firstFiat = requisites.some((requisite) => requisite.kind !== 'address');
  const initialKind: PresetKind =
    firstFiat || requisites.length === 0 ? 'crypto_to_fiat' : 'crypto_to_crypto';
  const { register, handleSubmit, watch, setError, setValue, formState } = useForm<PresetFormValues>({
    defaultValues: {
      kind: initialKind,
      firstName: '',
      lastName: '',
      fromCurrency: DEFAULT_FROM,
      toCurrency: defaultTo(initialKind),
      requisiteId: '',
    },
  });
  const { errors, isDirty, isSubmitting } = formState;
  const { formError, catchServerErrors } = useServerFieldErrors(setError, FIELD_BY_PATH);
  const kind = watch('kind');
  const toCurrency = watch('toCurrency');
  const targets = receiveCurrencies(kind);
  const fitting = requisites.filter((requisite) => isRequisiteFit(kind, toCurrency, requisite));

  const save = handleSubmit(
    catchServerErrors(async (values) => {
      const preset = await api.call(createPreset, {
        body: {
          kind: values.kind,
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          from_currency: values.fromCurrency,
          to_currency: values.toCurrency,
          requisite_id: values.requisiteId,
        },
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.presets(profileId) });
      onCreated(preset);
    }),
  );

  return (
    <SheetForm
      formId={formId}
      title={t('presets.createTitle')}
      submitLabel={t('presets.save')}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      formError={formError}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
    >
      <fieldset className="ferry-fieldset">
        <legend className="ferry-field-label">{t('presets.fields.kind')}</legend>
        <div className="ferry-choice-row">
          {PRESET_KINDS.map((option) => (
            <label key={option} className="ferry-choice">
              <input
                type="radio"
                value={option}
                {...register('kind', {
                  onChange: () => {
                    setValue('toCurrency', defaultTo(option));
                    setValue('requisiteId', '');
                  },
                })}
              />
              <span>{t(`presets.kinds.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <PersonNameFields register={register} errors={errors} />
      <div className="ferry-preset-pair">
        <SelectField
          id={`${formId}-from`}
          label={t('presets.fields.fromCurrency')}
          options={SPEND_CURRENCIES}
          optionLabel={(code) => code}
          defaultValue={DEFAULT_FROM}
          {...register('fromCurrency')}
        />
        <SelectField
          id={`${formId}-to`}
          label={t('presets.fields.toCurrency')}
          options={targets}
          optionLabel={(code) => code}
          defaultValue={defaultTo(initialKind)}
          {...register('toCurrency', { onChange: () => setValue('requisiteId', '') })}
        />
      </div>
      <div className="ferry-field">
        <label className="ferry-field-label" htmlFor={`${formId}-requisite`}>
          {t('presets.fields.requisite')}
        </label>
        <select
          id={`${formId}-requisite`}
          className="ferry-select"
          aria-invalid={errors.requisiteId ? true : undefined}
          aria-describedby={errors.requisiteId ? `${formId}-requisite-error` : undefined}
          {...register('requisiteId', {
            validate: (value) => (value ? true : t('validation.required')),
          })}
        >
          <option value="">{t('presets.chooseRequisite')}</option>
          {fitting.map((requisite) => (
            <option key={requisite.id} value={requisite.id}>
              {t(`presets.requisiteKinds.${requisite.kind}`)} {maskRequisite(requisite)}
              {requisite.network ? ` (${requisite.network})` : ''}
            </option>
          ))}
        </select>
        {errors.requisiteId?.message ? (
          <p id={`${formId}-requisite-error`} className="ferry-field-error" role="alert">
            {errors.requisiteId.message}
          </p>
        ) : null}
        {fitting.length === 0 ? (
          <p className="ferry-field-hint">
            {t(kind === 'crypto_to_fiat' ? 'presets.noFitFiat' : 'presets.noFitCrypto', {
              currency: toCurrency,
            })}{' '}
            <Link to={SAVED_REQUISITES_PATH}>{t('presets.addRequisite')}</Link>
          </p>
        ) : null}
      </div>
    </SheetForm>
  );
}
