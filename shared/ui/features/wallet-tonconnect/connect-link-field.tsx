import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionForm } from '../../components/enter-form';
import { ScanIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';
import { usePlatform } from '../../platform-hooks/platform-context';
import { readConnectLink } from '../../wallet-ui/connect-link';
import { type ConnectOpenState, connectPathFor } from '../../wallet-ui/connect-path';

/**
 * "Connect with a link": a pasted `tc://…` or `https://…?v=2&id=…` link, or (in Telegram) a
 * scanned QR code, opens the connect screen. No page sent it, so no origin is checked.
 */
export function ConnectLinkField() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { scanQr, haptics } = usePlatform();
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<string | null>(null);

  function open(value: string): boolean {
    const link = readConnectLink(value);
    if (!link?.isValid) {
      setIssue(t('wallet.tonconnect.apps.link.invalid'));
      return false;
    }
    const state: ConnectOpenState = { isInApp: true };
    void navigate(connectPathFor(link.request), { state });
    return true;
  }

  async function scan() {
    if (!scanQr) return;
    const scanned = await scanQr({
      text: t('wallet.tonconnect.apps.link.scanHint'),
      accept: (candidate) => readConnectLink(candidate)?.isValid === true,
    });
    if (scanned === null) return;
    haptics.notificationOccurred('success');
    open(scanned);
  }

  return (
    <ActionForm className="ferry-tonconnect-link" onSubmit={() => open(text)}>
      <TextField
        label={t('wallet.tonconnect.apps.link.label')}
        placeholder={t('wallet.tonconnect.apps.link.placeholder')}
        value={text}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode="url"
        onChange={(event) => {
          setText(event.target.value);
          setIssue(null);
        }}
        error={issue}
      />
      <div className="ferry-tonconnect-link-actions">
        <Button mode="bezeled" size="m" type="submit" disabled={text.trim() === ''}>
          {t('wallet.tonconnect.apps.link.open')}
        </Button>
        {scanQr ? (
          <Button
            mode="plain"
            size="m"
            type="button"
            before={<ScanIcon size={18} />}
            onClick={() => void scan()}
          >
            {t('wallet.tonconnect.apps.link.scan')}
          </Button>
        ) : null}
      </div>
    </ActionForm>
  );
}
