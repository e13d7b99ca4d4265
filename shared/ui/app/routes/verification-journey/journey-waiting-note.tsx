import { findCurrency, minorToDecimal, parseLocaleAmount } from '@ferry/shared/domain';
import { formatApiMoney } from '../../../components/money/money-text';
import { useWithdrawDraftStore } from '../../../features/withdraw/stores/withdraw-draft-store';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import type { JourneyPlace } from './journey-paths';

/**
 * Reminds the user which withdrawal waits for this step: the amount of its draft, which the
 * journey comes back to. Nothing shows when no withdrawal's draft is waiting.
 */
export function JourneyWaitingNote({ place }: { place: JourneyPlace }) {
  const t = useTranslate();
  const { language } = useLanguage();
  // One value per selector: an object made afresh on each read would never settle.
  const isWaiting = useWithdrawDraftStore(
    (state) =>
      place.transactionType.toLowerCase() === 'withdraw' &&
      state.verificationGoal !== null &&
      state.payway === place.paywayType &&
      state.currency === place.currency?.toUpperCase(),
  );
  const typed = useWithdrawDraftStore((state) => state.amount);
  const currency = useWithdrawDraftStore((state) => state.currency);
  const draft = isWaiting && currency ? { amount: typed, currency } : null;
  const scale = draft ? findCurrency(draft.currency)?.scale : undefined;
  const minor = draft && scale !== undefined ? parseLocaleAmount(draft.amount, language, scale) : null;
  if (!draft || scale === undefined || minor === null) return null;
  const amount = formatApiMoney(minorToDecimal(minor, scale), draft.currency, language);
  return <p className="ferry-verification-hint">{t('withdraw.verifyJourney.waiting', { amount })}</p>;
}
