import type { VerificationStepView } from '@ferry/shared/contracts';
import { verificationStepLabelKey } from '@ferry/shared/domain';
import { Link } from 'react-router';
import { ChevronIcon } from '../../../components/icons';
import { MenuSection } from '../../../components/menu';
import { useTranslate } from '../../../i18n/use-translate';
import { orderSteps, stepActionKey, stepDescriptionKey, stepPath } from '../utils/step-display';
import { StepStateBadge } from './step-state-badge';

interface StepsSectionProps {
  steps: readonly VerificationStepView[];
  /** Inside Telegram the phone is shared from the account instead of typed. */
  isMessenger: boolean;
}

/**
 * Each step with its state and its one action (start, try again, or open to read why). A
 * verified step leads nowhere: its screen would only send the user on to the exchange.
 */
export function VerificationStepsSection({ steps, isMessenger }: StepsSectionProps) {
  const t = useTranslate();
  return (
    <MenuSection title={t('verification.stepsHeading')}>
      {orderSteps(steps).map((step) => {
        const label = t(verificationStepLabelKey(step.kind));
        const actionKey = stepActionKey(step);
        const content = (
          <>
            <span className="ferry-menu-text">
              <span className="ferry-menu-label">{label}</span>
              <span className="ferry-menu-description">{t(stepDescriptionKey(step.kind))}</span>
            </span>
            <span className="ferry-menu-value ferry-verification-step-value">
              <StepStateBadge state={step.user_state} />
              {actionKey ? <span className="ferry-verification-action">{t(actionKey)}</span> : null}
            </span>
          </>
        );
        return (
          <li key={step.kind} className="ferry-menu-item">
            {actionKey ? (
              <Link to={stepPath(step.kind, isMessenger)} className="ferry-menu-row">
                {content}
                <span className="ferry-menu-chevron" aria-hidden="true">
                  <ChevronIcon />
                </span>
              </Link>
            ) : (
              <div className="ferry-menu-row">{content}</div>
            )}
          </li>
        );
      })}
    </MenuSection>
  );
}
