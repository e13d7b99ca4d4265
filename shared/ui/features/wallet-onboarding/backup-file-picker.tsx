import { useId, useState } from 'react';
import { BACKUP_FILE_EXTENSION } from '../../../wallet/backup/index';
import { useTranslate } from '../../i18n/use-translate';

/**
 * The backup file's field: the browser's own file input, transparent over a button and the chosen
 * file's name drawn in the app's language (the input's own "Choose File" is the browser's, in the
 * browser's language). The input keeps the label, the keyboard and the screen readers' name.
 */
export function BackupFilePicker({
  error,
  onFile,
}: {
  error: string | null;
  onFile(file: File | undefined): void;
}) {
  const t = useTranslate();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className="ferry-field ferry-wallet-file-field">
      <label htmlFor={inputId} className="ferry-field-label">
        {t('wallet.onboarding.restoreFileLabel')}
      </label>
      <div className="ferry-input ferry-wallet-file-picker" data-invalid={error ? 'true' : undefined}>
        <input
          id={inputId}
          className="ferry-wallet-file-native"
          type="file"
          accept={`${BACKUP_FILE_EXTENSION},.json,application/json`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setFileName(file?.name ?? null);
            onFile(file);
          }}
        />
        <span className="ferry-wallet-file-button" aria-hidden="true">
          {t('wallet.onboarding.restoreFileChoose')}
        </span>
        <span className="ferry-wallet-file-name" aria-hidden="true">
          {fileName ?? t('wallet.onboarding.restoreFileNone')}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="ferry-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
