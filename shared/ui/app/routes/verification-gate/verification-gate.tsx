import '../../../styles/verification-gate.css';
import type { MessageKey } from '@ferry/locales';
import { verificationStepLabelKey } from '@ferry/shared/domain';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { StatePanel } from '../../../components/state-panel';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { StepStateBadge } from '../../../features/verification/components/step-state-badge';
import { useTranslate } from '../../../i18n/use-translate';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { AUTH_BLOCKED_PATH, FORBIDDEN_PATH } from '../../../shell/paths';
import type { JourneyPlace } from '../verification-journey/journey-paths';
import { useStartVerificationJourney } from '../verification-journey/use-verification-journey';
import { GATE_LEVEL, type GateRequirement, type GateVerdict, gateVerdict } from './gate-verdict';

/** The place's own words: why it needs a verified identity. */
export interface GateTexts {
  title: MessageKey;
  description: MessageKey;
}

interface VerificationGateProps {
  /** Where the journey's steps live for this place (spec 000 §2 verification routes). */
  place: JourneyPlace;
  requirement: GateRequirement;
  texts: GateTexts;
  /** What opens once the gate passes. */
  children: ReactNode;
}

/** The profile's verification read as the gate's answer (undefined while it loads). */
export function useGateVerdict(requirement: GateRequirement) {
  const query = useVerification();
  const verdict: GateVerdict | undefined = query.data ? gateVerdict(query.data, requirement) : undefined;
  return { verdict, query };
}

/**
 * Opens `children` for a user whose identity is verified (and, where asked, whose residence Ferry
 * serves). Anyone else sees what is needed, each step with its state, and one button into the
 * first step still to do; the journey walks the steps and comes back to this very screen. A held
 * profile and a residence Ferry does not serve are told why instead: verifying would not help.
 */
export function VerificationGate({ place, requirement, texts, children }: VerificationGateProps) {
  const { verdict, query } = useGateVerdict(requirement);
  const t = useTranslate();
  if (!verdict) {
    if (query.error)
      return (
        <ErrorState
          error={query.error}
          title={t('verification.loadError')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    return <LoadingState />;
  }
  if (verdict.kind === 'open') return <>{children}</>;
  if (verdict.kind === 'held')
    return (
      <GatePanel
        title={t('verification.gate.heldTitle')}
        description={t('verification.gate.heldDescription')}
        to={AUTH_BLOCKED_PATH}
        action={t('verification.gate.heldAction')}
      />
    );
  if (verdict.kind === 'residence')
    return (
      <GatePanel
        title={t('verification.gate.residenceTitle')}
        description={t('verification.gate.residenceDescription')}
        to={FORBIDDEN_PATH}
        action={t('verification.gate.residenceAction')}
      />
    );
  return <GateSteps place={place} texts={texts} verdict={verdict} />;
}

function GatePanel({
  title,
  description,
  to,
  action,
}: {
  title: string;
  description: string;
  to: string;
  action: string;
}) {
  return (
    <div className="ferry-verification-gate" data-testid="verification-gate">
      <StatePanel
        role="alert"
        title={title}
        description={description}
        action={
          <Link to={to} className="ferry-link-button">
            {action}
          </Link>
        }
      />
    </div>
  );
}

function GateSteps({
  place,
  texts,
  verdict,
}: {
  place: JourneyPlace;
  texts: GateTexts;
  verdict: Extract<GateVerdict, { kind: 'verify' }>;
}) {
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const startJourney = useStartVerificationJourney();
  const [isStarting, setStarting] = useState(false);
  useMainButton({
    text: t(verdict.hasBegun ? 'verification.gate.continue' : 'verification.gate.verify'),
    isLoading: isStarting,
    onClick: () => {
      setStarting(true);
      // Back to this very screen (its query too) once the identity is verified.
      void startJourney(place, GATE_LEVEL, `${pathname}${search}`).finally(() => setStarting(false));
    },
  });
  return (
    <section
      className="ferry-verification-gate"
      aria-labelledby="ferry-verification-gate-title"
      data-testid="verification-gate"
    >
      <h2 id="ferry-verification-gate-title" className="ferry-verification-gate-title">
        {t(texts.title)}
      </h2>
      <p className="ferry-verification-gate-lead">{t(texts.description)}</p>
      <h3 className="ferry-verification-gate-heading">{t('verification.gate.stepsHeading')}</h3>
      <ol className="ferry-verification-gate-steps">
        {verdict.steps.map((step) => (
          <li key={step.kind} className="ferry-verification-gate-step">
            <span>{t(verificationStepLabelKey(step.kind))}</span>
            <StepStateBadge state={step.user_state} />
          </li>
        ))}
      </ol>
      <p className="ferry-verification-gate-note">{t('verification.gate.returnNote')}</p>
    </section>
  );
}
