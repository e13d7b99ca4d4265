import { isApiError } from '@ferry/shared/api';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import {
  type OnboardingDraftValues,
  useOnboardingDraftStore,
} from '../../../features/onboarding/stores/onboarding-draft-store';
import { useSubmitDeclaredData } from '../../../features/verification/api/verification-queries';
import { DeclaredAddressFields } from '../../../features/verification/components/declared-address-fields';
import {
  checkDeclaredAddress,
  toDeclaredDataBody,
} from '../../../features/verification/utils/declared-data-values';
import { useTranslate } from '../../../i18n/use-translate';
import { messageResolver } from '../../../lib/message-resolver';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { useMainButton } from '../../../platform-hooks/use-main-button';

type ResidencyValues = Pick<OnboardingDraftValues, 'country' | 'city' | 'street' | 'postalCode'>;

/** The server's paths this screen has a field for; the details' paths show above the button. */
const FIELD_BY_PATH = {
  country: 'country',
  city: 'city',
  street: 'street',
  postal_code: 'postalCode',
} as const;

interface OnboardingResidencyFormProps {
  ownerId: string;
  draft: OnboardingDraftValues;
  /** The declared data is saved: the verification state now says so. */
  onSaved(): void;
  /** The country is one Ferry does not serve (the server keeps it and refuses it). */
  onCountryRefused(country: string): Promise<void>;
}

/**
 * The residence country and address. This screen sends the declared data whole (the details
 * typed before it, from the draft), the one call the server's declared-data rules check.
 */
export function OnboardingResidencyForm({
  ownerId,
  draft,
  onSaved,
  onCountryRefused,
}: OnboardingResidencyFormProps) {
  const t = useTranslate();
  const submit = useSubmitDeclaredData();
  const update = useOnboardingDraftStore((state) => state.update);
  const reset = useOnboardingDraftStore((state) => state.reset);
  const resolver = useMemo(() => messageResolver<ResidencyValues>(checkDeclaredAddress, t), [t]);
  const { register, handleSubmit, setError, watch, formState } = useForm<ResidencyValues>({
    defaultValues: {
      country: draft.country,
      city: draft.city,
      street: draft.street,
      postalCode: draft.postalCode,
    },
    resolver,
  });
  useEffect(() => {
    const subscription = watch((values) => update(ownerId, values as Partial<ResidencyValues>));
    return () => subscription.unsubscribe();
  }, [watch, update, ownerId]);
  const { errors, isSubmitting } = formState;
  const { formError, catchServerErrors } = useServerFieldErrors(setError, FIELD_BY_PATH);

  const save = handleSubmit(
    catchServerErrors(async (values) => {
      try {
        await submit.mutateAsync(toDeclaredDataBody({ ...draft, ...values }, new Date()));
      } catch (error) {
        if (isApiError(error) && error.code === 'COUNTRY_NOT_ALLOWED') {
          reset();
          return await onCountryRefused(values.country);
        }
        throw error;
      }
      // The server has the data now: the tab keeps no copy of it.
      reset();
      onSaved();
    }),
  );
  useMainButton({
    text: t('onboarding.residency.submit'),
    onClick: () => void save(),
    isLoading: isSubmitting,
    isEnabled: !isSubmitting,
  });
  const field = (name: keyof ResidencyValues) => ({ error: errors[name]?.message, ...register(name) });
  return (
    <form className="ferry-verification-step" noValidate onSubmit={(event) => void save(event)}>
      <p className="ferry-verification-note">{t('onboarding.residency.intro')}</p>
      <DeclaredAddressFields field={field} />
      <FormError message={formError} />
    </form>
  );
}
