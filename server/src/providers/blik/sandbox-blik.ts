import type { BlikOutcome, BlikProvider } from './blik';

/**
 * The sandbox Blik codes (6 digits):
 * - 777xxx (e.g. 777777): approved at once;
 * - 000xxx: declined ("code_expired");
 * - any other code: pending until the payer "confirms in the bank app", which the sandbox does
 *   through `POST /api/dev/sandbox/payments/:reference/confirm`.
 */
export const SANDBOX_BLIK = { approved: '777777', declined: '000000', pending: '123456' } as const;

export function createSandboxBlik(): BlikProvider {
  return {
    name: 'sandbox-blik',
    async authorize(request): Promise<BlikOutcome> {
      const providerRef = `sbxblik_${request.paymentId.replaceAll('-', '')}`;
      if (request.code.startsWith('777')) return { status: 'approved', providerRef };
      if (request.code.startsWith('000')) return { status: 'declined', providerRef, reason: 'code_expired' };
      return { status: 'pending', providerRef };
    },
  };
}
