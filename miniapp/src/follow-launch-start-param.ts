import { retrieveLaunchParams } from '@telegram-apps/sdk-react';
import { followStartParam } from './start-route';

/** Follows this launch's start parameter (see start-route.ts) from the SDK's launch parameters. */
export function followLaunchStartParam(): void {
  try {
    const launch = retrieveLaunchParams();
    followStartParam(window, {
      signed: launch.tgWebAppData?.start_param,
      unsigned: launch.tgWebAppStartParam,
    });
  } catch {
    // Launch parameters the SDK cannot read carry no start parameter worth following.
  }
}
