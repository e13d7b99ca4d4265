import { isApiError } from '@ferry/shared/api';
import type { FarmTask } from '@ferry/shared/domain';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { formatApiMoney } from '../../../components/money/money-text';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useCheckIn, useClaimTask, useConvertPoints, useFarm } from '../api/farm-queries';
import { formatCountdown } from '../utils/countdown';
import { CheckInCard } from './check-in-card';
import { FarmPoints } from './farm-points';
import { FarmRules } from './farm-rules';
import { FarmTasks } from './farm-tasks';
import '../farm.css';

const FARM_REFUSAL_KEYS = [
  'farm.refusal.alreadyCheckedIn',
  'farm.refusal.taskClaimed',
  'farm.refusal.taskNotDone',
  'farm.refusal.verificationRequired',
  'farm.refusal.identityTaken',
  'farm.refusal.dailyCapReached',
  'farm.refusal.totalCapReached',
  'farm.refusal.noPoints',
] as const;

/** The refusals that open again at the next local day, said with the time left. */
const REFUSAL_WAIT_KEYS = {
  'farm.refusal.alreadyCheckedIn': 'farm.refusal.alreadyCheckedInWait',
  'farm.refusal.dailyCapReached': 'farm.refusal.dailyCapReachedWait',
} as const;

function isFarmRefusalKey(key: string): key is (typeof FARM_REFUSAL_KEYS)[number] {
  return (FARM_REFUSAL_KEYS as readonly string[]).includes(key);
}

/**
 * `/farm` (issue 29): the points and what they convert to, today's check-in (the main button
 * while it is open, a countdown once done), the tasks and the published rules.
 */
export function FarmScreen() {
  const t = useTranslate();
  const { language } = useLanguage();
  const errorText = useApiErrorText();
  const { haptics } = usePlatform();
  const farm = useFarm();
  const checkIn = useCheckIn();
  const claim = useClaimTask();
  const convert = useConvertPoints();
  const [busyTask, setBusyTask] = useState<FarmTask | null>(null);

  /**
   * The farm's own refusals carry the sentence to show (`farm.refusal.*`); one that names its wait
   * says how long, as the check-in card's countdown does.
   */
  function farmRefusalText(failure: unknown): string | null {
    if (!isApiError(failure)) return null;
    const details = failure.details as { message_key?: unknown; retry_after_seconds?: unknown } | undefined;
    const key = details?.message_key;
    if (typeof key !== 'string' || !isFarmRefusalKey(key)) return null;
    const seconds = details?.retry_after_seconds;
    const waitKey = REFUSAL_WAIT_KEYS[key as keyof typeof REFUSAL_WAIT_KEYS];
    if (typeof seconds === 'number' && waitKey) return t(waitKey, { time: formatCountdown(seconds) });
    return t(key);
  }

  async function run<T>(action: () => Promise<T>, success: (answer: T) => string) {
    try {
      const answer = await action();
      haptics.notificationOccurred('success');
      notify.success(success(answer));
    } catch (failure) {
      haptics.notificationOccurred('error');
      notify.error(farmRefusalText(failure) ?? errorText(failure));
      void farm.refetch();
    }
  }

  useMainButton({
    text: t('farm.checkIn.action', { points: farm.data?.check_in.next_points ?? 0 }),
    onClick: () =>
      void run(
        () => checkIn.mutateAsync(),
        (answer) => t('farm.checkIn.checkedIn', { points: answer.points }),
      ),
    isLoading: checkIn.isPending,
    isVisible: farm.data !== undefined && !farm.data.check_in.is_done_today,
  });

  if (farm.isError)
    return <ErrorState title={t('farm.loadError')} error={farm.error} onRetry={() => void farm.refetch()} />;
  if (!farm.data) return <ListSkeleton rows={4} />;
  const data = farm.data;
  return (
    <div className="ferry-farm">
      <p className="ferry-farm-intro">{t('farm.intro', { currency: data.rules.currency })}</p>
      <FarmPoints
        farm={data}
        isBusy={convert.isPending}
        onConvert={() =>
          void run(convert.convert, (answer) =>
            t('farm.points.converted', {
              amount: formatApiMoney(answer.transaction.amount, answer.transaction.currency, language),
            }),
          )
        }
      />
      <CheckInCard farm={data} />
      <FarmTasks
        tasks={data.tasks}
        busyTask={busyTask}
        onClaim={(task) => {
          setBusyTask(task);
          void run(
            () => claim.mutateAsync(task),
            (answer) => t('farm.tasks.claimedToast', { points: answer.points }),
          ).finally(() => setBusyTask(null));
        }}
      />
      <FarmRules rules={data.rules} />
    </div>
  );
}
