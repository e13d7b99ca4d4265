import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createCurrenciesRepo } from './currencies.repo';
import { createCurrenciesRoutes } from './currencies.routes';
import { createCurrenciesService } from './currencies.service';

export function createCurrenciesModule(ctx: ModuleContext, options: { cacheMs?: number } = {}): AppModule {
  const service = createCurrenciesService(createCurrenciesRepo(ctx.db), {
    nowMs: ctx.nowMs,
    ...(options.cacheMs === undefined ? {} : { cacheMs: options.cacheMs }),
  });
  return { routes: createCurrenciesRoutes(service) };
}
