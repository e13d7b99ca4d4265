import { isApiError } from '@ferry/shared/api';
import {
  createDocument,
  createTaxExport,
  type DocumentView,
  TAX_EXPORT_FORMATS,
  type TaxExportView,
  updateUserSettings,
} from '@ferry/shared/contracts';
import {
  CURRENCIES,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_PERIOD_MONTHS,
  DOCUMENT_TYPES,
  type DocumentType,
} from '@ferry/shared/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { shortAddress } from '../../../wallet-ui/short-address';
import {
  checkPeriod,
  type DocumentRequestValues,
  defaultPeriod,
  isoDay,
  toDocumentBody,
} from '../utils/document-period';
import { saveFile } from '../utils/save-file';
import {
  checkTaxPeriod,
  DEFAULT_TAX_CURRENCY,
  TAX_EXPORT_TYPE,
  toTaxExportBody,
} from '../utils/tax-export-values';

const TYPE_LABELS = {
  'account-statement': 'documents.screen.types.statement',
  'letter-of-good-standing': 'documents.screen.types.letter',
  [TAX_EXPORT_TYPE]: 'documents.tax.screen.title',
} as const;
const FORM_TYPES = [...DOCUMENT_TYPES, TAX_EXPORT_TYPE] as const;
type FormType = (typeof FORM_TYPES)[number];
const FIAT_CURRENCIES = CURRENCIES.filter((currency) => currency.kind === 'fiat');

type DocumentFormValues = Omit<DocumentRequestValues, 'type'> & { type: FormType; wallets: string[] };

/** A self-custody wallet on this device: only its public address ever leaves it. */
export interface DeviceWallet {
  name: string;
  address: string;
}

/** The server refuses documents until identity is verified (ACCESS_DENIED, identity_not_verified). */
export function isIdentityRequired(error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'ACCESS_DENIED') return false;
  const details = error.details as { reason?: unknown } | undefined;
  return details?.reason === 'identity_not_verified';
}

interface DocumentFormProps {
  initialType: DocumentType;
  /** The device's wallets, whose on-chain moves the tax export may include. */
  wallets: readonly DeviceWallet[];
  /** Identity is not verified yet: the page explains what to do. */
  onIdentityRequired(): void;
}

/**
 * `/profile/documents`' form: which document, its format and period (at most three months,
 * checked before the request), then the file downloads under its own name. The document is made
 * in the language the app shows, so the account's language is brought in line first. The tax
 * export (issue 31) is one more choice: CSV or XLSX, any period, the fiat its values are in, and
 * which of this device's wallets to include.
 */
