import { isLanguage, type Language, SELECTABLE_LANGUAGES } from '@ferry/locales';
import { updateUserSettings } from '@ferry/shared/contracts';
import { useId } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useApi } from '../../../queries/api-context';
import { useSession } from '../../../shell/session/session-context';
import { languageAutonym } from '../utils/language-autonym';

/**
 * Offers English and Polish only (spec 000 §1). A language that came from the browser (uk, ru)
 * still shows as the current value, but cannot be picked again once left. A signed-in user's
 * choice is also saved to the account (PUT user/settings).
 */
export function LanguageSwitch() {
  const t = useTranslate();
  const id = useId();
  const { haptics } = usePlatform();
  const { language, setLanguage } = useLanguage();
  const api = useApi();
  const isSignedIn = useSession((state) => state.status === 'signed-in');
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
          // The account keeps the choice too, so mail and bot messages follow it; a failure here
          // changes nothing on screen, and the next switch tries again.
          if (isSignedIn)
            void api.call(updateUserSettings, { body: { language: next } }).catch(() => undefined);
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
