import { useState } from 'react';
import { useLocalStore } from '../../../shell/local-store-context';
import { type PendingCode, readPendingCode, toPendingCode, writePendingCode } from '../utils/pending-code';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';

/** The email sign-in: the address, then the code sent to it. A reload keeps the code step. */
export function EmailSignIn() {
  const { storage, key } = useLocalStore('otp-resend');
  const [pending, setPending] = useState<PendingCode | null>(() => readPendingCode(storage, key, Date.now()));
  const [lastEmail, setLastEmail] = useState('');

  if (!pending) {
    return (
      <EmailStep
        initialEmail={lastEmail}
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
