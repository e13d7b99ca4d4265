import { Button } from '@telegram-apps/telegram-ui';
import { FieldAlert } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import type { SignUnlock } from './use-sign-unlock';

interface UnlockFieldsProps {
  unlock: SignUnlock;
  labels: { password: string; useBiometry: string; usePassword: string; hint?: string };
  isBusy: boolean;
}

/** The password field (or the switch to biometrics) right above the action that signs. */
export function UnlockFields({ unlock, labels, isBusy }: UnlockFieldsProps) {
  return (
    <div className="ferry-tonconnect-unlock">
      {unlock.isPassword ? (
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          value={unlock.password}
          onChange={(event) => unlock.setPassword(event.target.value)}
          error={unlock.issue}
          hint={labels.hint}
          disabled={isBusy}
        />
      ) : null}
      {unlock.isBiometry ? (
        <Button mode="plain" size="s" type="button" onClick={unlock.togglePassword} disabled={isBusy}>
          {unlock.isPassword ? labels.useBiometry : labels.usePassword}
        </Button>
      ) : null}
      <FieldAlert message={unlock.failure} />
    </div>
  );
}
