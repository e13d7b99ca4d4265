import { confirmEmailChange, requestEmailChange } from '@ferry/shared/contracts';
import { emailSchema, firstMessage } from '@ferry/shared/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { nextOnboardingScreen } from '../../../features/onboarding/utils/onboarding-steps';
import {
  type ContactChange,
  ContactChangeFlow,
} from '../../../features/profile/components/contact-change-flow';
import { useSupportLink } from '../../../features/support/use-support-link';
import { MessengerPhoneShare } from '../../../features/verification/components/messenger-phone-share';
import { PhoneRegionRefused } from '../../../features/verification/components/phone-region-refused';
import { PhoneVerificationForm } from '../../../features/verification/components/phone-verification-form';
import { ProviderStepPanel } from '../../../features/verification/components/provider-step-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useApi } from '../../../queries/api-context';
import { OnboardingStep } from './onboarding-step';

/**
 * A step's own "done" has nothing left to do: the completed step is in the verification state at
 * once, and OnboardingStep leads on from it.
 */
const LED_ON_BY_STATE = () => undefined;

/**
 * `/balances/onboarding-phone-verification/:type/:country?/:onboarded?/:forbidden?`: the phone by
 * SMS code; with `forbidden`, the number's region was refused and another number or support follow.
 */
export function OnboardingPhonePage() {
  const navigate = useNavigate();
  const support = useSupportLink();
  return (
    <OnboardingStep screen="phone">
      {(state, onboarding) =>
        onboarding.place.isForbidden ? (
          <PhoneRegionRefused
            onOtherNumber={() => void navigate(onboarding.pathOf('phone', state), { replace: true })}
            onContactSupport={support.open}
          />
        ) : (
          <PhoneVerificationForm
            onRegionRefused={() =>
              void navigate(onboarding.pathOf('phone', state, { isForbidden: true }), { replace: true })
            }
            onDone={LED_ON_BY_STATE}
          />
        )
      }
    </OnboardingStep>
  );
}

/**
 * `/balances/onboarding-phone-verification-messenger/:type/:country?/:onboarded?`: the phone by
 * Telegram's shared contact (the bot receives it), SMS as the way on where sharing is declined.
 */
export function OnboardingPhoneMessengerPage() {
  const navigate = useNavigate();
  return (
    <OnboardingStep screen="phone-messenger" isWaitingElsewhere>
      {(state, onboarding) => (
        <MessengerPhoneShare
          onUseSms={() => void navigate(onboarding.pathOf('phone', state), { replace: true })}
          onDone={LED_ON_BY_STATE}
        />
      )}
    </OnboardingStep>
  );
}

/**
 * `/balances/onboarding-identity-verification/:type/:country?/:onboarded?`: the ID document and a
 * selfie on the provider's page. While the provider reviews, or after a final refusal, the walk
 * goes on to its last step, which says what the user has reached.
 */
export function OnboardingIdentityPage() {
  const t = useTranslate();
  const support = useSupportLink();
  return (
    <OnboardingStep screen="identity" isWaitingElsewhere>
      {(state, onboarding) => {
        const step = state.steps.find((candidate) => candidate.kind === 'IDENTITY');
        if (!step) return null;
        return (
          <ProviderStepPanel
            step={{ ...step, kind: 'IDENTITY' }}
            onContactSupport={support.open}
            onBack={() => onboarding.go(nextOnboardingScreen('identity', onboarding.factsOf(state)), state)}
            backLabel={t('onboarding.identity.continue')}
          />
        );
      }}
    </OnboardingStep>
  );
}

/**
 * `/balances/onboarding-email-verification-messenger/:type/:onboarded?`: a mini-app account signs in
 * by Telegram and has no email; it adds one with a code sent to it. Once the account has it, the
 * walk goes on (the session's user changes, and OnboardingStep sees the step done).
 */
export function OnboardingEmailPage() {
  const t = useTranslate();
  const api = useApi();
  const change = useMemo<ContactChange>(
    () => ({
      kind: 'email',
      current: null,
      requestCode: (email) => api.call(requestEmailChange, { body: email ? { email } : {} }),
      confirm: (code, email) => api.call(confirmEmailChange, { body: { code, email } }),
      validate: (value) => firstMessage(emailSchema.safeParse(value)),
      inputProps: {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        autoCapitalize: 'none',
        spellCheck: false,
      },
    }),
    [api],
  );
  return (
    <OnboardingStep screen="email-messenger">
      {() => (
        <>
          <p className="ferry-verification-note">{t('onboarding.email.intro')}</p>
          <ContactChangeFlow change={change} />
        </>
      )}
    </OnboardingStep>
  );
}
