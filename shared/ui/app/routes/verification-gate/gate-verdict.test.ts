import { describe, expect, it } from 'vitest';
import { makeVerifiedIdentityState } from '../../../test/identity.test-kit';
import { makeStep, makeVerification } from '../verification/verification.test-kit';
import { gateVerdict } from './gate-verdict';

const HOLD = {
  reason_code: 'IDENTITY_REVOKED',
  message_key: 'errors.verification.hold.IDENTITY_REVOKED',
  since: '2026-11-20T10:00:00Z',
  still_allowed: ['view_balances' as const],
  has_appeal: false,
};

describe('what a gate answers (spec 000 §6: documents, the card and the wallet)', () => {
  it('opens on a completed identity, and lists the steps to the level that holds it otherwise', () => {
    expect(gateVerdict(makeVerifiedIdentityState(), 'identity')).toEqual({ kind: 'open' });
    const fresh = gateVerdict(makeVerification(), 'identity');
    expect(fresh.kind === 'verify' && fresh.steps.map((step) => step.kind)).toEqual([
      'PHONE',
      'DECLARED_ADDRESS',
      'IDENTITY',
    ]);
    expect(fresh.kind === 'verify' && fresh.hasBegun).toBe(false);
    const retry = gateVerdict(
      makeVerification({
        steps: [
          makeStep('PHONE', 'COMPLETED'),
          makeStep('DECLARED_ADDRESS', 'COMPLETED'),
          makeStep('IDENTITY', 'RETRY'),
        ],
      }),
      'identity-and-residence',
    );
    expect(retry).toMatchObject({ kind: 'verify', hasBegun: true });
    expect(retry.kind === 'verify' && retry.steps.map((step) => step.status)).toEqual(['RETRY']);
  });

  it('asks the residence only where it counts, before anything else; a hold explains itself', () => {
    const abroad = makeVerifiedIdentityState({ residence_country: 'US', is_country_allowed: false });
    expect(gateVerdict(abroad, 'identity')).toEqual({ kind: 'open' });
    expect(gateVerdict(abroad, 'identity-and-residence')).toEqual({ kind: 'residence' });
    expect(gateVerdict(makeVerification({ block: HOLD }), 'identity')).toEqual({ kind: 'held' });
  });
});
