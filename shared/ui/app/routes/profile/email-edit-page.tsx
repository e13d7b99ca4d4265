import type { MessageKey } from '@ferry/locales';
import { confirmEmailChange, requestEmailChange } from '@ferry/shared/contracts';
import { createIsNotSchema, emailSchema, errorMessageKey, firstMessage } from '@ferry/shared/domain';
import { useMemo } from 'react';
import {
  type ContactChange,
  ContactChangeFlow,
} from '../../../features/profile/components/contact-change-flow';
import { useApi } from '../../../queries/api-context';
import { useSession } from '../../../shell/session/session-context';

/** "This email address is already registered" (spec 001 §8) for an address another account holds. */
function emailErrorKey(code: string): MessageKey {
  if (code === 'NON_UNIQUE_VALUE' || code === 'CONFLICT_ERROR')
    return 'errors.messages.emailAlreadyRegistered';
  return errorMessageKey(code);
}

/** `/profile/personal-details/email-edit`. */
export function EmailEditPage() {
  const api = useApi();
  const current = useSession((state) => state.user?.email ?? null);
  const change = useMemo<ContactChange>(() => {
    const isNew = current ? createIsNotSchema({ previous: current }) : null;
    return {
      kind: 'email',
      current,
      requestCode: (email) => api.call(requestEmailChange, { body: email ? { email } : {} }),
      confirm: (code, email) => api.call(confirmEmailChange, { body: { code, email } }),
      validate: (value) =>
        firstMessage(emailSchema.safeParse(value)) ?? (isNew ? firstMessage(isNew.safeParse(value)) : null),
      inputProps: {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        autoCapitalize: 'none',
        spellCheck: false,
      },
      keyForCode: emailErrorKey,
    };
  }, [api, current]);
  return <ContactChangeFlow change={change} />;
}
