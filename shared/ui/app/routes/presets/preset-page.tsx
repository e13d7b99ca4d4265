import { deletePreset } from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { usePresets, useUpdatePreset } from '../../../features/presets/api/presets-queries';
import { PresetPairDetails } from '../../../features/presets/components/preset-card';
import { RenamePresetDialog } from '../../../features/presets/components/rename-preset-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { formatMoment } from '../../../lib/format-moment';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { PRESETS_ARCHIVE_PATH, PRESETS_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { useOpenPreset } from './use-open-preset';
import '../../../styles/presets.css';
import { queryKeys } from '../../../queries/query-keys';

/** `/preset/:presetId`: one preset in full; use, rename, archive or unarchive, delete. */
export function PresetPage() {
  const t = useTranslate();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const { haptics } = usePlatform();
  const errorText = useApiErrorText();
  const openPreset = useOpenPreset();
  const { presetId = '' } = useParams();
  const presets = usePresets();
  const update = useUpdatePreset();
  const [overlay, setOverlay] = useState<'rename' | 'delete' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const preset = presets.data?.find((item) => item.id === presetId);
  const isArchived = preset?.status === 'archived';

  useMainButton({
    text: t('presets.use'),
    onClick: () => openPreset(presetId),
    isVisible: preset !== undefined && !isArchived && overlay === null,
  });

  async function toggleArchive() {
    if (!preset) return;
    try {
      await update.mutateAsync({ id: preset.id, changes: { is_archived: !isArchived } });
      haptics.notificationOccurred('success');
      notify.success(t(isArchived ? 'presets.unarchived' : 'presets.archived'));
    } catch (failure) {
      haptics.notificationOccurred('error');
      notify.error(errorText(failure));
    }
  }

  async function remove() {
    setDeleting(true);
    setDeleteError(null);
    try {
      await api.call(deletePreset, { params: { presetId } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.presets(profileId) });
      notify.success(t('presets.deleted'));
      navigate(isArchived ? PRESETS_ARCHIVE_PATH : PRESETS_PATH, { replace: true });
    } catch (failure) {
      setDeleting(false);
      setDeleteError(errorText(failure));
    }
  }

  if (presets.isPending) return <LoadingState />;
  if (!presets.data) {
    return <QueryErrorState query={presets} title={t('presets.loadError')} />;
  }
  if (!preset) {
    return (
      <StatePanel
        role="status"
        title={t('presets.notFound.title')}
        description={t('presets.notFound.description')}
        action={
          <Link to={PRESETS_PATH} className="ferry-presets-action">
            {t('presets.title')}
          </Link>
        }
      />
    );
  }

  return (
    <div className="ferry-presets ferry-preset-detail">
      <section className="ferry-card" aria-labelledby="ferry-preset-name">
        <header className="ferry-card-header">
          <h2 id="ferry-preset-name" className="ferry-card-title">
            {preset.first_name} {preset.last_name}
          </h2>
          <span className="ferry-tag" data-state={preset.status}>
            {t(`presets.status.${preset.status}`)}
          </span>
        </header>
        <dl className="ferry-details">
          <div>
            <dt>{t('presets.fields.kind')}</dt>
            <dd>{t(`presets.kinds.${preset.kind}`)}</dd>
          </div>
          <PresetPairDetails preset={preset} />
          {preset.requisite.network ? (
            <div>
              <dt>{t('presets.requisites.fields.network')}</dt>
              <dd>{preset.requisite.network}</dd>
            </div>
          ) : null}
          {preset.requisite.memo ? (
            <div>
              <dt>{t('presets.requisites.fields.memo')}</dt>
              <dd>{preset.requisite.memo}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('presets.fields.created')}</dt>
            <dd>{formatMoment(preset.created_at)}</dd>
          </div>
        </dl>
        <div className="ferry-card-actions">
          <Button mode="bezeled" size="s" onClick={() => setOverlay('rename')}>
            {t('presets.rename')}
          </Button>
          <Button
            mode="plain"
            size="s"
            onClick={() => void toggleArchive()}
            loading={update.isPending}
            disabled={update.isPending}
          >
            {t(isArchived ? 'presets.unarchive' : 'presets.archive')}
          </Button>
          <Button
            mode="plain"
            size="s"
            className="ferry-destructive-text"
            onClick={() => setOverlay('delete')}
          >
            {t('presets.delete')}
          </Button>
        </div>
      </section>
      {overlay === 'rename' ? (
        <RenamePresetDialog
          preset={preset}
          onClose={() => setOverlay(null)}
          onSaved={() => {
            setOverlay(null);
            notify.success(t('presets.renamed'));
          }}
        />
      ) : null}
      {overlay === 'delete' ? (
        <ConfirmDialog
          title={t('presets.deleteTitle')}
          description={t('presets.deleteDescription')}
          confirmLabel={t('presets.delete')}
          onConfirm={() => void remove()}
          onCancel={() => {
            setOverlay(null);
            setDeleteError(null);
          }}
          isBusy={isDeleting}
          error={deleteError}
        />
      ) : null}
    </div>
  );
}
