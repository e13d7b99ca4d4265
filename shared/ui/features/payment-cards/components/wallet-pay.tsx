import type { MessageKey } from '@ferry/locales';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { formatMoment } from '../../../lib/format-moment';
import { useWalletProvisioning, type WalletPayKind } from '../api/payment-cards-queries';
import { useCardErrorText } from '../utils/use-card-error-text';
import { detectWallets } from '../utils/wallet-detection';

const WALLET_NAMES: Readonly<Record<WalletPayKind, MessageKey>> = {
  apple_pay: 'cards.wallet.apple_pay',
  google_pay: 'cards.wallet.google_pay',
  samsung_pay: 'cards.wallet.samsung_pay',
};

const STEP_KEYS: readonly MessageKey[] = [
  'cards.wallet.step1',
  'cards.wallet.step2',
  'cards.wallet.step3',
  'cards.wallet.step4',
];

/** The manual provisioning steps with the one-time code the wallet app asks for. */
function ProvisioningSteps({
  wallet,
  code,
  expiresAt,
}: {
  wallet: WalletPayKind;
  code: string;
  expiresAt: string;
}) {
  const t = useTranslate();
  const name = t(WALLET_NAMES[wallet]);
  return (
    <section
      className="ferry-card-section"
      aria-labelledby="ferry-card-wallet-steps"
      data-testid="wallet-steps"
    >
      <h2 id="ferry-card-wallet-steps" className="ferry-card-section-title">
        {t('cards.wallet.stepsTitle', { wallet: name })}
      </h2>
      <ol className="ferry-card-steps">
        {STEP_KEYS.map((key) => (
          <li key={key}>{t(key, { wallet: name })}</li>
        ))}
      </ol>
      <p className="ferry-card-note">{t('cards.wallet.code')}</p>
      <output className="ferry-card-code" aria-label={t('cards.wallet.code')}>
        {code}
      </output>
      <p className="ferry-card-note">{t('cards.wallet.expires', { when: formatMoment(expiresAt) })}</p>
    </section>
  );
}

/**
 * Add the card to Apple Pay, Google Pay or Samsung Pay: each offered only where this device can
 * use it (feature detection), by hand with the issuer's one-time code, since a mini-app has no push
 * provisioning; when none is available here, the screen says so instead of offering a dead button.
 */
export function WalletPay({
  cardId,
  cardPath,
  detect = detectWallets,
}: {
  cardId: string;
  /** The card's page, where a device with no wallet is led back to. */
  cardPath: string;
  /** How wallets are found; tests pass their own device. */
  detect?: () => Promise<WalletPayKind[]>;
}) {
  const t = useTranslate();
  const errorText = useCardErrorText();
  const wallets = useQuery({
    queryKey: ['payment-cards', 'device-wallets'],
    queryFn: () => detect(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const provisioning = useWalletProvisioning(cardId);
  const [error, setError] = useState<string | null>(null);
  if (wallets.isPending) return <ListSkeleton rows={1} />;
  const found = wallets.data ?? [];
  if (found.length === 0) {
    return (
      <StatePanel
        title={t('cards.wallet.noneTitle')}
        description={t('cards.wallet.noneDescription')}
        action={
          <Link to={cardPath} className="ferry-link-button">
            {t('cards.wallet.backToCard')}
          </Link>
        }
      />
    );
  }
  async function start(wallet: WalletPayKind) {
    setError(null);
    try {
      await provisioning.mutateAsync(wallet);
    } catch (failure) {
      setError(errorText(failure));
    }
  }
  return (
    <div className="ferry-card-screen">
      <p className="ferry-card-note">{t('cards.wallet.intro')}</p>
      <div className="ferry-card-actions">
        {found.map((wallet) => (
          <Button
            key={wallet}
            mode="filled"
            size="m"
            loading={provisioning.isPending && provisioning.variables === wallet}
            onClick={() => void start(wallet)}
          >
            {t('cards.wallet.add', { wallet: t(WALLET_NAMES[wallet]) })}
          </Button>
        ))}
      </div>
      <FormError message={error} />
      {provisioning.data ? (
        <ProvisioningSteps
          wallet={provisioning.data.wallet}
          code={provisioning.data.code}
          expiresAt={provisioning.data.expires_at}
        />
      ) : null}
    </div>
  );
}
