import { canChangePhone } from '@ferry/shared/domain';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { MenuRow, MenuSection } from '../../../components/menu';
import { useTranslate } from '../../../i18n/use-translate';
import { EMAIL_EDIT_PATH, PHONE_EDIT_PATH } from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/** `/profile/personal-details`: the email and phone, each with its change flow. */
export function PersonalDetailsPage() {
  const t = useTranslate();
  const user = useSession((state) => state.user);
  if (!user) return null;
  const changedAt = user.phone_changed_at ? new Date(user.phone_changed_at) : null;
  const isPhoneLocked = !canChangePhone(changedAt, new Date());
  return (
    <MenuSection
      title={t('profile.personalDetails.contacts')}
      footer={t(isPhoneLocked ? 'errors.messages.phoneChangeLimit' : 'profile.phoneEdit.rule')}
    >
      <MenuRow
        to={EMAIL_EDIT_PATH}
        icon={<MailIcon />}
        label={t('profile.personalDetails.email')}
        value={user.email ?? t('profile.personalDetails.notSet')}
      />
      <MenuRow
        to={PHONE_EDIT_PATH}
        icon={<PhoneIcon />}
        label={t('profile.personalDetails.phone')}
        value={user.phone ?? t('profile.personalDetails.notSet')}
      />
    </MenuSection>
  );
}
