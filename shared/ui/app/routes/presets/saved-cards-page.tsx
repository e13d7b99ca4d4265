import { deleteCard, type SavedCard } from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryList } from '../../../components/query-list';
import { StatePanel } from '../../../components/state-panel';
import { useSavedCards } from '../../../features/saved-data/api/saved-data-queries';
import { DeleteSavedDialog } from '../../../features/saved-data/components/delete-saved-dialog';
import { SavedCardItem } from '../../../features/saved-data/components/saved-card-item';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../queries/api-context';
import { DEPOSIT_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import '../../../styles/presets.css';
import { queryKeys } from '../../../queries/query-keys';

/** `/profile/cards-for-deposits`: the user's own cards saved for deposits; delete with a question. */
export function SavedCardsPage() {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const profileId = useSession((state) => state.profileId);
  const cards = useSavedCards();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);

  const content = (
    <QueryList
      query={cards}
      errorTitle={t('presets.cards.loadError')}
      empty={
        <StatePanel
          role="status"
          title={t('presets.cards.empty.title')}
          description={t('presets.cards.empty.description')}
          action={
            <Link to={DEPOSIT_PATH} className="ferry-presets-action">
              {t('presets.cards.empty.action')}
            </Link>
          }
        />
      }
    >
      {(rows) => (
        <div className="ferry-card-list">
          {rows.map((card) => (
            <SavedCardItem key={card.id} card={card} onDelete={() => setDeleting(card)} />
          ))}
        </div>
      )}
    </QueryList>
  );

  return (
    <div className="ferry-presets">
      <p className="ferry-form-lead">{t('presets.cards.lead')}</p>
      {content}
      {deleting ? (
        <DeleteSavedDialog
          title={t('presets.cards.deleteTitle', { last4: deleting.last4 })}
          description={t('presets.cards.deleteDescription')}
          remove={() => api.call(deleteCard, { params: { cardId: deleting.id } })}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            const deletedId = deleting.id;
            queryClient.setQueryData<SavedCard[]>(queryKeys.cards(profileId), (list) =>
              list?.filter((card) => card.id !== deletedId),
            );
            setDeleting(null);
            notify.success(t('presets.cards.deleted'));
          }}
        />
      ) : null}
    </div>
  );
}
