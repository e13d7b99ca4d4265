import type { VerificationState } from '@ferry/shared/contracts';
import { type VerificationStepKind, verificationUserState } from '@ferry/shared/domain';
import type { FakeServer } from './fake-server';

const usage = (limit: string) => ({ limit, used: '0', left: limit });

/**
 * A profile whose identity is verified (phone, declared data and identity done: the Verified
 * level), living in a country Ferry serves: what documents, the card and a first wallet need.
 */
export function makeVerifiedIdentityState(overrides: Partial<VerificationState> = {}): VerificationState {
  const step = (kind: VerificationStepKind, isDone: boolean) => ({
    kind,
    status: isDone ? ('COMPLETED' as const) : ('NONE' as const),
    user_state: verificationUserState(isDone ? 'COMPLETED' : 'NONE'),
    reject_comment: null,
    reject_labels: [],
    can_start: !isDone,
    updated_at: isDone ? '2026-11-20T10:00:00Z' : null,
  });
  return {
    level: 'verified',
    steps: [
      step('PHONE', true),
      step('DECLARED_ADDRESS', true),
      step('IDENTITY', true),
      step('ADDRESS', false),
    ],
    limits: {
      currency: 'EUR',
      in: { day: usage('10000'), month: usage('50000') },
      out: { day: usage('10000'), month: usage('50000') },
    },
    next_level: {
      level: 'full',
      missing_steps: ['ADDRESS'],
      limits: { in: { day: '50000', month: '250000' }, out: { day: '50000', month: '250000' } },
    },
    residence_country: 'PL',
    is_country_allowed: true,
    block: null,
    ...overrides,
  };
}

/** The server answers the profile's verification with a verified identity. */
export function answerVerifiedIdentity<S extends FakeServer>(server: S): S {
  server.handlers.getVerification = () => makeVerifiedIdentityState();
  return server;
}
