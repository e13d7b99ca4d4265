/** A set of callbacks; `add` returns the function that removes the one it added. */
export interface Listeners<Args extends unknown[] = []> {
  add(listener: (...args: Args) => void): () => void;
  notify(...args: Args): void;
}

export function createListeners<Args extends unknown[] = []>(): Listeners<Args> {
  const set = new Set<(...args: Args) => void>();
  return {
    add(listener) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    notify(...args) {
      for (const listener of [...set]) listener(...args);
    },
  };
}
