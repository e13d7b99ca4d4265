import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ArchiveIcon } from '../../../components/icons';
import { LoadingState } from '../../../components/loading-state';
import { MenuRow, MenuSection } from '../../../components/menu';
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
        title={t('presets.empty.title')}
        description={t(hasRequisites ? 'presets.empty.description' : 'presets.empty.noRequisites')}
      />
    );
  } else {
    content = <PresetList presets={presets.data} onUse={(preset) => openPreset(preset.id)} />;
  }

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
