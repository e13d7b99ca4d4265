import type { FrameCustomer } from '@ferry/shared/contracts';
import { defaultWidgetParams } from '@ferry/shared/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReadyFrame } from '../../../shell/frame/frame-state';
import { createAccountServer, makeUser, STORED_SESSION } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';

/** A shop's signed frame that vouched for the customer's phone. */
function shopFrame(customer: Partial<FrameCustomer>, isPhoneLocked: boolean): ReadyFrame {
  const params = defaultWidgetParams();
  params.flags.isPhoneLocked = isPhoneLocked;
  return {
    status: 'ready',
    params,
    trust: 'signed',
    merchant: { domain: 'shop.test', isTestMode: false },
    customer: {
      email: null,
      phone: null,
      first_name: null,
      last_name: null,
      date_of_birth: null,
      residence_country: null,
      external_customer_id: null,
      ...customer,
    },
    parentOrigin: null,
    frameToken: null,
  };
}

const SENT = { sent_to: '+48*****001', code_length: 6, expires_in_seconds: 600, resend_after_seconds: 60 };

describe('phone entry in a shop’s frame', () => {
  it('starts with the phone the shop vouched for, not editable when isPhoneLocked', async () => {
    const server = createAccountServer({ user: makeUser({ phone: null }) });
    server.handlers.requestPhoneChange = () => SENT;
    renderApp({
      path: '/profile/personal-details/phone-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
      mode: 'widget',
      frame: shopFrame({ phone: '+48600000001' }, true),
    });
    const field = (await screen.findByLabelText('New phone number')) as HTMLInputElement;
    expect(field.value).toBe('+48600000001');
    expect(field.readOnly).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: /Send code/ }));
    await screen.findByText(/We sent a 6-digit code/);
    expect(server.requestsTo('requestPhoneChange')[0]?.body).toEqual({ phone: '+48600000001' });
  });

  it('lets the customer change a phone the shop did not lock', async () => {
    const server = createAccountServer({ user: makeUser({ phone: null }) });
    renderApp({
      path: '/profile/personal-details/phone-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
      mode: 'widget',
      frame: shopFrame({ phone: '+48600000001' }, false),
    });
    const field = (await screen.findByLabelText('New phone number')) as HTMLInputElement;
    expect(field.value).toBe('+48600000001');
    expect(field.readOnly).toBe(false);
  });
});
