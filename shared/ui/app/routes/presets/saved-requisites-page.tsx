import { deleteRequisite, type RequisiteView } from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryList } from '../../../components/query-list';
import { StatePanel } from '../../../components/state-panel';
import { useRequisites } from '../../../features/saved-data/api/saved-data-queries';
import { DeleteSavedDialog } from '../../../features/saved-data/components/delete-saved-dialog';
import { RequisiteCard } from '../../../features/saved-data/components/requisite-card';
import { RequisiteForm } from '../../../features/saved-data/components/requisite-form';
import { useTranslate } from '../../../i18n/use-translate';
import { maskRequisite } from '../../../lib/mask-requisite';
import { notify } from '../../../lib/notify';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { useSession } from '../../../shell/session/session-context';
import '../../../styles/presets.css';
import { queryKeys } from '../../../queries/query-keys';

/**
 * `/profile/details-for-withdrawals`: saved IBANs, cards and crypto addresses; add new ones, and
 * delete those no preset uses (the server answers RESERVED_REQUISITE for the others).
 */
export function SavedRequisitesPage() {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const requisites = useRequisites();
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RequisiteView | null>(null);

  useMainButton({
    text: t('presets.requisites.add'),
    onClick: () => setAdding(true),
    isVisible: !isAdding && deleting === null && requisites.data !== undefined,
  });

  const content = (
    <QueryList
      query={requisites}
      errorTitle={t('presets.requisites.loadError')}
      empty={
        <StatePanel
          role="status"
          title={t('presets.requisites.empty.title')}
          description={t('presets.requisites.empty.description')}
        />
      }
    >
      {(rows) => (
        <div className="ferry-card-list">
          {rows.map((requisite) => (
            <RequisiteCard key={requisite.id} requisite={requisite} onDelete={() => setDeleting(requisite)} />
          ))}
        </div>
      )}
    </QueryList>
  );

  return (
    <div className="ferry-presets">
      <p className="ferry-form-lead">{t('presets.requisites.lead')}</p>
      {content}
      {isAdding ? (
        <RequisiteForm
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            notify.success(t('presets.requisites.saved'));
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteSavedDialog
          title={t('presets.requisites.deleteTitle')}
          description={t('presets.requisites.deleteDescription', { value: maskRequisite(deleting) })}
          remove={() => api.call(deleteRequisite, { params: { requisiteId: deleting.id } })}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            const deletedId = deleting.id;
            queryClient.setQueryData<RequisiteView[]>(queryKeys.requisites(profileId), (list) =>
              list?.filter((requisite) => requisite.id !== deletedId),
            );
            setDeleting(null);
            notify.success(t('presets.requisites.deleted'));
          }}
        />
      ) : null}
    </div>
  );
}
