import type { Direction } from '../transactions/directions';
import type { TransactionStatus } from '../transactions/statuses';

/** The status changes a user is told of in the messenger. */
export const STATUS_NOTIFICATION_KINDS = [
  'depositCredited',
  'exchangeDone',
  'payoutSent',
  'payoutPartial',
  'actionRequired',
  'failed',
] as const;
export type StatusNotificationKind = (typeof STATUS_NOTIFICATION_KINDS)[number];

export interface StatusNotificationSubject {
  direction: Direction;
  status: TransactionStatus;
  /** The transaction's failure code; AMOUNT_SENT_PARTIALLY marks a payout that paid part. */
  failureCode: string | null;
}

/**
 * Which message a transaction in this state earns, or null for none. Only the ends the user
 * waits for and the stops that need them: money in (PAYIN done), a conversion or exchange done,
 * money out (PAYOUT done, or done in part), a choice to make (ACTION_REQUIRED) and a failure
 * (FAIL, REJECT). In-progress steps, MANUAL (support writes), a cancellation the user made and
 * an unpaid deposit that expired stay quiet.
 */
export function statusNotificationKindOf(subject: StatusNotificationSubject): StatusNotificationKind | null {
  switch (subject.status) {
    case 'DONE':
      if (subject.direction === 'PAYIN') return 'depositCredited';
      if (subject.direction === 'PAYOUT')
        return subject.failureCode === 'AMOUNT_SENT_PARTIALLY' ? 'payoutPartial' : 'payoutSent';
      return 'exchangeDone';
    case 'ACTION_REQUIRED':
      return 'actionRequired';
    case 'FAIL':
    case 'REJECT':
      return 'failed';
    default:
      return null;
  }
}
