import { useParams, useSearchParams } from 'react-router';
import { SandboxKycScreen } from '../../../features/sandbox-kyc/components/sandbox-kyc-screen';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { NotFoundPage } from '../not-found-page';

/**
 * `/sandbox-kyc/:applicantId?access_token=…`: the URL a merchant's initialize call hands out while
 * KYC is sandboxed (sandbox-kyc-provider.ts). A full-page visit, never inside a frame.
 */
export function SandboxKycPage() {
  const { applicantId = '' } = useParams();
  const [search] = useSearchParams();
  if (useDisplayMode() !== 'display') return <NotFoundPage />;
  const accessToken = search.get('access_token') ?? '';
  return (
    <SandboxKycScreen
      key={`${applicantId}:${accessToken}`}
      applicantId={applicantId}
      accessToken={accessToken}
    />
  );
}
