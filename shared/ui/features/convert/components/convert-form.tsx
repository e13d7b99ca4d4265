import { decimalToMinor, formatAmount, minorToDecimal } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionForm } from '../../../components/enter-form';
import { QueryErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { MoneyText } from '../../../components/money/money-text';
import { SelectField } from '../../../components/select-field';
import { StatePanel } from '../../../components/state-panel';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { CONVERT_CONFIRM_PATH, DEPOSIT_PATH } from '../../../shell/paths';
import {
  type ConvertQuoteRequest,
  useConvertBalances,
  useConvertDirections,
  useConvertQuote,
} from '../api/convert-queries';
import { type ConvertSide, useConvertDraftStore } from '../stores/convert-draft-store';
import { checkConvertFrom, readConvertAmount, scaleOf } from '../utils/convert-checks';
import { ConvertQuoteLines } from './convert-quote-lines';

const isPositive = (amount: string) => /[1-9]/.test(amount) && !amount.startsWith('-');

/** The plain number for an input: the locale's separators, no currency, no forced decimals. */
function inputText(amount: string, currency: string, locale: string): string {
  const scale = Math.max(scaleOf(currency), amount.split('.')[1]?.length ?? 0);
  const minor = decimalToMinor(amount, scale);
  return minor === null ? amount : formatAmount(minor, scale, locale, { minimumFractionDigits: 0 });
}

/**
 * `/balances/convert/:currency?/form`: from a funded balance to another currency, the amount on
 * either side; the other side, the rate, the fee and the limits come from a quote asked again
 * every 8 s. Bad amounts are refused here, before any price is asked.
 */
export function ConvertForm({ initialFrom }: { initialFrom?: string }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const ids = { from: useId(), to: useId(), fromAmount: useId(), toAmount: useId(), error: useId() };
  const draft = useConvertDraftStore();
  const balances = useConvertBalances();
  const funded = (balances.data ?? []).filter((balance) => isPositive(balance.available));
  const from = draft.from ?? (funded[0]?.currency || null);
  const directions = useConvertDirections(from);
  const targets = (directions.data ?? []).filter(
    (direction) => direction.from === from && direction.is_available,
  );
  const direction = targets.find((entry) => entry.to === draft.to) ?? targets[0];
  const to = direction?.to ?? null;
  const available = funded.find((balance) => balance.currency === from)?.available ?? '0';

  useEffect(() => {
    if (initialFrom && draft.from === null) draft.setFrom(initialFrom.toUpperCase());
  }, [initialFrom, draft]);

  const sideCurrency = draft.side === 'from' ? from : to;
  const typedMinor = sideCurrency ? readConvertAmount(draft.amount, sideCurrency, language) : null;
  const typedDecimal =
    typedMinor !== null && sideCurrency ? minorToDecimal(typedMinor, scaleOf(sideCurrency)) : null;
  const localIssue =
    draft.amount.trim() === ''
      ? null
      : typedDecimal === null
        ? t('validation.amount.invalid')
        : draft.side === 'from' && direction && from
          ? (() => {
              const message = checkConvertFrom(typedDecimal, from, direction.limits, available, language);
              return message ? t(message.key, message.params) : null;
            })()
          : null;

  const request: ConvertQuoteRequest | null =
    from && to && typedDecimal && !localIssue
      ? {
          kind: 'convert',
          from_currency: from,
          to_currency: to,
          ...(draft.side === 'from' ? { from_amount: typedDecimal } : { to_amount: typedDecimal }),
        }
      : null;
  const settledRequest = useDebouncedValue(request);
  const quoteQuery = useConvertQuote(settledRequest && request ? settledRequest : null);
  const quote =
    quoteQuery.data && quoteQuery.data.from_currency === from && quoteQuery.data.to_currency === to && request
      ? quoteQuery.data
      : undefined;
  // Typed on the to side, the from amount is the quote's: it is checked once priced.
  const quotedIssue =
    quote && draft.side === 'to' && direction && from
      ? (() => {
          const message = checkConvertFrom(quote.from_amount, from, direction.limits, available, language);
          return message ? t(message.key, message.params) : null;
        })()
      : null;
  const serverIssue = request && quoteQuery.isError && !quote ? errorText(quoteQuery.error) : null;
  const issue = localIssue ?? quotedIssue ?? serverIssue;

  // The side the user is typing on keeps their text; the other side shows the price's answer,
  // frozen while the user's finger is on it.
  const focusedRef = useRef<ConvertSide | null>(null);
  const shownRef = useRef<Record<ConvertSide, string>>({ from: '', to: '' });
  const passive: ConvertSide = draft.side === 'from' ? 'to' : 'from';
  if (focusedRef.current !== passive) {
    const priced = quote ? (passive === 'from' ? quote.from_amount : quote.to_amount) : null;
    const currency = passive === 'from' ? from : to;
    shownRef.current[passive] = priced && currency && request ? inputText(priced, currency, language) : '';
  }
  shownRef.current[draft.side] = draft.amount;

  const canContinue = quote !== undefined && issue === null && !quoteQuery.isFetching;
  function next() {
    if (!canContinue) return;
    useConvertDraftStore.setState({ from, to });
    navigate(CONVERT_CONFIRM_PATH);
  }
  useMainButton({
    text: t('common.continue'),
    onClick: next,
    isEnabled: canContinue,
    isVisible: !balances.isPending && funded.length > 0,
  });

  if (balances.isPending) return <LoadingState />;
  if (balances.error) return <QueryErrorState query={balances} title={t('withdraw.convert.error')} />;
  if (funded.length === 0)
    return (
      <StatePanel
        title={t('withdraw.convert.empty.title')}
        description={t('withdraw.convert.empty.description')}
        action={
          <Link to={DEPOSIT_PATH}>
            <Button mode="bezeled" size="m" tabIndex={-1}>
              {t('withdraw.convert.empty.action')}
            </Button>
          </Link>
        }
      />
    );

  const amountField = (side: ConvertSide, currency: string | null, id: string) => (
    <div className="ferry-field">
      <label className="ferry-field-label" htmlFor={id}>
        {t(side === 'from' ? 'withdraw.convert.youConvert' : 'withdraw.convert.youGet', {
          currency: currency ?? '',
        })}
      </label>
      <input
        id={id}
        className="ferry-input ferry-convert-amount"
        inputMode="decimal"
        autoComplete="off"
        disabled={currency === null}
        value={shownRef.current[side]}
        aria-invalid={issue && side === draft.side ? true : undefined}
        aria-describedby={issue && side === draft.side ? ids.error : undefined}
        onFocus={() => {
          focusedRef.current = side;
        }}
        onBlur={() => {
          focusedRef.current = null;
        }}
        onChange={(event) => draft.setAmount(side, event.target.value)}
      />
    </div>
  );

  return (
    <ActionForm className="ferry-form ferry-convert-form" onSubmit={next}>
      <SelectField
        id={ids.from}
        label={t('withdraw.convert.from')}
        options={funded.map((balance) => balance.currency)}
        optionLabel={(currency) => currency}
        value={from ?? ''}
        onChange={(event) => draft.setFrom(event.target.value)}
      >
        {from ? (
          <p className="ferry-field-hint">
            {t('withdraw.convert.available')} <MoneyText amount={available} currency={from} />
          </p>
        ) : null}
      </SelectField>
      {amountField('from', from, ids.fromAmount)}
      <div className="ferry-field">
        <label className="ferry-field-label" htmlFor={ids.to}>
          {t('withdraw.convert.to')}
        </label>
        {directions.isPending ? (
          <LoadingState />
        ) : targets.length === 0 ? (
          <p className="ferry-field-error" role="alert">
            {t('withdraw.convert.noDirections', { currency: from ?? '' })}
          </p>
        ) : (
          <select
            id={ids.to}
            className="ferry-select"
            value={to ?? ''}
            onChange={(event) => draft.setTo(event.target.value)}
          >
            {targets.map((target) => (
              <option key={target.to} value={target.to}>
                {target.to}
              </option>
            ))}
          </select>
        )}
      </div>
      {amountField('to', to, ids.toAmount)}
      {issue ? (
        <p id={ids.error} className="ferry-field-error" role="alert">
          {issue}
        </p>
      ) : null}
      {quote ? (
        <ConvertQuoteLines
          quote={quote}
          pricedAtMs={quoteQuery.dataUpdatedAt}
          isRefreshing={quoteQuery.isFetching}
        />
      ) : null}
    </ActionForm>
  );
}
