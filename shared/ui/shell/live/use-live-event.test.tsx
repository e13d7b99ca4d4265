import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveEventBus } from './live-event-bus';
import { LiveEventBusProvider } from './live-event-bus-context';
import { useLiveEvent } from './use-live-event';

afterEach(cleanup);

function Listener({ onEvent }: { onEvent: (seq: number) => void }) {
  useLiveEvent('balance.changed', (event) => onEvent(event.seq));
  return null;
}

describe('useLiveEvent', () => {
  it('hands a mounted screen the events of its topic only, and stops at unmount', () => {
    const bus = createLiveEventBus();
    const heard = vi.fn();
    const view = render(
      <LiveEventBusProvider bus={bus}>
        <Listener onEvent={heard} />
      </LiveEventBusProvider>,
    );
    bus.emit({ type: 'event', seq: 1, topic: 'balance.changed', payload: {} });
    bus.emit({ type: 'event', seq: 2, topic: 'transaction.changed', payload: {} });
    expect(heard.mock.calls).toEqual([[1]]);
    view.unmount();
    bus.emit({ type: 'event', seq: 3, topic: 'balance.changed', payload: {} });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps other listeners going when one throws', () => {
    const bus = createLiveEventBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    bus.on('balance.changed', () => {
      throw new Error('broken screen');
    });
    bus.on('balance.changed', after);
    bus.emit({ type: 'event', seq: 1, topic: 'balance.changed', payload: {} });
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
