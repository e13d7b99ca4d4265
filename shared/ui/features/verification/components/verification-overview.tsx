import type { VerificationState } from '@ferry/shared/contracts';
import { Link } from 'react-router';
import { useTranslate } from '../../../i18n/use-translate';
import { AUTH_BLOCKED_PATH, FORBIDDEN_PATH } from '../../../shell/paths';
import { LevelLimitsCard } from './level-limits-card';
import { NextLevelCard } from './next-level-card';
import { VerificationStepsSection } from './verification-steps-section';
import './verification.css';

interface OverviewProps {
  state: VerificationState;
  isMessenger: boolean;
}

/**
 * The verification overview: a hold on money out or a refused country first (each leads to its
 * explanation), then the level with what is left of its limits, what the next level unlocks, and
 * the steps with their states and actions.
 */
export function VerificationOverview({ state, isMessenger }: OverviewProps) {
  const t = useTranslate();
  return (
    <div className="ferry-verification">
      {state.block ? (
        <Link to={AUTH_BLOCKED_PATH} className="ferry-verification-banner" data-kind="error">
          {t('verification.banner.blocked')}
        </Link>
      ) : null}
      {state.is_country_allowed ? null : (
        <Link to={FORBIDDEN_PATH} className="ferry-verification-banner" data-kind="error">
          {t('verification.banner.forbidden')}
        </Link>
      )}
      <LevelLimitsCard state={state} />
      <NextLevelCard state={state} />
      <VerificationStepsSection steps={state.steps} isMessenger={isMessenger} />
    </div>
  );
}
