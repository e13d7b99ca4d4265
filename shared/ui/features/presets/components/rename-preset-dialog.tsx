import type { PresetView } from '@ferry/shared/contracts';
import { firstMessage, personNameSchema } from '@ferry/shared/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SheetForm } from '../../../components/sheet-form';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { useUpdatePreset } from '../api/presets-queries';

const FIELD_BY_PATH = { first_name: 'firstName', last_name: 'lastName' } as const;

interface RenameValues {
  firstName: string;
  lastName: string;
}

/** Changes who a preset pays: first and last name, 2 to 50 letters each (spec 001 §5). */
export function RenamePresetDialog({
  preset,
  onSaved,
  onClose,
}: {
  preset: PresetView;
  onSaved(preset: PresetView): void;
  onClose(): void;
}) {
  const t = useTranslate();
  const formId = useId();
  const update = useUpdatePreset();
  const { register, handleSubmit, setError, formState } = useForm<RenameValues>({
    defaultValues: { firstName: preset.first_name, lastName: preset.last_name },
  });
  const { errors, isSubmitting } = formState;
  const { formError, catchServerErrors } = useServerFieldErrors(setError, FIELD_BY_PATH);
  const checkName = (value: string) => {
    const message = firstMessage(personNameSchema.safeParse(value));
    return message ? t(message.key, message.params) : true;
  };

  const save = handleSubmit(
    catchServerErrors(async (values) => {
      onSaved(
        await update.mutateAsync({
          id: preset.id,
          changes: { first_name: values.firstName.trim(), last_name: values.lastName.trim() },
        }),
      );
    }),
  );

  return (
    <SheetForm
      formId={formId}
      title={t('presets.renameTitle')}
      submitLabel={t('common.save')}
      isSubmitting={isSubmitting}
      variant="dialog"
      formError={formError}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
    >
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
    </SheetForm>
  );
}
