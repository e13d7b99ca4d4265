import { createRequisite, deleteRequisite, listRequisites } from '@ferry/shared/contracts';
import { defineRoute } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { viewRequisite } from './requisite-values';
import { createRequisitesRepo } from './requisites.repo';

/** `requisites`: the profile's saved withdrawal details (spec 001 §3 "Saved requisites"). */
export function createRequisitesModule(ctx: ModuleContext): AppModule {
  const requisites = createRequisitesRepo(ctx.sealing);
  return {
    routes: [
      defineRoute(listRequisites, async (input) => {
        const rows = await requisites.list(ctx.db, profileOf(input), input.query.kind);
        return { requisites: rows.map(viewRequisite) };
      }),
      defineRoute(createRequisite, async (input) =>
        viewRequisite(await requisites.save(ctx.db, profileOf(input), input.body)),
      ),
      defineRoute(deleteRequisite, async (input) => {
        await requisites.remove(ctx.db, profileOf(input), input.params.requisiteId ?? '');
        return { deleted: true as const };
      }),
    ],
  };
}
