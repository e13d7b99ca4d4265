import { useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { isTwoFactorCancelled, useApiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useClosingConfirmation } from '../../../platform-hooks/use-closing-confirmation';
import { useMainButton } from '../../../platform-hooks/use-main-button';
import { useAskWriteAccessOnce } from '../../../platform-hooks/use-write-access';
import { balanceTransactionPath, convertFormPath } from '../../../shell/paths';
import { useConvertQuote, useCreateConversion } from '../api/convert-queries';
import { useConvertDraftStore } from '../stores/convert-draft-store';
import { convertRequestOf } from '../utils/convert-request';
import { ConvertQuoteLines } from './convert-quote-lines';

/**
 * `/balances/convert/confirm`: what leaves, what arrives, rate and fee at the price on screen
 * (asked again every 8 s); one POST per confirm under one idempotency key.
 */
export function ConvertConfirm({ onDone }: { onDone(): void }) {
  const t = useTranslate();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { haptics } = usePlatform();
  const errorText = useApiErrorText();
  const draft = useConvertDraftStore();
  const request = convertRequestOf(draft, language);
  const quoteQuery = useConvertQuote(request);
  const conversion = useCreateConversion();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const isSendingRef = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const quote = quoteQuery.data;
  const askWriteAccess = useAskWriteAccessOnce();
  // Money on its way: closing the app asks first.
  useClosingConfirmation(conversion.isPending);

  async function confirm() {
    if (isSendingRef.current || !quote) return;
    isSendingRef.current = true;
    setFormError(null);
    askWriteAccess();
    try {
      const transaction = await conversion.mutateAsync({ quoteId: quote.id, idempotencyKey });
      haptics.notificationOccurred('success');
      notify.success(t('withdraw.convert.done'));
      onDone();
      draft.reset();
      navigate(balanceTransactionPath(transaction.type, transaction.id), { replace: true });
    } catch (failure) {
      haptics.notificationOccurred('error');
      setIdempotencyKey(crypto.randomUUID());
      if (!isTwoFactorCancelled(failure)) setFormError(errorText(failure));
      // A price that lapsed is asked again, so the next try has a fresh one.
      void quoteQuery.refetch();
    } finally {
      isSendingRef.current = false;
    }
  }

  const isBusy = conversion.isPending;
  useMainButton({
    text: t('withdraw.convert.submit'),
    onClick: () => void confirm(),
    isLoading: isBusy,
    isEnabled: !isBusy && quote !== undefined,
    isVisible: request !== null && !quoteQuery.isError,
  });

  if (!request) return <Navigate to={convertFormPath(draft.from ?? undefined)} replace />;
  if (quoteQuery.isPending) return <LoadingState />;
  if (!quote) return <QueryErrorState query={quoteQuery} title={t('withdraw.convert.quoteError')} />;
  return (
    <div className="ferry-convert-confirm">
      <ConvertQuoteLines
        quote={quote}
        pricedAtMs={quoteQuery.dataUpdatedAt}
        isRefreshing={quoteQuery.isFetching}
        withAmounts
      />
      <FormError message={formError} />
    </div>
  );
}
