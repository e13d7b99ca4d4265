import type { ThemePreference } from '@ferry/shared/platform';
import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useThemePreference } from '../../../platform-hooks/use-theme';

const OPTIONS = [
  { value: 'system', label: 'common.theme.system' },
  { value: 'light', label: 'common.theme.light' },
  { value: 'dark', label: 'common.theme.dark' },
] as const satisfies readonly { value: ThemePreference; label: string }[];

/**
 * Light, dark or the system's choice, as a segmented radio group (arrow keys move between
 * options). Shown only where the shell lets the user choose: the web.
 */
export function ThemeSwitch() {
  const t = useTranslate();
  const name = useId();
  const { haptics } = usePlatform();
  const state = useThemePreference();
  if (!state) return null;
  return (
    <fieldset className="ferry-field ferry-theme-switch">
      <legend className="ferry-field-label">{t('common.theme.label')}</legend>
      <div className="ferry-segmented">
        {OPTIONS.map((option) => (
          <label key={option.value} className="ferry-segment">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={state.preference === option.value}
              onChange={() => {
                state.setPreference(option.value);
                haptics.selectionChanged();
              }}
            />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
