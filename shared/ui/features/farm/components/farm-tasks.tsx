import type { Farm } from '@ferry/shared/contracts';
import type { FarmTask } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { CheckIcon } from '../../../components/icons';
import { useTranslate } from '../../../i18n/use-translate';

interface FarmTasksProps {
  tasks: Farm['tasks'];
  onClaim(task: FarmTask): void;
  busyTask: FarmTask | null;
}

/** The activity tasks, each with its points and whether it is done, ready to claim or claimed. */
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
              <span className="ferry-farm-task-name">{t(`farm.tasks.${task}`)}</span>
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
