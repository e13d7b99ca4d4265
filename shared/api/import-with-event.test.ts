import { describe, expect, it, vi } from 'vitest';
import { createApiEvents } from './api-events';
import { importWithEvent } from './import-with-event';

describe('importWithEvent (spec 000 §8: module-import-error)', () => {
  it('returns the module and emits nothing when the import works', async () => {
    const events = createApiEvents();
    const listener = vi.fn();
    events.on('module-import-error', listener);
    const module = { Screen: 'screen' };
    await expect(importWithEvent(async () => module, events)).resolves.toBe(module);
    expect(listener).not.toHaveBeenCalled();
  });

  it('emits module-import-error and rethrows the same error when the import fails', async () => {
    const events = createApiEvents();
    const listener = vi.fn();
    events.on('module-import-error', listener);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(importWithEvent(() => Promise.reject(failure), events)).rejects.toBe(failure);
    expect(listener).toHaveBeenCalledWith({ error: failure });
  });
});
