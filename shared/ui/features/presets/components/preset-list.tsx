import type { PresetView } from '@ferry/shared/contracts';
import { useState } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useUpdatePreset } from '../api/presets-queries';
import { PresetCard } from './preset-card';

interface PresetListProps {
  presets: PresetView[];
  onUse(preset: PresetView): void;
}

/** Presets as cards; archiving or unarchiving one moves it to the other list with a toast. */
export function PresetList({ presets, onUse }: PresetListProps) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const { haptics } = usePlatform();
  const update = useUpdatePreset();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function toggle(preset: PresetView) {
    const isArchiving = preset.status === 'active';
    setBusyId(preset.id);
    try {
      await update.mutateAsync({ id: preset.id, changes: { is_archived: isArchiving } });
      haptics.notificationOccurred('success');
      notify.success(t(isArchiving ? 'presets.archived' : 'presets.unarchived'));
    } catch (failure) {
      haptics.notificationOccurred('error');
      notify.error(errorText(failure));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="ferry-card-list">
      {presets.map((preset) => (
        <PresetCard
          key={preset.id}
          preset={preset}
          onUse={() => onUse(preset)}
          onToggleArchive={() => void toggle(preset)}
          isBusy={busyId === preset.id}
        />
      ))}
    </div>
  );
}
