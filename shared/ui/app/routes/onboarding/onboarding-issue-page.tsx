import '../../../features/verification/components/verification.css';
import { verificationLevelLabelKey } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { LevelLimitsCard } from '../../../features/verification/components/level-limits-card';
import { NextLevelCard } from '../../../features/verification/components/next-level-card';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { BALANCES_PATH, BOOK_CARD_PATH } from '../../../shell/paths';
import { OnboardingStep } from './onboarding-step';

/**
 * `/balances/onboarding-issue/:type/:onboarded?` (spec: "issue a card"): the walk's end. It says
 * what the user has reached (the level, what is left of its limits, what the next one unlocks, an
 * identity still in review) and leads to the card's own entry, which issues the card under its own
 * rules; nothing is issued here.
 */
export function OnboardingIssuePage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const headingId = useId();
  useMainButton({ text: t('onboarding.issue.toCard'), onClick: () => void navigate(BOOK_CARD_PATH) });
  return (
    <OnboardingStep screen="issue" isWaitingElsewhere>
      {(state, onboarding) => {
        const identity = state.steps.find((step) => step.kind === 'IDENTITY');
        return (
          <>
            <section className="ferry-onboarding-reached" aria-labelledby={headingId}>
              {/* The page's own main heading: its route hides the layout's title. */}
              <h1 id={headingId}>
                {t(
                  onboarding.place.isOnboarded ? 'onboarding.issue.welcomeBack' : 'onboarding.issue.welcome',
                )}
              </h1>
              <p className="ferry-verification-note">
                {t('onboarding.issue.reached', { level: t(verificationLevelLabelKey(state.level)) })}
              </p>
              {identity?.status === 'PROCESSING' ? (
                <p className="ferry-verification-hint" role="status">
                  {t('onboarding.issue.identityChecking')}
                </p>
              ) : null}
            </section>
            <LevelLimitsCard state={state} />
            <NextLevelCard state={state} />
            <section className="ferry-verification-card" aria-labelledby={`${headingId}-card`}>
              <h2 id={`${headingId}-card`} className="ferry-verification-card-title">
                {t('onboarding.issue.cardTitle')}
              </h2>
              <p className="ferry-verification-note">{t('onboarding.issue.cardText')}</p>
            </section>
            <div className="ferry-onboarding-leave">
              <Button mode="plain" size="m" onClick={() => void navigate(BALANCES_PATH)}>
                {t('onboarding.issue.toBalances')}
              </Button>
            </div>
          </>
        );
      }}
    </OnboardingStep>
  );
}
