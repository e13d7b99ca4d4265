import type { PresetView } from '@ferry/shared/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SheetForm } from '../../../components/sheet-form';
import { useTranslate } from '../../../i18n/use-translate';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { useUpdatePreset } from '../api/presets-queries';
import { PersonNameFields } from './person-name-fields';

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
      <PersonNameFields register={register} errors={errors} />
    </SheetForm>
  );
}
