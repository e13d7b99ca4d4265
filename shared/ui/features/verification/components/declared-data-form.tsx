import { isApiError } from '@ferry/shared/api';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { messageResolver } from '../../../lib/message-resolver';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useSubmitDeclaredData } from '../api/verification-queries';
import {
  checkDeclaredData,
  type DeclaredDataValues,
  EMPTY_DECLARED_DATA,
  FIELD_BY_PATH,
  toDeclaredDataBody,
} from '../utils/declared-data-values';
import { DateMaskField } from './date-mask-field';
import { DeclaredAddressFields } from './declared-address-fields';
import './verification.css';

interface DeclaredDataFormProps {
  onSaved(): void;
  /** The chosen residence country is one Ferry does not serve. */
  onCountryRefused(): void;
}

/** Name, date of birth and residence address, checked field by field before the server sees them. */
export function DeclaredDataForm({ onSaved, onCountryRefused }: DeclaredDataFormProps) {
  const t = useTranslate();
  const formId = useId();
  const submit = useSubmitDeclaredData();
  const resolver = useMemo(
    () => messageResolver<DeclaredDataValues>((values) => checkDeclaredData(values, new Date()), t),
    [t],
  );
  const { register, control, handleSubmit, setError, formState } = useForm<DeclaredDataValues>({
    defaultValues: EMPTY_DECLARED_DATA,
    resolver,
  });
  const { errors, isSubmitting } = formState;
  const { formError, catchServerErrors } = useServerFieldErrors(setError, FIELD_BY_PATH);

  const save = handleSubmit(
    catchServerErrors(async (values) => {
      try {
        await submit.mutateAsync(toDeclaredDataBody(values, new Date()));
      } catch (error) {
        if (isApiError(error) && error.code === 'COUNTRY_NOT_ALLOWED') return onCountryRefused();
        throw error;
      }
      onSaved();
    }),
  );
  useMainButton({
    text: t('verification.declared.submit'),
    onClick: () => void save(),
    isLoading: isSubmitting,
    isEnabled: !isSubmitting,
  });

  const field = (name: keyof DeclaredDataValues) => ({ error: errors[name]?.message, ...register(name) });
  return (
    <form id={formId} className="ferry-verification-step" noValidate onSubmit={(event) => void save(event)}>
      <p className="ferry-verification-note">{t('verification.declared.intro')}</p>
      <TextField
        label={t('verification.declared.firstName')}
        autoComplete="given-name"
        {...field('firstName')}
      />
      <TextField
        label={t('verification.declared.lastName')}
        autoComplete="family-name"
        {...field('lastName')}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field: date }) => (
          <DateMaskField
            ref={date.ref}
            label={t('verification.declared.dateOfBirth')}
            hint={t('verification.declared.dateHint')}
            name={date.name}
            value={date.value}
            onChange={date.onChange}
            onBlur={date.onBlur}
            error={errors.dateOfBirth?.message}
          />
        )}
      />
      <DeclaredAddressFields field={field} />
      <FormError message={formError} />
    </form>
  );
}
