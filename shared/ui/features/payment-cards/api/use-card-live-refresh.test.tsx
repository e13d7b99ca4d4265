import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveEventBus } from '../../../shell/live/live-event-bus';
import { LiveEventBusProvider } from '../../../shell/live/live-event-bus-context';
import { useCardLiveRefresh } from './use-card-live-refresh';

afterEach(cleanup);

function CardScreen() {
  useCardLiveRefresh();
  return null;
}

describe('useCardLiveRefresh', () => {
  it('refreshes the cards on a card notice (a hold, a decline) and on a changed transaction (a capture, a refund), not on other news', () => {
    const bus = createLiveEventBus();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const view = render(
      <QueryClientProvider client={queryClient}>
        <LiveEventBusProvider bus={bus}>
          <CardScreen />
        </LiveEventBusProvider>
      </QueryClientProvider>,
    );
    bus.emit({
      type: 'event',
      seq: 1,
      topic: 'card.notice',
      payload: { card_notice: { kind: 'cardSpent' } },
    });
    bus.emit({ type: 'event', seq: 2, topic: 'wallet.transfer', payload: {} });
    bus.emit({ type: 'event', seq: 3, topic: 'transaction.changed', payload: {} });
    expect(invalidate.mock.calls).toEqual([
      [{ queryKey: ['payment-cards'] }],
      [{ queryKey: ['payment-cards'] }],
    ]);
    view.unmount();
    bus.emit({ type: 'event', seq: 4, topic: 'card.notice', payload: {} });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });
});
