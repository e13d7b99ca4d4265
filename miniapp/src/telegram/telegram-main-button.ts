import type { MainButtonControl, MainButtonParams } from '@ferry/shared/platform';
import { mainButton, secondaryButton } from '@telegram-apps/sdk-react';

/** The SDK's main and secondary buttons share these members. */
type BottomButton = Pick<typeof mainButton, 'state' | 'setParams' | 'onClick'>;

/**
 * Telegram's own bottom button (the main one, or the secondary one beside it on 7.10+), driven
 * through the SDK.
 */
export function createTelegramMainButton(
  button: BottomButton = mainButton as unknown as BottomButton,
): MainButtonControl {
  const mainButton = button;
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

/** The second bottom button (7.10+), or null on older clients. */
export function createTelegramSecondaryButton(): MainButtonControl | null {
  if (!secondaryButton.setParams.isAvailable()) return null;
  return createTelegramMainButton(secondaryButton as unknown as BottomButton);
}
