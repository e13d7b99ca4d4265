import { createPreset, deletePreset, listPresets, updatePreset } from '@ferry/shared/contracts';
import { markCacheGroup } from '../../http/cache-headers';
import { defineRoute } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createPresetsRepo } from './presets.repo';
import { createPresetsService } from './presets.service';
import { createRequisitesRepo } from './requisites.repo';

/** `presets` (cache group "presets"): list by status, create, archive / unarchive / rename, delete. */
export function createPresetsModule(ctx: ModuleContext): AppModule {
  const requisites = createRequisitesRepo(ctx.sealing);
  const service = createPresetsService({
    repo: createPresetsRepo(ctx.db),
    findRequisite: (profileId, id) => requisites.find(ctx.db, profileId, id),
    nowMs: ctx.nowMs,
  });
  return {
    routes: [
      defineRoute(listPresets, async (input) => {
        markCacheGroup(input.c, 'presets', 'private');
        return { presets: await service.list(profileOf(input), input.query.status) };
      }),
      defineRoute(createPreset, (input) => service.create(profileOf(input), input.body)),
      defineRoute(updatePreset, (input) =>
        service.update(profileOf(input), input.params.presetId ?? '', {
          ...(input.body.is_archived === undefined
            ? {}
            : { status: input.body.is_archived ? 'archived' : 'active' }),
          ...(input.body.first_name === undefined ? {} : { first_name: input.body.first_name }),
          ...(input.body.last_name === undefined ? {} : { last_name: input.body.last_name }),
        }),
      ),
      defineRoute(deletePreset, async (input) => {
        await service.remove(profileOf(input), input.params.presetId ?? '');
        return { deleted: true as const };
      }),
    ],
  };
}
