import { readScannedAddress } from '@ferry/shared/domain';
import { Button } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../i18n/use-translate';
import { notify } from '../lib/notify';
import { usePlatform } from '../platform-hooks/platform-context';
import { ScanIcon } from './icons';

interface QrScanButtonProps {
  /** The address field's network; null when not known yet (read as TON). */
  network: string | null;
  /** The scanned address, and a payment link's comment (a memo) when it had one. */
  onAddress(address: string, comment: string | null): void;
}

/**
 * "Scan a QR code" under a crypto address field, where the shell has a scanner (Telegram 6.4+).
 * The scanner stays open until a code that fits the field: an address valid on the network, a
 * `ton://transfer` link, or a TON Connect request (which is for the wallet, not this field).
 */
export function QrScanButton({ network, onAddress }: QrScanButtonProps) {
  const t = useTranslate();
  const { scanQr, haptics } = usePlatform();
  if (!scanQr) return null;

  async function scan() {
    if (!scanQr) return;
    const text = await scanQr({
      text: t('common.scanQr.hint'),
      accept: (candidate) => readScannedAddress(candidate, network) !== null,
    });
    const code = text === null ? null : readScannedAddress(text, network);
    if (!code) return;
    if (code.kind === 'ton-connect') {
      notify.info(t('common.scanQr.connect'));
      return;
    }
    haptics.notificationOccurred('success');
    onAddress(code.address, code.comment);
  }

  return (
    <Button
      mode="plain"
      size="s"
      type="button"
      before={<ScanIcon size={18} />}
      className="ferry-qr-scan"
      onClick={() => void scan()}
    >
      {t('common.scanQr.label')}
    </Button>
  );
}
