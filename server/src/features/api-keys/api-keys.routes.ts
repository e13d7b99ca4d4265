import {
  createApiKey,
  deleteApiKey,
  listApiKeys,
  updateApiKey,
  verifyApiKeyDomain,
} from '@ferry/shared/contracts';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import type { ApiKeysService } from './api-keys.service';

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
