import { API_KEY_SIGNATURE_SCHEMES, type ApiKey, createApiKey, updateApiKey } from '@ferry/shared/contracts';
import {
  API_KEY_PERMISSIONS,
  API_KEY_TYPES,
  apiKeyNameSchema,
  createIpListSchema,
  domainSchema,
  firstMessage,
  isDomainBound,
} from '@ferry/shared/domain';
import { Checkbox, Switch } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '../../../components/select-field';
import { SheetForm } from '../../../components/sheet-form';
import { TextField } from '../../../components/text-field';
import { useTranslate } from '../../../i18n/use-translate';
import { useServerFieldErrors } from '../../../lib/use-server-field-errors';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useApi } from '../../../queries/api-context';
import {
  type ApiKeyFormValues,
  NEW_KEY_VALUES,
  toCreateBody,
  toFormValues,
  toUpdateBody,
} from '../utils/api-key-form-values';
import { apiKeyLabels } from '../utils/api-key-labels';

const ipListSchema = createIpListSchema();

/** Server field paths → form fields. */
const FIELD_BY_PATH = {
  name: 'name',
  ip_addresses: 'ipAddresses',
  domain: 'domain',
  permissions: 'permissions',
  ed25519_public_key: 'ed25519PublicKey',
} as const;

interface ApiKeyFormProps {
  /** The key to edit; absent to create one. */
  apiKey?: ApiKey;
  onCreated(created: { api_key: ApiKey; secret: string }): void;
  onUpdated(updated: ApiKey): void;
  onClose(): void;
}

/**
 * The create and edit sheet: name, type and request signing (both on create), the type's
 * permissions, IP allow-list, the frame domain for widget keys, and the test, advanced and
 * white-label switches. Closing with changes asks "Discard changes?".
 */
export function ApiKeyForm({ apiKey, onCreated, onUpdated, onClose }: ApiKeyFormProps) {
  const t = useTranslate();
  const api = useApi();
  const formId = useId();
  const { register, handleSubmit, watch, setError, formState } = useForm<ApiKeyFormValues>({
    defaultValues: apiKey ? toFormValues(apiKey) : NEW_KEY_VALUES,
  });
  const { errors, isDirty, isSubmitting } = formState;
  const { formError, catchServerErrors } = useServerFieldErrors(setError, FIELD_BY_PATH);
  const type = watch('type');
  const signatureScheme = watch('signatureScheme');
  const labels = apiKeyLabels(t);
  useClosingConfirmation(isDirty);

  const check = (schema: z.ZodType) => (value: string) => {
    const message = firstMessage(schema.safeParse(value));
    return message ? t(message.key, message.params) : true;
  };

  const save = handleSubmit(
    catchServerErrors(async (values) => {
      if (apiKey) {
        onUpdated(
          await api.call(updateApiKey, { params: { apiKeyId: apiKey.id }, body: toUpdateBody(values) }),
        );
      } else {
        onCreated(await api.call(createApiKey, { body: toCreateBody(values) }));
      }
    }),
  );

  return (
    <SheetForm
      formId={formId}
      title={t(apiKey ? 'profile.apiKeys.editTitle' : 'profile.apiKeys.createTitle')}
      submitLabel={t(apiKey ? 'common.save' : 'profile.apiKeys.create')}
      isSubmitting={isSubmitting}
      isDirty={isDirty}
      formError={formError}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
    >
      <TextField
        label={t('profile.apiKeys.fields.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name', { validate: check(apiKeyNameSchema) })}
      />
      <SelectField
        id={`${formId}-type`}
        label={t('profile.apiKeys.fields.type')}
        options={API_KEY_TYPES}
        optionLabel={labels.type}
        disabled={apiKey !== undefined}
        {...register('type')}
      />
      <SelectField
        id={`${formId}-scheme`}
        label={t('profile.apiKeys.fields.signatureScheme')}
        options={API_KEY_SIGNATURE_SCHEMES}
        optionLabel={labels.signatureScheme}
        disabled={apiKey !== undefined}
        {...register('signatureScheme')}
      />
      {apiKey === undefined && signatureScheme === 'ed25519' ? (
        <TextField
          label={t('profile.apiKeys.fields.ed25519PublicKey')}
          hint={t('profile.apiKeys.fields.ed25519PublicKeyHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.ed25519PublicKey?.message}
          {...register('ed25519PublicKey', {
            validate: (value) => (value.trim() === '' ? t('validation.required') : true),
          })}
        />
      ) : null}
      <fieldset className="ferry-fieldset">
        <legend className="ferry-field-label">{t('profile.apiKeys.fields.permissions')}</legend>
        <ul className="ferry-checklist">
          {API_KEY_PERMISSIONS[type].map((permission) => (
            <li key={permission} className="ferry-check">
              <Checkbox id={`${formId}-${permission}`} value={permission} {...register('permissions')} />
              <label htmlFor={`${formId}-${permission}`}>{labels.permission(permission)}</label>
            </li>
          ))}
        </ul>
        {errors.permissions?.message ? (
          <p className="ferry-field-error" role="alert">
            {errors.permissions.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('profile.apiKeys.fields.ipAddresses')}
        hint={t('profile.apiKeys.fields.ipAddressesHint')}
        autoComplete="off"
        spellCheck={false}
        error={errors.ipAddresses?.message}
        {...register('ipAddresses', { validate: check(ipListSchema) })}
      />
      {isDomainBound(type) ? (
        <TextField
          label={t('profile.apiKeys.fields.domain')}
          hint={t('profile.apiKeys.fields.domainHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="shop.example.com"
          error={errors.domain?.message}
          {...register('domain', {
            validate: (value) => (value.trim() === '' ? true : check(domainSchema)(value)),
          })}
        />
      ) : null}
      <FlagSwitch label={t('profile.apiKeys.fields.testMode')} field={register('isTestMode')} />
      <FlagSwitch label={t('profile.apiKeys.fields.advanced')} field={register('isAdvanced')} />
      <FlagSwitch label={t('profile.apiKeys.fields.whiteLabel')} field={register('isWhiteLabel')} />
    </SheetForm>
  );
}

function FlagSwitch({ label, field }: { label: string; field: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="ferry-switch-row">
      <label htmlFor={id}>{label}</label>
      <Switch id={id} {...field} />
    </div>
  );
}
