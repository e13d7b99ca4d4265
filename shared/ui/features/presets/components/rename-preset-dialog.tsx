import type { PresetView } from '@ferry/shared/contracts';
import { firstMessage, personNameSchema } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { useUpdatePreset } from '../api/presets-queries';

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
  const errorText = useApiErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<RenameValues>({
    defaultValues: { firstName: preset.first_name, lastName: preset.last_name },
  });
  const { errors, isSubmitting } = formState;
  const checkName = (value: string) => {
    const message = firstMessage(personNameSchema.safeParse(value));
    return message ? t(message.key, message.params) : true;
  };

  const save = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved(
        await update.mutateAsync({
          id: preset.id,
          changes: { first_name: values.firstName.trim(), last_name: values.lastName.trim() },
        }),
      );
    } catch (failure) {
      const issues = readFieldIssues(failure);
      if (issues.first_name)
        setError('firstName', { message: t(issues.first_name.key, issues.first_name.params) });
      if (issues.last_name)
        setError('lastName', { message: t(issues.last_name.key, issues.last_name.params) });
      if (!issues.first_name && !issues.last_name) setFormError(errorText(failure));
    }
  });

  return (
    <Dialog
      title={t('presets.renameTitle')}
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      actions={
        <>
          <Button mode="gray" size="m" type="button" onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            mode="filled"
            size="m"
            type="submit"
            form={formId}
            loading={isSubmitting}
            disabled={isSubmitting}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="ferry-form" noValidate onSubmit={(event) => void save(event)}>
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
        <FormError message={formError} />
      </form>
    </Dialog>
  );
}
