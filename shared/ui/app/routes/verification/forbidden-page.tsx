import { useNavigate } from 'react-router';
import { useSupportLink } from '../../../features/support/use-support-link';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { ForbiddenPanel } from '../../../features/verification/components/forbidden-panel';
import { EXCHANGE_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/**
 * `/forbidden` (spec 001 §2): a residence Ferry does not serve. A signed-in user sees their
 * country named and what they can still do with their money; a guest the same words and support.
 */
export function ForbiddenPage() {
  const navigate = useNavigate();
  const support = useSupportLink();
  const isSignedIn = useSession((state) => state.status === 'signed-in');
  const { data } = useVerification({ isEnabled: isSignedIn });
  return (
    <ForbiddenPanel
      country={data?.residence_country ?? null}
      isSignedIn={isSignedIn}
      onContactSupport={support.open}
      onGoHome={() => void navigate(EXCHANGE_PATH)}
    />
  );
}
