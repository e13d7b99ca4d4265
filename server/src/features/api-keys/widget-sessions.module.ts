import { createWidgetSession, seamlessLogin } from '@ferry/shared/contracts';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { defineRoute, requireMerchant } from '../../http/endpoint-route';
import { createWidgetSessionsService } from './widget-sessions.service';

/** `POST widget-sessions` (a merchant's signed request) and `PUT auth/seamless` (the widget). */
export function createWidgetSessionsModule(ctx: ModuleContext): AppModule {
  const service = createWidgetSessionsService(ctx);
  return {
    routes: [
      defineRoute(createWidgetSession, (input) => service.create(requireMerchant(input), input.body)),
      defineRoute(seamlessLogin, (input) => service.signIn(input.body.session, input.caller)),
    ],
  };
}
