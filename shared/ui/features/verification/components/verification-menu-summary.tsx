import { verificationStepLabelKey, verificationUserStateLabelKey } from '@ferry/shared/domain';
import { useTranslate } from '../../../i18n/use-translate';
import { useVerification } from '../api/verification-queries';
import { orderSteps, USER_STATE_KIND } from '../utils/step-display';
import './verification.css';

/**
 * The profile menu's verification item beneath its label: each step with its state ("Phone:
 * Verified"). Nothing while it loads or when it cannot be read: the item still leads on.
 */
export function VerificationMenuSummary() {
  const t = useTranslate();
  const { data } = useVerification();
  if (!data) return null;
  return (
    <span className="ferry-verification-summary">
      {orderSteps(data.steps).map((step) => (
        <span key={step.kind} className="ferry-status" data-kind={USER_STATE_KIND[step.user_state]}>
          {t(verificationStepLabelKey(step.kind))}: {t(verificationUserStateLabelKey(step.user_state))}
        </span>
      ))}
    </span>
  );
}
