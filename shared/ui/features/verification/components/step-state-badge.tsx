import type { VerificationUserState } from '@ferry/shared/domain';
import { verificationUserStateLabelKey } from '@ferry/shared/domain';
import { useTranslate } from '../../../i18n/use-translate';
import { USER_STATE_KIND } from '../utils/step-display';

/** Verified, not verified, in progress or failed: the word carries it, the colour follows. */
export function StepStateBadge({ state }: { state: VerificationUserState }) {
  const t = useTranslate();
  return (
    <span className="ferry-status" data-kind={USER_STATE_KIND[state]}>
      {t(verificationUserStateLabelKey(state))}
    </span>
  );
}
