import { useNavigate } from 'react-router';
import { useSupportLink } from '../../../features/support/use-support-link';
import type { ProviderStepKind } from '../../../features/verification/api/verification-queries';
import { DeclaredDataForm } from '../../../features/verification/components/declared-data-form';
import { MessengerPhoneShare } from '../../../features/verification/components/messenger-phone-share';
import { PhoneRegionRefused } from '../../../features/verification/components/phone-region-refused';
import { PhoneVerificationForm } from '../../../features/verification/components/phone-verification-form';
import { ProviderStepPanel } from '../../../features/verification/components/provider-step-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { FORBIDDEN_PATH } from '../../../shell/paths';
import { journeyScreenPath } from './journey-paths';
import { JourneyStep } from './journey-step';
import { useVerificationJourney } from './use-verification-journey';

/**
 * A step's own "done" has nothing left to do: the completed step is in the verification state at
 * once (the answer stored, or the next poll), and JourneyStep leads on from it.
 */
const LED_ON_BY_STATE = () => undefined;

/** `…/verification/phone`: the phone by SMS code; the journey goes on once it is verified. */
export function JourneyPhonePage() {
  const navigate = useNavigate();
  const journey = useVerificationJourney();
  return (
    <JourneyStep kind="PHONE">
      {() => (
        <PhoneVerificationForm
          onRegionRefused={() =>
            void navigate(`${journeyScreenPath(journey.place, 'phone')}/forbidden`, { replace: true })
          }
          onDone={LED_ON_BY_STATE}
        />
      )}
    </JourneyStep>
  );
}

/** `…/verification/phone/forbidden`: the number's region is refused; another number or support. */
export function JourneyPhoneRefusedPage() {
  const navigate = useNavigate();
  const support = useSupportLink();
  const journey = useVerificationJourney();
  return (
    <JourneyStep kind="PHONE">
      {() => (
        <PhoneRegionRefused
          onOtherNumber={() => void navigate(journeyScreenPath(journey.place, 'phone'), { replace: true })}
          onContactSupport={support.open}
        />
      )}
    </JourneyStep>
  );
}

/** `…/verification/phone-messenger`: the phone by Telegram's shared contact, SMS as the way on. */
export function JourneyPhoneMessengerPage() {
  const navigate = useNavigate();
  const journey = useVerificationJourney();
  return (
    <JourneyStep kind="PHONE">
      {() => (
        <MessengerPhoneShare
          onUseSms={() => void navigate(journeyScreenPath(journey.place, 'phone'), { replace: true })}
          onDone={LED_ON_BY_STATE}
        />
      )}
    </JourneyStep>
  );
}

/**
 * `…/verification/personal-data` (`/:transactionType/declarative-personal-data` outside balances):
 * the declared name, date of birth and address; a residence Ferry does not serve is `/forbidden`.
 */
export function JourneyDeclaredDataPage() {
  const navigate = useNavigate();
  return (
    <JourneyStep kind="DECLARED_ADDRESS">
      {() => (
        <DeclaredDataForm
          onSaved={LED_ON_BY_STATE}
          onCountryRefused={() => void navigate(FORBIDDEN_PATH, { replace: true })}
        />
      )}
    </JourneyStep>
  );
}

function JourneyProviderPage({ kind }: { kind: ProviderStepKind }) {
  const t = useTranslate();
  const support = useSupportLink();
  const journey = useVerificationJourney();
  return (
    <JourneyStep kind={kind}>
      {(step) => (
        <ProviderStepPanel
          step={{ ...step, kind }}
          onContactSupport={support.open}
          supportHref={support.href}
          onBack={journey.resume}
          backLabel={t('withdraw.verifyJourney.backToTransaction')}
        />
      )}
    </JourneyStep>
  );
}

/** `…/verification/identity`: the ID document and selfie on the provider's page, then on. */
export function JourneyIdentityPage() {
  return <JourneyProviderPage kind="IDENTITY" />;
}

/** `…/verification/address`: the proof of address on the provider's page, then on. */
export function JourneyAddressPage() {
  return <JourneyProviderPage kind="ADDRESS" />;
}
