import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useOnboardingDraftStore } from '../../../features/onboarding/stores/onboarding-draft-store';
import {
  useWithdrawDraftStore,
  WITHDRAW_DRAFT_KEY,
} from '../../../features/withdraw/stores/withdraw-draft-store';
import { PROFILE_ID, STORED_SESSION } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';
import { createVerificationServer } from '../verification/verification.test-kit';

// What a person typed into a flow leaves with their session (create-app-services.ts onSignedOut).
// Pages load lazily; on a busy machine the first one can take a few seconds.

beforeEach(() => {
  sessionStorage.clear();
  useOnboardingDraftStore.getState().reset();
  useWithdrawDraftStore.getState().reset();
});
afterEach(() => sessionStorage.clear());

const open = (path: string) =>
  renderApp({ path, session: STORED_SESSION, fetch: createVerificationServer().fetch, mode: 'display' });

describe('signing out', () => {
  it('drops the onboarding draft with the session', async () => {
    useOnboardingDraftStore
      .getState()
      .update(PROFILE_ID, { firstName: 'Ola', lastName: 'Nowak', dateOfBirth: '14/03/1990' });
    const { services } = open('/balances/onboarding-residency/personal');
    expect(await screen.findByLabelText('Country of residence')).toBeTruthy();
    await services.session.getState().logout();
    await waitFor(() => expect(useOnboardingDraftStore.getState().values.firstName).toBe(''));
    expect(sessionStorage.getItem('ferry.onboarding-draft')).not.toContain('Ola');
  });

  it('drops a withdrawal kept from before a reload, whose store this page never loaded: by its key', async () => {
    sessionStorage.setItem(
      WITHDRAW_DRAFT_KEY,
      '{"state":{"requisite":{"value":"PL61109010140000071219812874"}}}',
    );
    const { services } = open('/balances/onboarding-residency/personal');
    await services.session.getState().logout();
    await waitFor(() => expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY)).toBeNull());
  }, 15_000);

  it('drops a withdrawal kept for verification: the typed IBAN and holder leave with the session', async () => {
    const draft = useWithdrawDraftStore.getState();
    draft.begin('sepa', 'EUR');
    draft.setAmount('120', null);
    draft.setRequisite(
      { kind: 'new', value: 'PL61109010140000071219812874', memo: '', isSaving: false },
      'Ola Nowak',
    );
    draft.setVerificationGoal('verified');
    expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY)).toContain('PL61109010140000071219812874');
    const { services } = open('/balances/onboarding-residency/personal');
    await services.session.getState().logout();
    await waitFor(() => expect(useWithdrawDraftStore.getState().requisite).toBeNull());
    expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY) ?? '').not.toContain('PL61109010140000071219812874');
    expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY) ?? '').not.toContain('Ola');
  }, 15_000);
});
