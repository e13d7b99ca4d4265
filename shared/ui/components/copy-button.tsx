import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { usePlatform } from '../platform-hooks/platform-context';

const COPIED_SHOWN_MS = 2000;

interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's name ("Copy secret"). */
  label: string;
  /** A shorter text to show ("Copy") when the row already says what is copied; `label` stays its name. */
  visibleLabel?: string;
}

/** Copies a value to the clipboard and says so for two seconds. */
export function CopyButton({ value, label, visibleLabel }: CopyButtonProps) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
      haptics.notificationOccurred('success');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <>
      <Button
        mode="bezeled"
        size="s"
        type="button"
        aria-label={visibleLabel && visibleLabel !== label ? label : undefined}
        onClick={() => void copy()}
      >
        {visibleLabel ?? label}
      </Button>
      <span className="ferry-copy-status" role="status">
        {outcome === 'copied' ? t('common.copied') : null}
        {outcome === 'failed' ? t('common.copyFailed') : null}
      </span>
    </>
  );
}
