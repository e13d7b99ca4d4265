import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArchiveIcon } from '../../../components/icons';
import { MenuRow, MenuSection } from '../../../components/menu';
import { QueryList } from '../../../components/query-list';
import { StatePanel } from '../../../components/state-panel';
import { usePresets } from '../../../features/presets/api/presets-queries';
import { PresetForm } from '../../../features/presets/components/preset-form';
import { PresetList } from '../../../features/presets/components/preset-list';
import { useRequisites } from '../../../features/saved-data/api/saved-data-queries';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { PRESETS_ARCHIVE_PATH, presetPath, SAVED_REQUISITES_PATH } from '../../../shell/paths';
import { useOpenPreset } from './use-open-preset';
import '../../../styles/presets.css';

/** `/presets`: the active presets, a new one over saved details, and the way to the archive. */
export function PresetsPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const openPreset = useOpenPreset();
  const presets = usePresets('active');
  const requisites = useRequisites();
  const [isCreating, setCreating] = useState(false);
  const hasRequisites = (requisites.data?.length ?? 0) > 0;

  useMainButton({
    text: t(hasRequisites ? 'presets.create' : 'presets.addRequisite'),
    onClick: () => (hasRequisites ? setCreating(true) : navigate(SAVED_REQUISITES_PATH)),
    isVisible: !isCreating && presets.data !== undefined && requisites.data !== undefined,
  });

  const content = (
    <QueryList
      query={presets}
      errorTitle={t('presets.loadError')}
      empty={
        <StatePanel
          role="status"
          title={t('presets.empty.title')}
          description={t(hasRequisites ? 'presets.empty.description' : 'presets.empty.noRequisites')}
        />
      }
    >
      {(rows) => <PresetList presets={rows} onUse={(preset) => openPreset(preset.id)} />}
    </QueryList>
  );

  return (
    <div className="ferry-presets">
      <p className="ferry-form-lead">{t('presets.lead')}</p>
      {content}
      <MenuSection>
        <MenuRow to={PRESETS_ARCHIVE_PATH} icon={<ArchiveIcon />} label={t('presets.openArchive')} />
      </MenuSection>
      {isCreating && requisites.data ? (
        <PresetForm
          requisites={requisites.data}
          onClose={() => setCreating(false)}
          onCreated={(preset) => {
            setCreating(false);
            notify.success(t('presets.created'));
            navigate(presetPath(preset.id));
          }}
        />
      ) : null}
    </div>
  );
}
