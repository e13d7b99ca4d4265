import { useId } from 'react';
import { MainButtonSlot } from '../../../components/main-button-slot';
import { CurrencyCatalogue } from '../../../features/currencies/components/currency-catalogue';
import { ExchangeForm } from '../../../features/exchange/components/exchange-form';
import { useFrameOrder } from '../../../features/exchange/hooks/use-frame-order';
import { useExchangePairStore } from '../../../features/exchange/stores/exchange-pair-store';
import { LanguageSwitch } from '../../../features/preferences/components/language-switch';
import { ThemeSwitch } from '../../../features/preferences/components/theme-switch';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import { usePresetPrefill } from './use-preset-prefill';

/**
 * The default landing (spec 000 §2): the exchange form with its live price (public, no sign-in
 * until Continue), preferences and the currency catalogue.
 */
export function ExchangePage() {
  const t = useTranslate();
  const headingId = useId();
  const { haptics } = usePlatform();
  const to = useExchangePairStore((state) => state.to);
  const choose = useExchangePairStore((state) => state.choose);
  usePresetPrefill();
  const frameOrder = useFrameOrder();
  // In a shop's frame the shop chose the language, the look and the currencies: the form alone.
  const isShopFrame = useReadyFrame() !== null;
  return (
    <div className="ferry-exchange">
      <div className="ferry-exchange-side">
        <ExchangeForm />
        {isShopFrame ? null : <MainButtonSlot />}
        {isShopFrame ? null : (
          <div className="ferry-preferences">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        )}
      </div>
      {isShopFrame ? null : (
        <section className="ferry-exchange-catalogue" aria-labelledby={headingId}>
          <h2 id={headingId} className="ferry-heading">
            {t('exchange.currencies.title')}
          </h2>
          <CurrencyCatalogue
            selectedCode={to}
            codes={frameOrder.toCurrencies}
            onSelect={(code) => {
              choose('to', code);
              haptics.selectionChanged();
            }}
          />
        </section>
      )}
    </div>
  );
}
