import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../shell/live/use-live-event';
import { paymentCardKeys } from './payment-cards-queries';

/**
 * Keeps the open card views current: the network moves a card's money with nobody pressing
 * anything (an authorization's hold and a decline tell `card.notice`; a capture, a reversal, an
 * expiry or a refund changes a transaction), and the money queries the live connection refreshes
 * do not include the cards', so each of these refreshes the cards, their balances and their
 * authorizations.
 */
export function useCardLiveRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: paymentCardKeys.all() });
  useLiveEvent('card.notice', refresh);
  useLiveEvent('transaction.changed', refresh);
}
