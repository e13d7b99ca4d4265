import { Button } from '@telegram-apps/telegram-ui';
import { useId } from 'react';
import { MenuRow, MenuSection } from '../../../components/menu';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { BALANCES_PATH, STATEMENT_PATH, withdrawPath } from '../../../shell/paths';
import { countryName } from '../utils/country-options';
import './verification.css';

interface ForbiddenPanelProps {
  /** ISO 3166-1 alpha-2 of the residence, when known. */
  country: string | null;
  /** A signed-in user has money to see and take out; a guest only reads and asks. */
  isSignedIn: boolean;
  onContactSupport(): void;
  onGoHome(): void;
}

/**
 * `/forbidden`: a residence Ferry does not serve, in plain words, with what the user can still do
 * (see their money, take it out, download the statement) and support: never a dead end.
 */
export function ForbiddenPanel({ country, isSignedIn, onContactSupport, onGoHome }: ForbiddenPanelProps) {
  const t = useTranslate();
  const { language } = useLanguage();
  const headingId = useId();
  const description = country
    ? t('verification.forbidden.descriptionCountry', { country: countryName(country, language) })
    : t('verification.forbidden.description');
  return (
    <section className="ferry-verification-forbidden" aria-labelledby={headingId}>
      <h1 id={headingId} className="ferry-state-title">
        {t('verification.forbidden.title')}
      </h1>
      <p className="ferry-verification-note">{description}</p>
      {isSignedIn ? (
        <MenuSection title={t('verification.forbidden.canStill')}>
          <MenuRow to={BALANCES_PATH} label={t('verification.block.allowed.view_balances')} />
          <MenuRow to={withdrawPath()} label={t('verification.block.allowed.withdraw_to_own_details')} />
          <MenuRow to={STATEMENT_PATH} label={t('verification.block.allowed.export_statement')} />
        </MenuSection>
      ) : null}
      <div className="ferry-stacked-actions">
        <Button mode="filled" size="l" stretched onClick={onContactSupport}>
          {t('verification.support')}
        </Button>
        <Button mode="plain" size="m" stretched onClick={onGoHome}>
          {t('verification.goHome')}
        </Button>
      </div>
    </section>
  );
}
