import { type ApiKey, verifyApiKeyDomain } from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { QueryList } from '../../../components/query-list';
import { StatePanel } from '../../../components/state-panel';
import { useApiKeys } from '../../../features/api-keys/api/api-keys-queries';
import { ApiKeyCard } from '../../../features/api-keys/components/api-key-card';
import { ApiKeyForm } from '../../../features/api-keys/components/api-key-form';
import { ApiKeySecretDialog } from '../../../features/api-keys/components/api-key-secret-dialog';
import { DeleteApiKeyDialog } from '../../../features/api-keys/components/delete-api-key-dialog';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

type Overlay =
  | { kind: 'create' }
  | { kind: 'edit'; apiKey: ApiKey }
  | { kind: 'delete'; apiKey: ApiKey }
  | { kind: 'secret'; apiKey: ApiKey; secret: string };

/** `/profile/api-management`: the profile's keys; create, edit, delete, and the secret shown once. */
export function ApiManagementPage() {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const profileId = useSession((state) => state.profileId);
  const { data: keys, error, isPending, refetch, isFetching } = useApiKeys();
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const queryKey = queryKeys.apiKeys(profileId);

  const replaceKey = (next: ApiKey) =>
    queryClient.setQueryData<ApiKey[]>(queryKey, (list) =>
      list?.map((key) => (key.id === next.id ? next : key)),
    );

  async function verifyDomain(apiKey: ApiKey) {
    setVerifyingId(apiKey.id);
    setActionError(null);
    try {
      replaceKey(await api.call(verifyApiKeyDomain, { params: { apiKeyId: apiKey.id } }));
    } catch (failure) {
      setActionError(errorText(failure));
    } finally {
      setVerifyingId(null);
    }
  }

  useMainButton({
    text: t('profile.apiKeys.create'),
    onClick: () => setOverlay({ kind: 'create' }),
    isVisible: overlay === null && keys !== undefined,
  });

  const content = (
    <QueryList
      query={{ data: keys, isPending, error, isFetching, refetch }}
      errorTitle={t('profile.apiKeys.loadError')}
      empty={
        <StatePanel
          role="status"
          title={t('profile.apiKeys.empty')}
          description={t('profile.apiKeys.emptyDescription')}
        />
      }
    >
      {(rows) => (
        <div className="ferry-card-list">
          {rows.map((apiKey) => (
            <ApiKeyCard
              key={apiKey.id}
              apiKey={apiKey}
              onEdit={() => setOverlay({ kind: 'edit', apiKey })}
              onDelete={() => setOverlay({ kind: 'delete', apiKey })}
              onVerifyDomain={() => void verifyDomain(apiKey)}
              isVerifying={verifyingId === apiKey.id}
            />
          ))}
        </div>
      )}
    </QueryList>
  );

  return (
    <div className="ferry-api-keys">
      <p className="ferry-form-lead">{t('profile.apiKeys.lead')}</p>
      <FormError message={actionError} />
      {content}
      {overlay?.kind === 'create' || overlay?.kind === 'edit' ? (
        <ApiKeyForm
          apiKey={overlay.kind === 'edit' ? overlay.apiKey : undefined}
          onClose={() => setOverlay(null)}
          onCreated={({ api_key, secret }) => {
            queryClient.setQueryData<ApiKey[]>(queryKey, (list) => [...(list ?? []), api_key]);
            setOverlay({ kind: 'secret', apiKey: api_key, secret });
          }}
          onUpdated={(updated) => {
            replaceKey(updated);
            setOverlay(null);
          }}
        />
      ) : null}
      {overlay?.kind === 'secret' ? (
        <ApiKeySecretDialog
          name={overlay.apiKey.name}
          publicKey={overlay.apiKey.key}
          secret={overlay.secret}
          signatureScheme={overlay.apiKey.signature_scheme}
          onClose={() => setOverlay(null)}
        />
      ) : null}
      {overlay?.kind === 'delete' ? (
        <DeleteApiKeyDialog
          apiKey={overlay.apiKey}
          onClose={() => setOverlay(null)}
          onDeleted={() => {
            const deletedId = overlay.apiKey.id;
            queryClient.setQueryData<ApiKey[]>(queryKey, (list) =>
              list?.filter((key) => key.id !== deletedId),
            );
            setOverlay(null);
          }}
        />
      ) : null}
    </div>
  );
}
