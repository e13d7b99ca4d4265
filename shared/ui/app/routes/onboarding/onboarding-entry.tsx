import '../../../features/onboarding/components/onboarding.css';
import { MenuRow, MenuSection } from '../../../components/menu';
import { formatApiMoney } from '../../../components/money/money-text';
import { onboardingPath } from '../../../features/onboarding/utils/onboarding-paths';
import { nextOnboardingScreen, onboardingFacts } from '../../../features/onboarding/utils/onboarding-steps';
import { useVerification } from '../../../features/verification/api/verification-queries';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslate } from '../../../i18n/use-translate';
import { useDisplayMode } from '../../../shell/display-mode-context';
import { useSession } from '../../../shell/session/session-context';

/**
 * The balances screen's way into the onboarding, while it still has a step for the user: a new
 * user starts at the profile type; one who holds a level already goes straight to what is left,
 * marked `onboarded`. A held account or a refused country has its own banners, so none shows here.
 */
export function OnboardingEntry() {
  const t = useTranslate();
  const { language } = useLanguage();
  const isMessenger = useDisplayMode() === 'messenger';
  const hasEmail = useSession((state) => Boolean(state.user?.email));
  const { data } = useVerification();
  if (!data || data.block || !data.is_country_allowed || !data.next_level) return null;
  const next = nextOnboardingScreen('profile-type', onboardingFacts(data, { isMessenger, hasEmail }));
  if (next === 'issue') return null;
  const isNew = data.level === 'starter';
  const to = isNew
    ? onboardingPath('profile-type', { type: 'personal', country: null, isOnboarded: false })
    : onboardingPath(next, { type: 'personal', country: data.residence_country, isOnboarded: true });
  const daily = data.next_level.limits.out?.day;
  const amount = daily ? formatApiMoney(daily, data.limits.currency, language) : '';
  return (
    <MenuSection>
      <MenuRow
        to={to}
        label={t('onboarding.entry.title')}
        description={t(isNew ? 'onboarding.entry.start' : 'onboarding.entry.finish', { amount })}
      />
    </MenuSection>
  );
}
