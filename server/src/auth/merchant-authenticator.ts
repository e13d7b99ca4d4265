import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { MerchantPrincipal } from './principal';

/** Proves a merchant's signed request on the widget base (Api-Key, Api-Timestamp, Api-Signature). */
export interface MerchantAuthenticator {
  authenticate(c: Context<AppEnv>): Promise<MerchantPrincipal>;
}
