import { useState } from 'react';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import { useLocalStore } from '../../../shell/local-store-context';
import { type PendingCode, readPendingCode, toPendingCode, writePendingCode } from '../utils/pending-code';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';

/** The email sign-in: the address, then the code sent to it. A reload keeps the code step. */
export function EmailSignIn() {
  const { storage, key } = useLocalStore('otp-resend');
  const [pending, setPending] = useState<PendingCode | null>(() => readPendingCode(storage, key, Date.now()));
  // In a merchant's frame the shop may hand over the customer's address (signed URL or session).
  const frame = useReadyFrame();
  const frameEmail = frame?.customer?.email ?? '';
  const isEmailLocked = frameEmail !== '' && frame?.params.flags.isEmailLocked === true;
  const [lastEmail, setLastEmail] = useState(frameEmail);

  if (!pending) {
    return (
      <EmailStep
        initialEmail={lastEmail}
        isLocked={isEmailLocked}
        onSent={(email, sent) => {
          const next = toPendingCode(email, sent, Date.now());
          writePendingCode(storage, key, next);
          setPending(next);
        }}
      />
    );
  }
  return (
    <CodeStep
      pending={pending}
      onResent={(sent) => {
        const next = toPendingCode(pending.email, sent, Date.now());
        writePendingCode(storage, key, next);
        setPending(next);
      }}
      onChangeEmail={() => {
        storage.removeItem(key);
        setLastEmail(pending.email);
        setPending(null);
      }}
      onAccepted={() => storage.removeItem(key)}
    />
  );
}
