import { useParams, useSearchParams } from 'react-router';
import { SandboxKycScreen } from '../../../features/sandbox-kyc/components/sandbox-kyc-screen';
import { isFrameMode, useDisplayMode } from '../../../shell/display-mode-context';
import { NotFoundPage } from '../not-found-page';

/**
 * Where "Back to Ferry" goes: a path of this app only (one leading slash), never another site,
 * since anyone can write the address a link opens.
 */
function appReturnPath(value: string | null): string | null {
  return value && /^\/(?![/\\])/.test(value) ? value : null;
}

/**
 * `/sandbox-kyc/:applicantId?access_token=…`: the URL a merchant's initialize call hands out while
 * KYC is sandboxed (sandbox-kyc-provider.ts). A full page on the web or in the mini-app's own
 * webview (`/messenger/sandbox-kyc/…`), never inside a frame: someone else's page would decide
 * whether the camera may open there.
 */
export function SandboxKycPage() {
  const { applicantId = '' } = useParams();
  const [search] = useSearchParams();
  if (isFrameMode(useDisplayMode())) return <NotFoundPage />;
  const accessToken = search.get('access_token') ?? '';
  return (
    <SandboxKycScreen
      key={`${applicantId}:${accessToken}`}
      applicantId={applicantId}
      accessToken={accessToken}
      returnPath={appReturnPath(search.get('return'))}
    />
  );
}
