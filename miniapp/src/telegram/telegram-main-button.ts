import type { MainButtonControl, MainButtonParams } from '@ferry/shared/platform';
import { mainButton } from '@telegram-apps/sdk-react';

/** Telegram's own main button under the screen, driven through the SDK. */
export function createTelegramMainButton(): MainButtonControl {
  let source: object | undefined;
  let params: MainButtonParams = { text: '', isVisible: false, isEnabled: true, isLoading: false };
  // A new object only when the SDK state changed, so React sees a stable value between.
  function getParams(): MainButtonParams {
    const state = mainButton.state();
    if (state === source) return params;
    source = state;
    params = {
      text: state.text,
      isVisible: state.isVisible,
      isEnabled: state.isEnabled,
      isLoading: state.isLoaderVisible,
    };
    return params;
  }
  return {
    isNative: true,
    getParams,
    setParams(patch) {
      mainButton.setParams.ifAvailable({
        ...(patch.text === undefined ? {} : { text: patch.text }),
        ...(patch.isVisible === undefined ? {} : { isVisible: patch.isVisible }),
        ...(patch.isEnabled === undefined ? {} : { isEnabled: patch.isEnabled }),
        ...(patch.isLoading === undefined ? {} : { isLoaderVisible: patch.isLoading }),
      });
    },
    subscribe: (listener) => mainButton.state.sub(() => listener()),
    onClick(listener) {
      const [isBound, off] = mainButton.onClick.ifAvailable(listener);
      return isBound ? off : () => undefined;
    },
  };
}
