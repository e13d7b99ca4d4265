import { useId, useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { countryOptions } from '../utils/country-options';

export type DeclaredAddressField = 'country' | 'city' | 'street' | 'postalCode';

interface DeclaredAddressFieldsProps {
  /** The form's registration of one address field with its error, if any. */
  field(name: DeclaredAddressField): UseFormRegisterReturn & { error?: string };
}

/**
 * The declared residence address: a country from the list in the user's language, then city,
 * street and postal code. One set of fields for every form that declares an address (the
 * verification's declared data, the onboarding's residency), each with its own form around it.
 */
export function DeclaredAddressFields({ field }: DeclaredAddressFieldsProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const selectId = useId();
  const countries = useMemo(() => countryOptions(language), [language]);
  const names = useMemo(() => new Map(countries.map((country) => [country.code, country.name])), [countries]);
  const { error: countryError, ...country } = field('country');
  return (
    <>
      <SelectField
        id={`${selectId}-country`}
        label={t('verification.declared.country')}
        options={['', ...countries.map((option) => option.code)]}
        optionLabel={(code) =>
          code === '' ? t('verification.declared.countryPlaceholder') : (names.get(code) ?? code)
        }
        autoComplete="country"
        aria-invalid={countryError ? true : undefined}
        {...country}
      >
        {countryError ? (
          <p className="ferry-field-error" role="alert">
            {countryError}
          </p>
        ) : null}
      </SelectField>
      <TextField label={t('verification.declared.city')} autoComplete="address-level2" {...field('city')} />
      <TextField
        label={t('verification.declared.street')}
        autoComplete="street-address"
        {...field('street')}
      />
      <TextField
        label={t('verification.declared.postalCode')}
        autoComplete="postal-code"
        {...field('postalCode')}
      />
    </>
  );
}
