import { Outlet } from 'react-router';
import { useWalletVault } from '../../../wallet-ui/vault/use-wallet-vault';
import { WALLET_GATE_TEXTS, WALLET_PLACE } from '../verification-gate/gated-places';
import { VerificationGate } from '../verification-gate/verification-gate';

/**
 * Creating or importing the first wallet needs a verified identity and a residence Ferry serves
 * (spec 001 §6). A wallet already on this device always opens, and so does adding another beside
 * it: its keys are the user's own, and no check of Ferry's may stand between them and their money.
 */
export function WalletCreationGate() {
  const { state } = useWalletVault();
  if (state.wallets.length > 0) return <Outlet />;
  return (
    <VerificationGate place={WALLET_PLACE} requirement="identity-and-residence" texts={WALLET_GATE_TEXTS}>
      <Outlet />
    </VerificationGate>
  );
}