export function DocumentForm({ initialType, wallets, onIdentityRequired }: DocumentFormProps) {
  const t = useTranslate();
  const api = useApi();
  const formId = useId();
  const { haptics } = usePlatform();
  const { language } = useLanguage();
  const errorText = useApiErrorText();
  const today = isoDay(new Date());
  const [formError, setFormError] = useState<string | null>(null);
  const [ready, setReady] = useState<DocumentView | TaxExportView | null>(null);
  // The account's language is not known on screen; it is set once per visit before the first document.
  const syncedLanguage = useRef<string | null>(null);
  const { register, handleSubmit, setError, clearErrors, formState, control, getValues, setValue } =
    useForm<DocumentFormValues>({
      defaultValues: {
        type: initialType,
        format: 'PDF',
        currency: '',
        wallets: [],
        ...defaultPeriod(new Date()),
      },
    });
  const { errors, isSubmitting } = formState;
  const isTax = useWatch({ control, name: 'type' }) === TAX_EXPORT_TYPE;
  const formats: readonly string[] = isTax ? TAX_EXPORT_FORMATS : DOCUMENT_FORMATS;
  // A PDF is no tax export, and a crypto currency is no report currency: switching keeps the form valid.
  useEffect(() => {
    if (!isTax) return;
    if (getValues('format') === 'PDF') setValue('format', 'CSV');
    const currency = getValues('currency');
    if (!FIAT_CURRENCIES.some((fiat) => fiat.code === currency)) setValue('currency', DEFAULT_TAX_CURRENCY);
  }, [isTax, getValues, setValue]);

  const request = handleSubmit(async (values) => {
    setFormError(null);
    setReady(null);
    clearErrors();
    const today = isoDay(new Date());
    const problem =
      values.type === TAX_EXPORT_TYPE
        ? checkTaxPeriod(values, today)
        : checkPeriod({ ...values, type: values.type }, today);
    if (problem) {
      setError(problem.field, { message: t(problem.message.key, problem.message.params) });
      return;
    }
    try {
      if (syncedLanguage.current !== language) {
        // Best effort: a document in the account's older language beats no document.
        await api.call(updateUserSettings, { body: { language } }).then(
          () => {
            syncedLanguage.current = language;
          },
          () => undefined,
        );
      }
      const document =
        values.type === TAX_EXPORT_TYPE
          ? await api.call(createTaxExport, { body: toTaxExportBody(values) })
          : await api.call(createDocument, { body: toDocumentBody({ ...values, type: values.type }) });
      setReady(document);
      try {
        await saveFile(document.download_url, document.filename);
        haptics.notificationOccurred('success');
        notify.success(t('documents.screen.downloaded', { name: document.filename }));
      } catch {
        // The link below still works; the user opens it themselves.
        notify.warning(t('documents.screen.downloadFailed'));
      }
    } catch (failure) {
      haptics.notificationOccurred('error');
      if (isIdentityRequired(failure)) {
        onIdentityRequired();
        return;
      }
      const issues = readFieldIssues(failure);
      const field = (['to', 'from', 'currency'] as const).find((name) => issues[name]);
      const fieldIssue = field ? issues[field] : undefined;
      if (field && fieldIssue) setError(field, { message: t(fieldIssue.key, fieldIssue.params) });
      else setFormError(errorText(failure));
    }
  });

  useMainButton({
    text: t('documents.screen.download'),
    onClick: () => void request(),
    isLoading: isSubmitting,
    isEnabled: !isSubmitting,
  });

  return (
    <form
      id={formId}
      className="ferry-form ferry-documents-form"
      noValidate
      onSubmit={(event) => void request(event)}
    >
      <fieldset className="ferry-fieldset">
        <legend className="ferry-field-label">{t('documents.screen.type')}</legend>
        <div className="ferry-choice-row">
          {FORM_TYPES.map((option) => (
            <label key={option} className="ferry-choice">
              <input type="radio" value={option} {...register('type')} />
              <span>{t(TYPE_LABELS[option])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="ferry-fieldset">
        <legend className="ferry-field-label">{t('documents.screen.format')}</legend>
        <div className="ferry-choice-row">
          {formats.map((option) => (
            <label key={option} className="ferry-choice">
              <input type="radio" value={option} {...register('format')} />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="ferry-documents-period">
        <TextField
          type="date"
          label={t('documents.screen.from')}
          max={today}
          error={errors.from?.message}
          {...register('from')}
        />
        <TextField
          type="date"
          label={t('documents.screen.to')}
          max={today}
          error={errors.to?.message}
          hint={
            isTax
              ? t('documents.tax.screen.anyPeriod')
              : t('documents.screen.periodHint', { count: DOCUMENT_MAX_PERIOD_MONTHS })
          }
          {...register('to')}
        />
      </div>
      <div className="ferry-field">
        <label className="ferry-field-label" htmlFor={`${formId}-currency`}>
          {isTax ? t('documents.tax.screen.currency') : t('documents.screen.currency')}
        </label>
        <select id={`${formId}-currency`} className="ferry-select" {...register('currency')}>
          {isTax ? null : <option value="">{t('documents.screen.allCurrencies')}</option>}
          {(isTax ? FIAT_CURRENCIES : CURRENCIES).map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code}
            </option>
          ))}
        </select>
        {errors.currency?.message ? (
          <p className="ferry-field-error" role="alert">
            {errors.currency.message}
          </p>
        ) : null}
      </div>
      {isTax && wallets.length > 0 ? (
        <fieldset className="ferry-fieldset">
          <legend className="ferry-field-label">{t('documents.tax.screen.wallets')}</legend>
          {wallets.map((wallet) => (
            <label key={wallet.address} className="ferry-choice">
              <input type="checkbox" value={wallet.address} {...register('wallets')} />
              <span>
                {wallet.name} · {shortAddress(wallet.address)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {isTax ? (
        <p className="ferry-field-hint">
          {t('documents.tax.screen.lead')} {t('documents.tax.screen.method')}
        </p>
      ) : null}
      <p className="ferry-field-hint">{t('documents.screen.languageNote')}</p>
      <FormError message={formError} />
      {ready ? (
        <p className="ferry-documents-ready" role="status">
          {t('documents.screen.ready')}{' '}
          <a href={ready.download_url} download={ready.filename} target="_blank" rel="noopener noreferrer">
            {ready.filename}
          </a>
        </p>
      ) : null}
    </form>
  );
}
