import type { Farm } from '@ferry/shared/contracts';
import type { FarmTask } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { useTranslate } from '../../../i18n/use-translate';
import { FRENS_TAB_PATH, WALLET_TAB_PATH } from '../../../layout/navigation-visibility';
import { DEPOSIT_PATH, EXCHANGE_PATH } from '../../../shell/paths';

/** Where each task is done: a task not done yet leads there, so nobody has to look for it. */
const TASK_PATHS: Readonly<Record<FarmTask, string>> = {
  firstDeposit: DEPOSIT_PATH,
  firstExchange: EXCHANGE_PATH,
  friendVerified: FRENS_TAB_PATH,
  tonWallet: WALLET_TAB_PATH,
};

interface FarmTasksProps {
  tasks: Farm['tasks'];
  onClaim(task: FarmTask): void;
  busyTask: FarmTask | null;
}

/**
 * The activity tasks, each with its points and whether it is done, ready to claim or claimed; one
 * not done yet links to the screen where it is done.
 */
export function FarmTasks({ tasks, onClaim, busyTask }: FarmTasksProps) {
  const t = useTranslate();
  return (
    <section className="ferry-farm-card" aria-labelledby="farm-tasks-title">
      <h2 id="farm-tasks-title" className="ferry-heading">
        {t('farm.tasks.title')}
      </h2>
      <ul className="ferry-farm-tasks">
        {tasks.map(({ task, points, status }) => (
          <li key={task} className="ferry-farm-task" data-status={status}>
            <span className="ferry-farm-task-mark" aria-hidden="true">
              {status === 'todo' ? null : <CheckIcon size={16} />}
            </span>
            <span className="ferry-farm-task-text">
              {status === 'todo' ? (
                <Link to={TASK_PATHS[task]} className="ferry-farm-task-name ferry-farm-link">
                  {t(`farm.tasks.${task}`)}
                </Link>
              ) : (
                <span className="ferry-farm-task-name">{t(`farm.tasks.${task}`)}</span>
              )}
              <span className="ferry-hint">{t(`farm.tasks.${status}`)}</span>
            </span>
            {status === 'ready' ? (
              <Button
                size="s"
                onClick={() => onClaim(task)}
                loading={busyTask === task}
                disabled={busyTask !== null}
                aria-label={`${t('farm.tasks.claim')} ${t(`farm.tasks.${task}`)}`}
              >
                {t('farm.tasks.claim')} +{points}
              </Button>
            ) : (
              <span className="ferry-farm-task-points" data-claimed={status === 'claimed'}>
                {t('farm.tasks.points', { points })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
