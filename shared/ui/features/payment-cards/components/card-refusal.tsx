import type { MessageKey } from '@ferry/locales';
import { errorMessageKey } from '@ferry/shared/domain';
import { Link } from 'react-router';
import { StatePanel } from '../../../components/state-panel';
import { useTranslate } from '../../../i18n/use-translate';
import { useServerKeyText } from '../utils/use-card-error-text';

interface CardRefusalProps {
  refusal: { code: string; message_key: string };
  /** Where the card's verification steps start (a refusal by level leads there). */
  verificationPath: string;
  /** Where the user's cards and balances are (a refusal by count leads there). */
  backPath: string;
}

/**
 * Why a card cannot be issued now, in the spec's words, with the one way forward there is: the
 * verification for a level too low, the user's cards for the count; a country has no way around,
 * so it says so and leads back.
 */
export function CardRefusal({ refusal, verificationPath, backPath }: CardRefusalProps) {
  const t = useTranslate();
  const keyText = useServerKeyText();
  const isLevel =
    refusal.code === 'ACCESS_DENIED' || refusal.message_key === 'cards.refusal.verificationRequired';
  const isCountry = refusal.code === 'COUNTRY_NOT_ALLOWED';
  let hint: MessageKey = 'cards.book.refusalCountHint';
  if (isLevel) hint = 'cards.book.refusalLevelHint';
  else if (isCountry) hint = 'cards.book.refusalCountryHint';
  return (
    <StatePanel
      role="alert"
      title={keyText(refusal.message_key, errorMessageKey(refusal.code))}
      description={t(hint)}
      action={
        <Link to={isLevel ? verificationPath : backPath} className="ferry-link-button">
          {t(isLevel ? 'cards.book.toVerification' : 'cards.book.toBalances')}
        </Link>
      }
    />
  );
}
