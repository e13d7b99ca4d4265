import { useMemo } from 'react';
import { confirmPhoneChange, requestPhoneChange } from '../../../../contracts/index';
import {
  canChangePhone,
  createIsNotSchema,
  createPhoneSchema,
  firstMessage,
  phoneFormErrorKey,
} from '../../../../domain/index';
import { useApi } from '../../../api/api-context';
import { StatePanel } from '../../../components/state-panel';
import {
  type ContactChange,
  ContactChangeFlow,
} from '../../../features/profile/components/contact-change-flow';
import { useTranslate } from '../../../i18n/use-translate';
import { useSession } from '../../../shell/session/session-context';

const phoneSchema = createPhoneSchema();

/**
 * `/profile/personal-details/phone-edit`: once per 24 hours (the rule is shown before the flow
 * starts), with the phone form's own error texts (spec 001 §8).
 */
export function PhoneEditPage() {
  const t = useTranslate();
  const api = useApi();
  const current = useSession((state) => state.user?.phone ?? null);
  const changedAt = useSession((state) => state.user?.phone_changed_at ?? null);
  const change = useMemo<ContactChange>(() => {
    const isNew = current ? createIsNotSchema({ previous: current }) : null;
    return {
      kind: 'phone',
      current,
      requestCode: (phone) => api.call(requestPhoneChange, { body: phone ? { phone } : {} }),
      confirm: (code, phone) => api.call(confirmPhoneChange, { body: { code, phone } }),
      validate(value) {
        // An anonymous +888 number gets its own message here, before anything is sent.
        const fit = firstMessage(phoneSchema.safeParse(value));
        return fit ?? (isNew ? firstMessage(isNew.safeParse(value)) : null);
      },
      inputProps: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '+48 600 000 000' },
      keyForCode: phoneFormErrorKey,
    };
  }, [api, current]);

  // Only a change not yet started is closed: the one just confirmed sets phone_changed_at itself.
  const isClosed = !canChangePhone(changedAt ? new Date(changedAt) : null, new Date());
  const closedNotice = isClosed ? (
    <StatePanel role="status" title={t('errors.messages.phoneChangeLimit')} />
  ) : null;
  return <ContactChangeFlow change={change} closedNotice={closedNotice} />;
}
