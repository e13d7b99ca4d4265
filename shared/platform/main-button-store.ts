import { createListeners } from './listeners';
import type { MainButtonControl, MainButtonParams } from './platform';

const HIDDEN: MainButtonParams = { text: '', isVisible: false, isEnabled: true, isLoading: false };

/** A main button the page draws itself: params and clicks kept in memory. */
export interface OnScreenMainButton extends MainButtonControl {
  /** What the on-screen button calls when tapped; ignored while disabled or loading. */
  press(): void;
}

export function createOnScreenMainButton(): OnScreenMainButton {
  let params = HIDDEN;
  const changes = createListeners();
  const clicks = createListeners();
  return {
    isNative: false,
    getParams: () => params,
    setParams(patch) {
      const next = { ...params, ...patch };
      const isSame = (Object.keys(next) as (keyof MainButtonParams)[]).every(
        (key) => next[key] === params[key],
      );
      if (isSame) return;
      params = next;
      changes.notify();
    },
    subscribe: changes.add,
    onClick: clicks.add,
    press() {
      if (!params.isVisible || !params.isEnabled || params.isLoading) return;
      clicks.notify();
    },
  };
}
