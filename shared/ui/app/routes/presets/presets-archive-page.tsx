import { Link } from 'react-router';
import { QueryList } from '../../../components/query-list';
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

  const content = (
    <QueryList
      query={presets}
      errorTitle={t('presets.loadError')}
      empty={
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
      }
    >
      {(rows) => <PresetList presets={rows} onUse={(preset) => openPreset(preset.id)} />}
    </QueryList>
  );
  return <div className="ferry-presets">{content}</div>;
}
