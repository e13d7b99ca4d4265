import { useMemo } from 'react';
import type { WalletScan } from '../../../wallet/import-scan';
import type { DerivableWalletVersion } from '../../../wallet/versions/index';
import { useTranslate } from '../../i18n/use-translate';

const NANO = 1_000_000_000n;

/** Nanotons as TON with at least 2 and at most 9 decimals, in the user's locale separators. */
function formatTon(nanotons: bigint, locale: string): string {
  const whole = nanotons / NANO;
  const fraction = (nanotons % NANO).toString().padStart(9, '0').replace(/0+$/, '').padEnd(2, '0');
  const separator = new Intl.NumberFormat(locale).format(1.5).charAt(1);
  return `${new Intl.NumberFormat(locale).format(whole)}${separator}${fraction}`;
}

interface VersionChoiceProps {
  scan: WalletScan;
  chosen: ReadonlySet<DerivableWalletVersion>;
  onToggle(version: DerivableWalletVersion): void;
}

/** The versions of the phrase that hold something or were used, each with its balance; pick any. */
export function VersionChoice({ scan, chosen, onToggle }: VersionChoiceProps) {
  const t = useTranslate();
  const locale = document.documentElement.lang || 'en';
  const offered = useMemo(
    () => scan.versions.filter((entry) => scan.suggested.includes(entry.version)),
    [scan],
  );
  return (
    <fieldset className="ferry-fieldset ferry-wallet-versions">
      <legend className="ferry-form-lead">{t('wallet.onboarding.importVersionsLead')}</legend>
      {offered.map((entry) => (
        <label key={entry.version} className="ferry-wallet-version">
          <input
            type="checkbox"
            checked={chosen.has(entry.version)}
            onChange={() => onToggle(entry.version)}
          />
          <span className="ferry-wallet-version-text">
            <span className="ferry-wallet-version-name">{entry.version}</span>
            <span className="ferry-wallet-version-detail">
              {`${formatTon(entry.balance, locale)} TON`}
              {entry.jettons.map((jetton) => ` · ${jetton.symbol}`).join('')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
