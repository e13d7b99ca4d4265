import type { VerificationState, VerificationStepView } from '@ferry/shared/contracts';
import {
  type VerificationStatus,
  type VerificationStepKind,
  verificationUserState,
} from '@ferry/shared/domain';
import { createAccountServer } from '../../../test/account.test-kit';

export function makeStep(
  kind: VerificationStepKind,
  status: VerificationStatus = 'NONE',
): VerificationStepView {
  return {
    kind,
    status,
    user_state: verificationUserState(status),
    reject_comment: null,
    reject_labels: [],
    can_start: status === 'NONE' || status === 'INIT' || status === 'RETRY',
    updated_at: status === 'NONE' ? null : '2026-11-20T10:00:00Z',
  };
}

const usage = (limit: string, used: string) => ({
  limit,
  used,
  left: String(Number(limit) - Number(used)),
});

/** A user at the first level who verified nothing yet: 200 € a day, 500 € a month each way. */
export function makeVerification(overrides: Partial<VerificationState> = {}): VerificationState {
  return {
    level: 'starter',
    steps: [makeStep('PHONE'), makeStep('DECLARED_ADDRESS'), makeStep('IDENTITY'), makeStep('ADDRESS')],
    limits: {
      currency: 'EUR',
      in: { day: usage('200', '20'), month: usage('500', '20') },
      out: { day: usage('200', '0'), month: usage('500', '150') },
    },
    next_level: {
      level: 'basic',
      missing_steps: ['PHONE', 'DECLARED_ADDRESS'],
      limits: { in: { day: '1000', month: '5000' }, out: { day: '1000', month: '5000' } },
    },
    residence_country: null,
    is_country_allowed: true,
    block: null,
    ...overrides,
  };
}

/** The account server with the profile's verification behind it; `state` is what it answers. */
export function createVerificationServer(initial: VerificationState = makeVerification()) {
  const server = createAccountServer();
  const verification = { state: initial };
  server.handlers.getVerification = () => verification.state;
  return Object.assign(server, { verification });
}
