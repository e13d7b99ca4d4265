import { useSupportLink } from '../../../features/support/use-support-link';
import type { ProviderStepKind } from '../../../features/verification/api/verification-queries';
import { ProviderStepPanel } from '../../../features/verification/components/provider-step-panel';
import { useGoBack } from '../../../layout/use-go-back';
import { VERIFICATION_PATH } from '../../../shell/paths';
import { PendingStep } from './pending-step';

function ProviderStepPage({ kind }: { kind: ProviderStepKind }) {
  const support = useSupportLink();
  const back = useGoBack(VERIFICATION_PATH);
  return (
    <PendingStep kind={kind}>
      {(step) => (
        <ProviderStepPanel
          step={{ ...step, kind }}
          onContactSupport={support.open}
          supportHref={support.href}
          onBack={back}
        />
      )}
    </PendingStep>
  );
}

/** `/profile/personal-details/identity`: the ID document and selfie on the provider's page. */
export function IdentityVerificationPage() {
  return <ProviderStepPage kind="IDENTITY" />;
}

/** `/profile/personal-details/address`: the proof of address on the provider's page. */
export function AddressVerificationPage() {
  return <ProviderStepPage kind="ADDRESS" />;
}
