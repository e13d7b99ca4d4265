import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { usePresets } from '../../../features/presets/api/presets-queries';
import { PresetList } from '../../../features/presets/components/preset-list';
import { useTranslate } from '../../../i18n/use-translate';
import { PRESETS_PATH } from '../../../shell/paths';
import { useOpenPreset } from './use-open-preset';
import '../../../styles/presets.css';

/** `/presets/archive`: archived presets, each of which can be brought back. */
export function PresetsArchivePage() {
  const t = useTranslate();
  const openPreset = useOpenPreset();
  const presets = usePresets('archived');

  let content: ReactNode;
  if (presets.isPending) content = <LoadingState />;
  else if (!presets.data) {
    content = (
      <ErrorState
        error={presets.error}
        title={t('presets.loadError')}
        onRetry={() => void presets.refetch()}
        isRetrying={presets.isFetching}
      />
    );
  } else if (presets.data.length === 0) {
    content = (
      <StatePanel
        role="status"
        title={t('presets.archiveEmpty.title')}
        description={t('presets.archiveEmpty.description')}
        action={
          <Link to={PRESETS_PATH} className="ferry-presets-action">
            {t('presets.backToActive')}
          </Link>
        }
      />
    );
  } else {
    content = <PresetList presets={presets.data} onUse={(preset) => openPreset(preset.id)} />;
  }
  return <div className="ferry-presets">{content}</div>;
}
