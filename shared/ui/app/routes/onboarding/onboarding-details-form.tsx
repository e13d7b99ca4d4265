import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import {
  type OnboardingDraftValues,
  useOnboardingDraftStore,
} from '../../../features/onboarding/stores/onboarding-draft-store';
import { DateMaskField } from '../../../features/verification/components/date-mask-field';
import { checkDeclaredPerson } from '../../../features/verification/utils/declared-data-values';
import { useTranslate } from '../../../i18n/use-translate';
import { messageResolver } from '../../../lib/message-resolver';
import { useMainButton } from '../../../platform-hooks/use-main-button';

type DetailsValues = Pick<OnboardingDraftValues, 'firstName' | 'lastName' | 'dateOfBirth'>;
interface OnboardingDetailsFormProps {
  ownerId: string;
  draft: OnboardingDraftValues;
  onDone(): void;
}

/**
 * Name and date of birth. Nothing is sent yet: the residency screen sends the declared data whole.
 * Each keystroke is kept in the tab's draft, so a reload or a step back finds it typed.
 */
export function OnboardingDetailsForm({ ownerId, draft, onDone }: OnboardingDetailsFormProps) {
  const t = useTranslate();
  const update = useOnboardingDraftStore((state) => state.update);
  const resolver = useMemo(
    () => messageResolver<DetailsValues>((values) => checkDeclaredPerson(values, new Date()), t),
    [t],
  );
  const { register, control, handleSubmit, watch, formState } = useForm<DetailsValues>({
    defaultValues: { firstName: draft.firstName, lastName: draft.lastName, dateOfBirth: draft.dateOfBirth },
    resolver,
  });
  useEffect(() => {
    const subscription = watch((values) => update(ownerId, values as Partial<DetailsValues>));
    return () => subscription.unsubscribe();
  }, [watch, update, ownerId]);
  const { errors } = formState;
  const save = handleSubmit((values) => {
    update(ownerId, values);
    onDone();
  });
  useMainButton({ text: t('onboarding.details.continue'), onClick: () => void save() });
  return (
    <form className="ferry-verification-step" noValidate onSubmit={(event) => void save(event)}>
      <p className="ferry-verification-note">{t('onboarding.details.intro')}</p>
      <TextField
        label={t('verification.declared.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('verification.declared.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
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
    </form>
  );
}
