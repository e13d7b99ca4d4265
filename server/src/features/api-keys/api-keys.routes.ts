import {
  createApiKey,
  deleteApiKey,
  listApiKeys,
  updateApiKey,
  verifyApiKeyDomain,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { defineRoute, type EndpointRoute, requireUser } from '../../http/endpoint-route';
import type { ApiKeysService } from './api-keys.service';

/** The profile the guard resolved (and proved to be the caller's). */
function profileOf(input: Parameters<typeof requireUser>[0]): string {
  const { profileId } = requireUser(input);
  if (!profileId) throw new DomainError('ACCESS_DENIED', { reason: 'no_profile' });
  return profileId;
}

/** `api-keys` on the client base: list, create, edit, delete, check the domain. */
export function createApiKeysRoutes(service: ApiKeysService): EndpointRoute[] {
  return [
    defineRoute(listApiKeys, async (input) => ({ api_keys: await service.list(profileOf(input)) })),
    defineRoute(createApiKey, (input) => service.create(profileOf(input), input.body)),
    defineRoute(updateApiKey, (input) =>
      service.update(profileOf(input), input.params.apiKeyId ?? '', input.body),
    ),
    defineRoute(deleteApiKey, async (input) => {
      await service.remove(profileOf(input), input.params.apiKeyId ?? '');
      return { deleted: true as const };
    }),
    defineRoute(verifyApiKeyDomain, (input) =>
      service.verifyDomain(profileOf(input), input.params.apiKeyId ?? ''),
    ),
  ];
}
