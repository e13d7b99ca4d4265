import { confirmPhoneChange, requestPhoneChange } from '@ferry/shared/contracts';
import {
  canChangePhone,
  createIsNotSchema,
  createPhoneSchema,
  firstMessage,
  phoneFormErrorKey,
} from '@ferry/shared/domain';
import { useMemo } from 'react';
import { StatePanel } from '../../../components/state-panel';
import {
  type ContactChange,
  ContactChangeFlow,
} from '../../../features/profile/components/contact-change-flow';
import { useTranslate } from '../../../i18n/use-translate';
import { useApi } from '../../../queries/api-context';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import { useSession } from '../../../shell/session/session-context';

const phoneSchema = createPhoneSchema();

/**
 * `/profile/personal-details/phone-edit`: once per 24 hours (the rule is shown before the flow
 * starts), with the phone form's own error texts (spec 001 §8). In a shop's frame the new number
 * starts as the one the shop vouched for (`phone` with `isPhoneLocked`).
 */
export function PhoneEditPage() {
  const t = useTranslate();
  const api = useApi();
  const current = useSession((state) => state.user?.phone ?? null);
  const changedAt = useSession((state) => state.user?.phone_changed_at ?? null);
  const frame = useReadyFrame();
  const framePhone = frame?.customer?.phone ?? null;
  const isFramePhoneLocked = frame?.params.flags.isPhoneLocked === true;
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
      // A shop's frame types in the phone it vouched for (locked with isPhoneLocked), unless it is the one kept.
      ...(framePhone && framePhone !== current
        ? { suggested: { value: framePhone, isLocked: isFramePhoneLocked } }
        : {}),
    };
  }, [api, current, framePhone, isFramePhoneLocked]);

  // Only a change not yet started is closed: the one just confirmed sets phone_changed_at itself.
  const isClosed = !canChangePhone(changedAt ? new Date(changedAt) : null, new Date());
  const closedNotice = isClosed ? (
    <StatePanel role="status" title={t('errors.messages.phoneChangeLimit')} />
  ) : null;
  return <ContactChangeFlow change={change} closedNotice={closedNotice} />;
}
