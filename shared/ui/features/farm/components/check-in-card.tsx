import type { Farm } from '@ferry/shared/contracts';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useTranslate } from '../../../i18n/use-translate';
import { formatCountdown, useSecondsLeft } from '../utils/countdown';

const FLAME_PATH =
  'M12 3c.5 3-2.5 4.5-2.5 7.5A2.5 2.5 0 0 0 12 13c1.6 0 2.5-1.2 2.5-2.6 1.8 1.3 3 3.3 3 5.6a5.5 5.5 0 0 1-11 0C6.5 10.5 11 8 12 3z';

/**
 * Today's check-in: the streak as a week of days (the points each earns), and either today's
 * points (the screen's main button checks in) or, once done, a countdown to the next local midnight.
 */
export function CheckInCard({ farm }: { farm: Farm }) {
  const t = useTranslate();
  const { check_in: checkIn, rules } = farm;
  const secondsLeft = useSecondsLeft(checkIn.next_at);
  const week = Array.from({ length: rules.streak_max_days }, (_, index) => index + 1);
  // The row shows the current week of the streak: day 8 starts the row again, all worth the most.
  const dayInRow = checkIn.streak === 0 ? 0 : ((checkIn.streak - 1) % rules.streak_max_days) + 1;
  const pointsOf = (day: number) =>
    rules.check_in_points + rules.streak_step_points * (Math.min(day, rules.streak_max_days) - 1);
  return (
    <section className="ferry-farm-card ferry-farm-check-in" aria-labelledby="farm-check-in-title">
      <div className="ferry-farm-card-head">
        <h2 id="farm-check-in-title" className="ferry-heading">
          {t('farm.checkIn.title')}
        </h2>
        <p className="ferry-farm-streak">
          <VisuallyHidden>{t('farm.checkIn.streak')}: </VisuallyHidden>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={FLAME_PATH} fill="currentColor" />
          </svg>
          <span>{checkIn.streak}</span>
        </p>
      </div>
      <ol className="ferry-farm-week" aria-label={t('farm.checkIn.streak')}>
        {week.map((day) => {
          const isDone = day <= dayInRow;
          const isNext = !checkIn.is_done_today && day === dayInRow + 1;
          return (
            <li key={day} className="ferry-farm-day" data-done={isDone} data-next={isNext}>
              <span className="ferry-farm-day-points">+{pointsOf(day)}</span>
              <span className="ferry-farm-day-label">{t('farm.checkIn.streakDays', { day })}</span>
            </li>
          );
        })}
      </ol>
      {checkIn.is_done_today ? (
        <div className="ferry-farm-countdown" role="timer" aria-live="off">
          <span className="ferry-farm-countdown-label">
            {t('farm.checkIn.nextIn', { time: formatCountdown(secondsLeft ?? checkIn.seconds_left ?? 0) })}
          </span>
          <span className="ferry-hint">{t('farm.checkIn.nextPoints', { points: checkIn.next_points })}</span>
        </div>
      ) : (
        <p className="ferry-farm-today">{t('farm.checkIn.today', { points: checkIn.next_points })}</p>
      )}
      <p className="ferry-hint ferry-farm-zone">{t('farm.checkIn.timeZone', { zone: farm.time_zone })}</p>
    </section>
  );
}
