import { Button } from '@telegram-apps/telegram-ui';
import { type ClipboardEvent, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';

/** A selection or Ctrl+C over the grid copies nothing: only the Copy button (with its warning) does. */
function blockCopy(event: ClipboardEvent) {
  event.preventDefault();
}

/**
 * The 24 words in two numbered columns, read top to bottom. Not selectable, so they do not land
 * in the clipboard by accident; a deliberate Copy asks first and says who can read a clipboard.
 */
export function MnemonicGrid({ words }: { words: readonly string[] }) {
  const t = useTranslate();
  const { haptics } = usePlatform();
  const [isAsking, setAsking] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  async function copy() {
    setAsking(false);
    try {
      await navigator.clipboard.writeText(words.join(' '));
      haptics.notificationOccurred('warning');
      setNote(t('wallet.common.copied'));
    } catch {
      setNote(t('common.copyFailed'));
    }
  }

  return (
    <div className="ferry-mnemonic">
      <ol
        className="ferry-mnemonic-grid"
        aria-label={t('wallet.common.wordsLabel')}
        onCopy={blockCopy}
        onCut={blockCopy}
        data-testid="mnemonic-grid"
      >
        {words.map((word, index) => (
          <li key={index} className="ferry-mnemonic-word">
            <span className="ferry-mnemonic-number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="ferry-mnemonic-text">{word}</span>
          </li>
        ))}
      </ol>
      <div className="ferry-mnemonic-actions">
        <Button mode="plain" size="s" type="button" onClick={() => setAsking(true)}>
          {t('wallet.common.copyWords')}
        </Button>
        <span className="ferry-copy-status" role="status">
          {note}
        </span>
      </div>
      {isAsking ? (
        <ConfirmDialog
          title={t('wallet.common.copyWarningTitle')}
          description={t('wallet.common.copyWarning')}
          confirmLabel={t('wallet.common.copyConfirm')}
          onConfirm={() => void copy()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}
