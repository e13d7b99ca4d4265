import type { ApiEvents } from './api-events';

/**
 * Wraps a dynamic `import()` of a screen: a failed chunk load (spec 000 §8) raises
 * `module-import-error` so the shell can offer a reload, then fails as before.
 */
export async function importWithEvent<T>(loader: () => Promise<T>, events: ApiEvents): Promise<T> {
  try {
    return await loader();
  } catch (error) {
    events.emit('module-import-error', { error });
    throw error;
  }
}
