import {
  disableTwoFactor,
  getUser,
  setupTwoFactor,
  TWO_FACTOR_SCOPES,
  type TwoFactorScope,
  type TwoFactorStatus,
  updateTwoFactorScopes,
} from '@ferry/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Switch } from '@telegram-apps/telegram-ui';
import { useId, useState } from 'react';
import { QueryErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { MenuControlRow, MenuSection } from '../../../components/menu';
import { type TwoFactorSetup, useTwoFactorStatus } from '../../../features/two-factor/api/two-factor-queries';
import { CodeDialog } from '../../../features/two-factor/components/code-dialog';
import { TwoFactorSetupPanel } from '../../../features/two-factor/components/two-factor-setup-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

const SCOPE_LABEL = {
  login: 'profile.twoFactor.scopes.login',
  transfers: 'profile.twoFactor.scopes.transfers',
  card_details: 'profile.twoFactor.scopes.card_details',
} as const satisfies Record<TwoFactorScope, string>;

/** `/profile/two-factor-authentication`: set up (QR and secret), switch scopes, turn off. */
export function TwoFactorPage() {
  const t = useTranslate();
  const { data: status, error, isPending, refetch, isFetching } = useTwoFactorStatus();
  if (isPending) return <LoadingState />;
  if (!status) {
    return (
      <QueryErrorState query={{ error, isFetching, refetch }} title={t('profile.twoFactor.loadError')} />
    );
  }
  return status.is_enabled ? <TwoFactorOn status={status} /> : <TwoFactorOff />;
}

/** After a change the menu's "On/Off" reads the user again. */
function useRefreshUser() {
  const api = useApi();
  const updateUser = useSession((state) => state.updateUser);
  return () => api.call(getUser).then(updateUser, () => undefined);
}

function TwoFactorOff() {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState(
    () => queryClient.getQueryData<TwoFactorSetup>(queryKeys.twoFactorSetup()) ?? null,
  );
  if (setup) return <TwoFactorSetupPanel setup={setup} />;
  return <TwoFactorIntro onSetup={setSetup} />;
}

/** Off: what two-factor does, and the button that creates a secret to scan. */
function TwoFactorIntro({ onSetup }: { onSetup(setup: TwoFactorSetup): void }) {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const [isStarting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const created = await api.call(setupTwoFactor);
      const setup = { secret: created.secret, otpauthUri: created.otpauth_uri };
      // Kept until the code step confirms it, however long the user takes to scan.
      queryClient.setQueryDefaults(queryKeys.twoFactorSetup(), { gcTime: Number.POSITIVE_INFINITY });
      queryClient.setQueryData(queryKeys.twoFactorSetup(), setup);
      onSetup(setup);
    } catch (failure) {
      setStarting(false);
      setError(errorText(failure));
    }
  }

  useMainButton({ text: t('profile.twoFactor.setUp'), onClick: () => void start(), isLoading: isStarting });
  return (
    <section className="ferry-two-factor">
      <p className="ferry-status-line" data-state="off">
        {t('profile.twoFactor.isOff')}
      </p>
      <p className="ferry-form-lead">{t('profile.twoFactor.intro')}</p>
      <FormError message={error} />
    </section>
  );
}

type PendingChange = { kind: 'scope'; scope: TwoFactorScope; isOn: boolean } | { kind: 'disable' };

function TwoFactorOn({ status }: { status: TwoFactorStatus }) {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  const headingId = useId();
  const [pending, setPending] = useState<PendingChange | null>(null);

  async function apply(code: string) {
    if (!pending) return;
    const next =
      pending.kind === 'disable'
        ? await api.call(disableTwoFactor, { body: { code } })
        : await api.call(updateTwoFactorScopes, {
            body: { code, scopes: { [pending.scope]: pending.isOn } },
          });
    queryClient.setQueryData(queryKeys.twoFactor(), next);
    setPending(null);
    if (pending.kind === 'disable') await refreshUser();
  }

  return (
    <section className="ferry-two-factor" aria-labelledby={headingId}>
      <p className="ferry-status-line" data-state="on" id={headingId}>
        {t('profile.twoFactor.isOn')}
      </p>
      <MenuSection title={t('profile.twoFactor.scopesTitle')} footer={t('profile.twoFactor.scopesHint')}>
        {TWO_FACTOR_SCOPES.map((scope) => (
          <ScopeSwitch
            key={scope}
            scope={scope}
            isOn={status.scopes[scope]}
            onToggle={(isOn) => setPending({ kind: 'scope', scope, isOn })}
          />
        ))}
      </MenuSection>
      <Button
        mode="plain"
        size="m"
        className="ferry-destructive-text"
        onClick={() => setPending({ kind: 'disable' })}
      >
        {t('profile.twoFactor.disable')}
      </Button>
      {pending ? (
        <CodeDialog
          title={t(
            pending.kind === 'disable' ? 'profile.twoFactor.disableTitle' : 'profile.twoFactor.changeTitle',
          )}
          description={t('profile.twoFactor.codeHint')}
          confirmLabel={t(pending.kind === 'disable' ? 'profile.twoFactor.disable' : 'common.confirm')}
          isDestructive={pending.kind === 'disable'}
          onSubmit={apply}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

function ScopeSwitch({
  scope,
  isOn,
  onToggle,
}: {
  scope: TwoFactorScope;
  isOn: boolean;
  onToggle(isOn: boolean): void;
}) {
  const t = useTranslate();
  const id = useId();
  return (
    <MenuControlRow>
      <label htmlFor={id} className="ferry-menu-text ferry-menu-label">
        {t(SCOPE_LABEL[scope])}
      </label>
      <Switch id={id} checked={isOn} onChange={(event) => onToggle(event.target.checked)} />
    </MenuControlRow>
  );
}
