import { createWidgetSession, seamlessLogin } from '@ferry/shared/contracts';
import { defineRoute, requireMerchant } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import type { FrameCallbackUrlDeps } from './frame-callback-url';
import { createWidgetSessionsService } from './widget-sessions.service';

/** `POST widget-sessions` (a merchant's signed request) and `PUT auth/seamless` (the widget). */
export function createWidgetSessionsModule(
  ctx: ModuleContext,
  ports: Pick<FrameCallbackUrlDeps, 'webhookEndpoints'>,
): AppModule {
  const service = createWidgetSessionsService(ctx, ports);
  return {
    routes: [
      defineRoute(createWidgetSession, (input) => service.create(requireMerchant(input), input.body)),
      defineRoute(seamlessLogin, (input) => service.signIn(input.body.session, input.caller)),
    ],
  };
}
