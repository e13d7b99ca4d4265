import { isTimeZone } from '@ferry/shared/domain';

/** The zone the device's clock runs in ('Europe/Kyiv'); the farm's days follow it. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}
