import { firstMessage, personNameSchema } from '@ferry/shared/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';

interface PersonName {
  firstName: string;
  lastName: string;
}

interface PersonNameFieldsProps<Values extends PersonName> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

/** Who a preset pays: first and last name, each checked by the domain's rule for a person's name. */
export function PersonNameFields<Values extends PersonName>(props: PersonNameFieldsProps<Values>) {
  const t = useTranslate();
  // The form holds more than the two names; these fields only read and register those two.
  const { register, errors } = props as unknown as PersonNameFieldsProps<PersonName>;
  const checkName = (value: string) => {
    const message = firstMessage(personNameSchema.safeParse(value));
    return message ? t(message.key, message.params) : true;
  };
  return (
    <>
      <TextField
        label={t('presets.fields.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName', { validate: checkName })}
      />
      <TextField
        label={t('presets.fields.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName', { validate: checkName })}
      />
    </>
  );
}
