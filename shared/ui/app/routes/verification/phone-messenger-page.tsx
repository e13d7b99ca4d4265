import { useNavigate } from 'react-router';
import { MessengerPhoneShare } from '../../../features/verification/components/messenger-phone-share';
import { useGoBack } from '../../../layout/use-go-back';
import { PHONE_VERIFICATION_PATH, VERIFICATION_PATH } from '../../../shell/paths';
import { PendingStep } from './pending-step';

/**
 * `/profile/personal-details/phone-messenger`: the phone by Telegram's shared contact, with SMS
 * as the way on where sharing is not offered or the user declines.
 */
export function PhoneMessengerPage() {
  const navigate = useNavigate();
  const back = useGoBack(VERIFICATION_PATH);
  return (
    <PendingStep kind="PHONE">
      {() => (
        <MessengerPhoneShare
          onUseSms={() => void navigate(PHONE_VERIFICATION_PATH, { replace: true })}
          onDone={back}
        />
      )}
    </PendingStep>
  );
}
