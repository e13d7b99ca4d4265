import { DomainError } from '@ferry/shared/domain';
import { requireUser } from './endpoint-route';

/** The profile the guard resolved and proved to be the caller's. */
export function profileOf(input: Parameters<typeof requireUser>[0]): string {
  const { profileId } = requireUser(input);
  if (!profileId) throw new DomainError('ACCESS_DENIED', { reason: 'no_profile' });
  return profileId;
}
