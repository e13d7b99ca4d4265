import type { MessageKey } from '@ferry/locales';
import type { CodeSentResponse, User } from '@ferry/shared/contracts';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useGoBack } from '../../../layout/use-go-back';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useLocalStore } from '../../../shell/local-store-context';
import { PERSONAL_DETAILS_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';
import { readPendingContactChange, writePendingContactChange } from '../utils/pending-contact-change';
import { ContactCodeStep, ContactSendStep, ContactValueStep } from './contact-change-steps';

/** What differs between the email and the phone change. */
export interface ContactChange {
  kind: 'email' | 'phone';
  current: string | null;
  /** Sends a code: to the current value, or (with none) to the new one. */
  requestCode(newValue?: string): Promise<CodeSentResponse>;
  confirm(code: string, value: string): Promise<User>;
  /** Checks a typed value; the message key of its first failure, or null. */
  validate(value: string): { key: MessageKey; params?: Record<string, string | number> } | null;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** Text for a failed call's code (the phone form has its own, spec 001 §8). */
  keyForCode?: (code: string) => MessageKey;
  /**
   * The new value a shop's frame vouched for (a signed URL or session): typed in
   * already, and not editable when the shop locked it (`isPhoneLocked`).
   */
  suggested?: { value: string; isLocked: boolean };
}

export interface CodeStepState {
  name: 'code';
  sent: CodeSentResponse;
  sentAtMs: number;
  /** The new value, when it was typed first (an account without one). */
  value?: string;
  /** Why the last code was refused. */
  error?: string;
  /** Every try of the code is used: a new code is offered at once instead of a wait. */
  isSpent?: boolean;
}

export type ContactStep =
  | { name: 'send' }
  | CodeStepState
  | { name: 'value'; code: string; codeStep: CodeStepState }
  | { name: 'done' };

interface ContactChangeFlowProps {
  change: ContactChange;
  /**
   * Shown instead of the first step when no change may start (the phone's once per 24 hours); a
   * change already under way, or just done, is not interrupted by it.
   */
  closedNotice?: ReactNode;
}

/**
 * The two-step change (spec 001 §4): a code first, then the new value, then "updated". An
 * account without the value yet types the new one first and confirms it with the code sent to it.
 * A change waiting for its code survives a reload (kept in the local store until done or expired).
 */
export function ContactChangeFlow({ change, closedNotice }: ContactChangeFlowProps) {
  const { storage, key } = useLocalStore('contact-change');
  const userId = useSession((state) => state.user?.uuid ?? null);
  const [step, setStepState] = useState<ContactStep>(() => {
    if (!userId) return { name: 'send' };
    const pending = readPendingContactChange(storage, key, { userId, kind: change.kind }, Date.now());
    if (!pending) return { name: 'send' };
    const { sent, sentAtMs, value } = pending;
    return { name: 'code', sent, sentAtMs, ...(value === undefined ? {} : { value }) };
  });
  const updateUser = useSession((state) => state.updateUser);

  function setStep(next: ContactStep) {
    if (next.name === 'code' && userId) {
      const { sent, sentAtMs, value } = next;
      writePendingContactChange(storage, key, { userId, kind: change.kind, sent, sentAtMs, value });
    }
    if (next.name === 'done') storage.removeItem(key);
    setStepState(next);
  }

  if (step.name === 'send' && closedNotice) return closedNotice;
  if (step.name === 'send') {
    return (
      <ContactSendStep
        change={change}
        onSent={(sent, value) => setStep({ name: 'code', sent, sentAtMs: Date.now(), value })}
      />
    );
  }
  if (step.name === 'code') {
    return (
      <ContactCodeStep
        change={change}
        step={step}
        onResent={(sent) =>
          setStep({ ...step, sent, sentAtMs: Date.now(), error: undefined, isSpent: undefined })
        }
        onCode={(code) => setStep({ name: 'value', code, codeStep: { ...step, error: undefined } })}
        onConfirmed={(user) => {
          updateUser(user);
          setStep({ name: 'done' });
        }}
      />
    );
  }
  if (step.name === 'value') {
    return (
      <ContactValueStep
        change={change}
        code={step.code}
        onCodeRefused={(error, isSpent) => setStep({ ...step.codeStep, error, isSpent })}
        onConfirmed={(user) => {
          updateUser(user);
          setStep({ name: 'done' });
        }}
      />
    );
  }
  return <ContactDone kind={change.kind} />;
}

function ContactDone({ kind }: { kind: ContactChange['kind'] }) {
  const t = useTranslate();
  const backToDetails = useGoBack(PERSONAL_DETAILS_PATH);
  useMainButton({ text: t('common.done'), onClick: backToDetails });
  return (
    <StatePanel
      role="status"
      title={t(kind === 'email' ? 'profile.emailEdit.updated' : 'profile.phoneEdit.updated')}
    />
  );
}
