import { useNavigate } from 'react-router';
import { useSupportLink } from '../../../features/support/use-support-link';
import { PhoneRegionRefused } from '../../../features/verification/components/phone-region-refused';
import { PhoneVerificationForm } from '../../../features/verification/components/phone-verification-form';
import { useGoBack } from '../../../layout/use-go-back';
import {
  PHONE_VERIFICATION_FORBIDDEN_PATH,
  PHONE_VERIFICATION_PATH,
  VERIFICATION_PATH,
} from '../../../shell/paths';
import { PendingStep } from './pending-step';

/** `/profile/verification/phone`: the phone by SMS code; a refused region goes to its own screen. */
export function PhoneVerificationPage() {
  const navigate = useNavigate();
  const back = useGoBack(VERIFICATION_PATH);
  return (
    <PendingStep kind="PHONE">
      {() => (
        <PhoneVerificationForm
          onRegionRefused={() => void navigate(PHONE_VERIFICATION_FORBIDDEN_PATH, { replace: true })}
          onDone={back}
        />
      )}
    </PendingStep>
  );
}

/**
 * `/profile/verification/phone/forbidden`: the number's region is one Ferry cannot verify (spec
 * 001 §5); another number or support are the ways on.
 */
export function PhoneRegionRefusedPage() {
  const navigate = useNavigate();
  const support = useSupportLink();
  return (
    <PendingStep kind="PHONE">
      {() => (
        <PhoneRegionRefused
          onOtherNumber={() => void navigate(PHONE_VERIFICATION_PATH, { replace: true })}
          onContactSupport={support.open}
        />
      )}
    </PendingStep>
  );
}
