import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useFrameTabs } from '../hooks/use-frame-order';
import { exchangeKindOf, pairForKind } from '../lib/exchange-kind';
import { useExchangePairStore } from '../stores/exchange-pair-store';

const LABEL = { BUY: 'exchange.kind.buy', SELL: 'exchange.kind.sell', SWAP: 'exchange.kind.swap' } as const;

/**
 * BUY / SELL / SWAP as a segmented radio group (arrow keys move between them). The kind follows
 * the pair; choosing one turns the pair into that kind, keeping the currencies that still fit.
 */
export function ExchangeKindSwitch() {
  const t = useTranslate();
  const name = useId();
  const { haptics } = usePlatform();
  const from = useExchangePairStore((state) => state.from);
  const to = useExchangePairStore((state) => state.to);
  const setPair = useExchangePairStore((state) => state.setPair);
  const current = exchangeKindOf(from, to);
  // A shop's frame may offer fewer tabs (`displayTab`); one tab needs no switch at all.
  const kinds = useFrameTabs();
  if (kinds.length < 2) return null;
  return (
    <fieldset className="ferry-field ferry-exchange-kind">
      <legend className="ferry-visually-hidden">{t('exchange.kind.label')}</legend>
      <div className="ferry-segmented">
        {kinds.map((kind) => (
          <label key={kind} className="ferry-segment">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={current === kind}
              onChange={() => {
                const pair = pairForKind(kind, from, to);
                setPair(pair.from, pair.to);
                haptics.selectionChanged();
              }}
            />
            <span>{t(LABEL[kind])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
