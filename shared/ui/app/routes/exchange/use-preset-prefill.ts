import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { draftFromPreset } from '../../../features/exchange/lib/exchange-preset';
import { useExchangePairStore } from '../../../features/exchange/stores/exchange-pair-store';
import { useTranslate } from '../../../i18n/use-translate';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../queries/api-context';
import { useSession } from '../../../shell/session/session-context';

/**
 * `/exchange?preset=<id>` (a preset's "Use"): once the user is signed in, fills the form from the
 * preset and drops the parameter, so a reload or a later change is not overwritten again.
 */
export function usePresetPrefill(): void {
  const t = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const presetId = params.get('preset');
  const status = useSession((state) => state.status);
  const profileId = useSession((state) => state.profileId);

  useEffect(() => {
    if (!presetId || status !== 'signed-in') return;
    let isCurrent = true;
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('preset');
          return next;
        },
        { replace: true },
      );
    import('./load-preset')
      .then(({ loadPreset }) => loadPreset(api, queryClient, profileId, presetId))
      .then(
        (preset) => {
          if (!isCurrent) return;
          if (preset) useExchangePairStore.setState(draftFromPreset(preset));
          else notify.error(t('presets.notFound.title'));
          dropParam();
        },
        () => {
          if (isCurrent) notify.error(t('presets.loadError'));
        },
      );
    return () => {
      isCurrent = false;
    };
  }, [presetId, status, profileId, api, queryClient, setParams, t]);
}
