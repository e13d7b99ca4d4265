import type { MessageKey } from '@ferry/locales';
import { findCurrency } from '@ferry/shared/domain';
import { Button, IconButton, Skeleton } from '@telegram-apps/telegram-ui';
import { CurrencyBadge } from '../../components/currency-badge';
import { ChevronIcon, SwapIcon } from '../../components/icons';
import { CurrencyListSkeleton } from '../../features/currencies/components/currency-list-skeleton';
import { type ShellEnglish, type ShellProps, Text } from './shell-text';

/** The app's segmented radios (`ferry-segmented`) as first drawn: BUY / SELL / SWAP, the theme. */
function Segments({
  english,
  keys,
  checked,
}: {
  english: ShellEnglish;
  keys: readonly MessageKey[];
  checked: number;
}) {
  return (
    <div className="ferry-segmented">
      {keys.map((key, index) => (
        <label key={key} className="ferry-segment">
          <input type="radio" name={`ferry-shell-${keys[0]}`} defaultChecked={index === checked} />
          <Text id={key}>{english(key)}</Text>
        </label>
      ))}
    </div>
  );
}

/** One side of the pair: its currency selector, amount and the payway's skeleton. */
function PairSide({
  side,
  code,
  amount,
  english,
  basename,
}: {
  side: 'from' | 'to';
  code: string;
  amount: string;
  english: ShellEnglish;
  basename: string;
}) {
  const currency = findCurrency(code);
  const label = side === 'from' ? 'exchange.youPay' : 'exchange.youGet';
  const amountLabel = side === 'from' ? 'exchange.form.amountYouPay' : 'exchange.form.amountYouGet';
  return (
    <div className="ferry-exchange-side-box" data-side={side}>
      <a className="ferry-pair-selector" data-side={side} href={`${basename}/exchange/currency-list/${side}`}>
        <span className="ferry-pair-label" data-shell-text={label}>
          {english(label)}
        </span>
        <span className="ferry-pair-value">
          <CurrencyBadge currency={currency ?? { code, symbol: null, kind: 'crypto' }} size="l" />
          <span className="ferry-pair-text">
            <span className="ferry-pair-code">{code}</span>
            <span className="ferry-pair-name" data-shell-text={`@currency.${code}`}>
              {english(`@currency.${code}`)}
            </span>
          </span>
          <span className="ferry-pair-chevron">
            <ChevronIcon />
          </span>
        </span>
      </a>
      <label
        htmlFor={`ferry-shell-amount-${side}`}
        className="ferry-visually-hidden"
        data-shell-text={amountLabel}
      >
        {english(amountLabel)}
      </label>
      <input
        id={`ferry-shell-amount-${side}`}
        className="ferry-input ferry-exchange-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        defaultValue={amount}
        data-shell-amount={side}
      />
      <Skeleton visible>
        <div className="ferry-payway-skeleton" />
      </Skeleton>
    </div>
  );
}

/** `ExchangePage` while its prices load: the form, the web's button and preferences, the catalogue. */
export function ExchangeScreen({ variant, english }: ShellProps) {
  const isWeb = variant.app === 'web';
  const buttonText = variant.isSignedIn ? 'common.continue' : 'exchange.quote.signInToContinue';
  return (
    <div className="ferry-exchange">
      <div className="ferry-exchange-side">
        <div className="ferry-exchange-form">
          <fieldset className="ferry-field ferry-exchange-kind">
            <legend className="ferry-visually-hidden" data-shell-text="exchange.kind.label">
              {english('exchange.kind.label')}
            </legend>
            <Segments
              english={english}
              keys={['exchange.kind.buy', 'exchange.kind.sell', 'exchange.kind.swap']}
              checked={0}
            />
          </fieldset>
          <section
            className="ferry-pair"
            aria-label={english('exchange.pairLabel')}
            data-shell-label="exchange.pairLabel"
          >
            <PairSide side="from" code="EUR" amount="100" english={english} basename={variant.basename} />
            <div className="ferry-pair-swap">
              <IconButton
                mode="bezeled"
                size="m"
                aria-label={english('exchange.swap')}
                data-shell-label="exchange.swap"
              >
                <SwapIcon />
              </IconButton>
            </div>
            <PairSide side="to" code="USDT" amount="" english={english} basename={variant.basename} />
          </section>
          <section
            className="ferry-quote"
            aria-label={english('exchange.form.priceLabel')}
            data-shell-label="exchange.form.priceLabel"
          >
            <p className="ferry-field-hint" data-shell-text="exchange.quote.enterAmount">
              {english('exchange.quote.enterAmount')}
            </p>
          </section>
        </div>
        <div className="ferry-main-button-slot">
          {isWeb ? (
            <div className="ferry-main-button-bar">
              <Button mode="filled" size="l" stretched disabled type="button">
                <Text id={buttonText}>{english(buttonText)}</Text>
              </Button>
            </div>
          ) : null}
        </div>
        <div className="ferry-preferences">
          <div className="ferry-field ferry-language-switch">
            <label
              htmlFor="ferry-shell-language"
              className="ferry-field-label"
              data-shell-text="common.language"
            >
              {english('common.language')}
            </label>
            <select id="ferry-shell-language" className="ferry-select">
              <option data-shell-text="@language">{english('@language')}</option>
            </select>
          </div>
          {isWeb ? (
            <fieldset className="ferry-field ferry-theme-switch">
              <legend className="ferry-field-label" data-shell-text="common.theme.label">
                {english('common.theme.label')}
              </legend>
              <Segments
                english={english}
                keys={['common.theme.system', 'common.theme.light', 'common.theme.dark']}
                checked={0}
              />
            </fieldset>
          ) : null}
        </div>
      </div>
      <section className="ferry-exchange-catalogue">
        <h2 className="ferry-heading" data-shell-text="exchange.currencies.title">
          {english('exchange.currencies.title')}
        </h2>
        <CurrencyListSkeleton />
      </section>
    </div>
  );
}
