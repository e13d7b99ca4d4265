import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiEvents } from './api-events';

const ERROR = new ApiError({ kind: 'response', status: 500, code: 'INTERNAL_ERROR', message: 'x' });

describe('createApiEvents', () => {
  it('delivers to listeners of that type only, until they unsubscribe', () => {
    const events = createApiEvents();
    const server = vi.fn();
    const country = vi.fn();
    const off = events.on('server-error', server);
    events.on('country-block', country);
    events.emit('server-error', { error: ERROR });
    off();
    events.emit('server-error', { error: ERROR });
    expect(server).toHaveBeenCalledTimes(1);
    expect(server).toHaveBeenCalledWith({ error: ERROR });
    expect(country).not.toHaveBeenCalled();
  });

  it('keeps delivering when one listener throws', () => {
    const events = createApiEvents();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    events.on('server-error', () => {
      throw new Error('broken listener');
    });
    events.on('server-error', after);
    expect(() => events.emit('server-error', { error: ERROR })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
