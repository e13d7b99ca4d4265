import { isLanguage, type Language, SELECTABLE_LANGUAGES } from '@ferry/locales';
import { useId } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform/platform-context';
import { languageAutonym } from '../utils/language-autonym';

/**
 * Offers English and Polish only (spec 000 §1). A language that came from the browser (uk, ru)
 * still shows as the current value, but cannot be picked again once left.
 */
export function LanguageSwitch() {
  const t = useTranslate();
  const id = useId();
  const { haptics } = usePlatform();
  const { language, setLanguage } = useLanguage();
  const isOffered = (SELECTABLE_LANGUAGES as readonly Language[]).includes(language);
  return (
    <div className="ferry-field ferry-language-switch">
      <label htmlFor={id} className="ferry-field-label">
        {t('common.language')}
      </label>
      <select
        id={id}
        className="ferry-select"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          setLanguage(next);
          haptics.selectionChanged();
        }}
      >
        {isOffered ? null : (
          <option value={language} disabled>
            {languageAutonym(language)}
          </option>
        )}
        {SELECTABLE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageAutonym(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
