import type { ProviderModes } from '@ferry/shared/contracts';
import { SWITCHABLE_PROVIDERS, type SwitchableProvider } from '../../config/provider-settings';
import type { ModuleContext } from '../../module-context/module-context';
import type { TonChainMode } from '../../providers/ton-chain/ton-chain-handle';

type ProviderMode = ProviderModes['rates'];

/** The local chain is a sandbox; forwarding to a real tonapi is live. */
const TON_CHAIN_MODES = { local: 'sandbox', proxy: 'live', off: 'off' } as const satisfies Record<
  TonChainMode,
  ProviderMode
>;

/**
 * What each provider of this instance really runs, read from the providers built for it (rates,
 * SMS, mail, captcha, sign-in) or, for those with only a sandbox, from the mode and PROVIDERS_OFF.
 */
export function describeProviderModes(
  context: Pick<ModuleContext, 'config' | 'rates' | 'sms' | 'mailer' | 'captcha' | 'identity' | 'tonChain'>,
): ProviderModes {
  const { config } = context;
  const sandboxOnly = (provider: SwitchableProvider): ProviderMode =>
    config.providersMode === 'sandbox' && !config.providersOff.includes(provider) ? 'sandbox' : 'off';
  const switchable = Object.fromEntries(
    SWITCHABLE_PROVIDERS.map((provider) => [provider, sandboxOnly(provider)]),
  ) as Record<SwitchableProvider, ProviderMode>;
  return {
    mode: config.providersMode,
    rates: context.rates.mode,
    sms: context.sms.mode,
    mail: context.mailer.mode === 'smtp' ? 'live' : 'sandbox',
    captcha: context.captcha.provider === 'recaptcha' ? 'live' : 'sandbox',
    ...switchable,
    domainVerification: config.providersMode,
    googleSignIn: context.identity.google ? 'live' : 'off',
    appleSignIn: context.identity.apple ? 'live' : 'off',
    tonChain: TON_CHAIN_MODES[context.tonChain.mode],
  };
}
