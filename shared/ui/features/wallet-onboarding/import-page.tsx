import '../../wallet-ui/wallet.css';
import { type ClipboardEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { WalletScan } from '../../../wallet/import-scan';
import { isMnemonicWord, isValidMnemonic, MNEMONIC_WORD_COUNT } from '../../../wallet/keys/index';
import { DEFAULT_WALLET_VERSION, type DerivableWalletVersion } from '../../../wallet/versions/index';
import { ActionForm } from '../../components/enter-form';
import { FormError } from '../../components/form-error';
import { useTranslate } from '../../i18n/use-translate';
import { type MainButtonOptions, useMainButton } from '../../platform-hooks/use-main-button';
import { useOnboardingDraft } from '../../wallet-ui/onboarding-draft-store';
import { WALLET_PATHS } from '../../wallet-ui/wallet-paths';
import { scanImportedPhrase } from './scan-versions';
import { VersionChoice } from './version-choice';

const EMPTY_WORDS: readonly string[] = Array.from({ length: MNEMONIC_WORD_COUNT }, () => '');

/** Splits pasted text into words: any whitespace, commas or numbering ("1. abandon") between them. */
function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\d+[.)]/g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * `/balances/web3-wallet/import`: the 24 words of an existing wallet, one field each; pasting
 * the whole phrase into a field fills the rest. Unknown words are marked as typed; the phrase
 * itself is checked on Import. Fields ask the browser not to remember, correct or spell-check
 * them (spell-checking services may send text away).
 */
export function ImportPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const begin = useOnboardingDraft((state) => state.begin);
  const fields = useRef<(HTMLInputElement | null)[]>([]);
  const [words, setWords] = useState<readonly string[]>(EMPTY_WORDS);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [scan, setScan] = useState<WalletScan | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<DerivableWalletVersion>>(new Set());
  const filled = words.filter((word) => word !== '').length;

  function setWord(index: number, value: string) {
    setError(null);
    setWords((current) => current.map((word, at) => (at === index ? value.trim().toLowerCase() : word)));
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const pasted = splitWords(event.clipboardData.getData('text'));
    if (pasted.length < 2) return;
    event.preventDefault();
    setError(null);
    setWords((current) =>
      current.map((word, at) =>
        at >= index && at - index < pasted.length ? (pasted[at - index] ?? word) : word,
      ),
    );
    fields.current[Math.min(index + pasted.length, MNEMONIC_WORD_COUNT - 1)]?.focus();
  }

  async function submit() {
    if (filled < MNEMONIC_WORD_COUNT) {
      setError(t('validation.mnemonic.wordCount', { count: MNEMONIC_WORD_COUNT }));
      return;
    }
    const unknown = words.findIndex((word) => !isMnemonicWord(word));
    if (unknown >= 0) {
      setError(t('validation.mnemonic.unknownWord', { position: unknown + 1 }));
      fields.current[unknown]?.focus();
      return;
    }
    setChecking(true);
    const isValid = await isValidMnemonic(words);
    setChecking(false);
    if (!isValid) {
      setError(t('wallet.onboarding.importInvalid'));
      return;
    }
    // Which versions of this phrase hold something: offer those instead of guessing one.
    setChecking(true);
    const found = await scanImportedPhrase(words);
    setChecking(false);
    const isOnlyDefault =
      !found || (found.suggested.length === 1 && found.suggested[0] === DEFAULT_WALLET_VERSION);
    if (isOnlyDefault) {
      finish([DEFAULT_WALLET_VERSION]);
      return;
    }
    setScan(found);
    setChosen(new Set(found.suggested));
  }

  function finish(versions: DerivableWalletVersion[]) {
    begin('import', [...words], versions);
    void navigate(WALLET_PATHS.secure, { replace: true });
  }

  if (scan) {
    return (
      <VersionStep
        scan={scan}
        chosen={chosen}
        onToggle={(version) =>
          setChosen((current) => {
            const next = new Set(current);
            if (!next.delete(version)) next.add(version);
            return next;
          })
        }
        onContinue={() =>
          finish(scan.versions.map((entry) => entry.version).filter((version) => chosen.has(version)))
        }
      />
    );
  }

  return (
    <ActionForm className="ferry-form" autoComplete="off" onSubmit={() => void submit()}>
      <p className="ferry-form-lead">{t('wallet.onboarding.importLead')}</p>
      <ol className="ferry-mnemonic-grid ferry-mnemonic-inputs">
        {words.map((word, index) => {
          const isUnknown = word !== '' && !isMnemonicWord(word);
          return (
            <li key={index} className="ferry-mnemonic-word" data-invalid={isUnknown || undefined}>
              <label className="ferry-mnemonic-number" htmlFor={`ferry-import-word-${index + 1}`}>
                {index + 1}
              </label>
              <input
                ref={(element) => {
                  fields.current[index] = element;
                }}
                id={`ferry-import-word-${index + 1}`}
                className="ferry-mnemonic-input"
                aria-label={t('wallet.common.wordNumber', { position: index + 1 })}
                aria-invalid={isUnknown || undefined}
                value={word}
                onChange={(event) => setWord(index, event.target.value)}
                onPaste={(event) => onPaste(index, event)}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                data-1p-ignore
                data-lpignore="true"
              />
            </li>
          );
        })}
      </ol>
      <FormError message={error} />
      <button type="submit" hidden />
      <MainAction
        text={t('wallet.onboarding.importButton')}
        onClick={() => void submit()}
        isEnabled={filled === MNEMONIC_WORD_COUNT}
        isLoading={isChecking}
      />
    </ActionForm>
  );
}

interface VersionStepProps {
  scan: WalletScan;
  chosen: ReadonlySet<DerivableWalletVersion>;
  onToggle(version: DerivableWalletVersion): void;
  onContinue(): void;
}

/** The second step of an import whose phrase has funds on other versions than the default. */
function VersionStep({ scan, chosen, onToggle, onContinue }: VersionStepProps) {
  const t = useTranslate();
  useMainButton({ text: t('common.continue'), onClick: onContinue, isEnabled: chosen.size > 0 });
  return (
    <section className="ferry-form">
      <h2 className="ferry-form-title">{t('wallet.onboarding.importVersionsTitle')}</h2>
      <VersionChoice scan={scan} chosen={chosen} onToggle={onToggle} />
    </section>
  );
}

/** The words step's main button, mounted only with that step so the next one can own the button. */
function MainAction(options: MainButtonOptions) {
  useMainButton(options);
  return null;
}
