import { getInitSettings } from '@ferry/shared/contracts';
import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import { markCacheGroup } from '../../http/cache-headers';
import { defineRoute } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';

/** `GET init-settings`: what a client needs before sign-in. */
export function createInitSettingsModule(ctx: ModuleContext): AppModule {
  const { config } = ctx;
  const settings = {
    providers_mode: config.providersMode,
    sign_in: {
      email: true,
      google: ctx.identity.google ? { client_id: ctx.identity.google.clientId } : null,
      apple: ctx.identity.apple ? { client_id: ctx.identity.apple.clientId } : null,
      telegram: config.botToken ? { bot_username: config.botUsername ?? null } : null,
    },
    captcha: {
      provider: ctx.captcha.provider,
      site_key: ctx.captcha.siteKey,
      sandbox_token: ctx.captcha.sandboxToken,
    },
    terms: {
      version: config.terms.version,
      terms_url: config.terms.termsUrl,
      privacy_url: config.terms.privacyUrl,
    },
    is_intro_enabled: config.isIntroEnabled,
    support_email: SUPPORT_EMAIL,
    min_native_version: config.minNativeVersion,
  } as const;
  return {
    routes: [
      defineRoute(getInitSettings, ({ c }) => {
        markCacheGroup(c, 'init-settings', 'public');
        return settings;
      }),
    ],
  };
}
