import { useState } from 'react';
import { useApiErrorText } from './api-error-text';

/**
 * An action a confirm dialog runs: busy from the tap on (and still while the dialog closes after
 * it), its failure in words, and the dialog may try again. `isQuiet` names failures that say
 * nothing (the user cancelled a step of their own).
 */
export function useConfirmedAction(
  run: () => Promise<void>,
  isQuiet: (failure: unknown) => boolean = () => false,
) {
  const errorText = useApiErrorText();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (isBusy) return;
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setBusy(false);
      if (!isQuiet(failure)) setError(errorText(failure));
    }
  }

  return { onConfirm: () => void confirm(), isBusy, error };
}
