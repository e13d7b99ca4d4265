import { Button } from '@telegram-apps/telegram-ui';
import { useNavigate } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useSupportLink } from '../../../features/support/use-support-link';
import { PhoneVerificationForm } from '../../../features/verification/components/phone-verification-form';
import { useTranslate } from '../../../i18n/use-translate';
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
  const t = useTranslate();
  const navigate = useNavigate();
  const support = useSupportLink();
  return (
    <PendingStep kind="PHONE">
      {() => (
        <StatePanel
          role="alert"
          title={t('verification.phone.forbiddenTitle')}
          description={t('verification.phone.forbiddenDescription')}
          action={
            <div className="ferry-stacked-actions">
              <Button
                mode="filled"
                size="l"
                stretched
                onClick={() => void navigate(PHONE_VERIFICATION_PATH, { replace: true })}
              >
                {t('verification.phone.otherNumber')}
              </Button>
              <Button mode="plain" size="m" stretched onClick={support.open}>
                {t('verification.support')}
              </Button>
            </div>
          }
        />
      )}
    </PendingStep>
  );
}
