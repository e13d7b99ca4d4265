import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import type { OnboardingProfileType } from '../utils/onboarding-paths';
import './onboarding.css';

interface ProfileTypeChoiceProps {
  types: readonly OnboardingProfileType[];
  value: OnboardingProfileType;
  onChange(type: OnboardingProfileType): void;
}

/**
 * Whom the account is for. Only a personal account opens in the app; a business is told where it
 * is served instead of being offered a choice that leads nowhere.
 */
export function ProfileTypeChoice({ types, value, onChange }: ProfileTypeChoiceProps) {
  const t = useTranslate();
  const name = useId();
  return (
    <fieldset className="ferry-onboarding-choices">
      <legend className="ferry-onboarding-count">{t('onboarding.profileType.legend')}</legend>
      {types.map((type) => (
        <label key={type} className="ferry-onboarding-choice">
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className="ferry-onboarding-choice-title">{t(`onboarding.profileType.${type}.title`)}</span>
          <span className="ferry-onboarding-choice-text">
            {t(`onboarding.profileType.${type}.description`)}
          </span>
        </label>
      ))}
      <p className="ferry-onboarding-choice-text">{t('onboarding.profileType.business')}</p>
    </fieldset>
  );
}
