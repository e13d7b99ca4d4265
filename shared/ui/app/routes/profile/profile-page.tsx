import type { User } from '@ferry/shared/contracts';
import type { MessengerUser } from '@ferry/shared/platform';
import { useState } from 'react';
import {
  BankIcon,
  BellIcon,
  BookmarkIcon,
  CardIcon,
  FileIcon,
  GlobeIcon,
  HelpIcon,
  IdCardIcon,
  KeyIcon,
  LogoutIcon,
  SealIcon,
  ShieldIcon,
  TrashIcon,
  UserIcon,
} from '../../../components/icons';
import { MenuControlRow, MenuRow, MenuSection } from '../../../components/menu';
import { LanguageSwitch } from '../../../features/preferences/components/language-switch';
import { MessengerNotificationsSwitch } from '../../../features/preferences/components/messenger-notifications-switch';
import { ThemeSwitch } from '../../../features/preferences/components/theme-switch';
import { DeleteAccountDialog } from '../../../features/profile/components/delete-account-dialog';
import { PayoutBiometrySwitch } from '../../../features/profile/components/payout-biometry-switch';
import { ProfileSwitch } from '../../../features/profile/components/profile-switch';
import { useSupportLink } from '../../../features/support/use-support-link';
import { VerificationMenuSummary } from '../../../features/verification/components/verification-menu-summary';
import { useTranslate } from '../../../i18n/use-translate';
import { usePlatform } from '../../../platform-hooks/platform-context';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import {
  API_MANAGEMENT_PATH,
  DOCUMENTS_PATH,
  PERSONAL_DETAILS_PATH,
  PRESETS_PATH,
  SAVED_CARDS_PATH,
  SAVED_REQUISITES_PATH,
  TWO_FACTOR_PATH,
  VERIFICATION_PATH,
} from '../../../shell/paths';
import { useSession } from '../../../shell/session/session-context';

/**
 * How the account is shown at the top: in the mini-app the person's own Telegram name and photo
 * (the shell reads them from the launch data), with the @username or the email beneath; elsewhere
 * the email or phone, and the Telegram label only when nothing else names the account.
 */
function accountIdentity(
  user: User,
  messengerUser: MessengerUser | null,
  telegramLabel: string,
): { name: string; detail: string | null; photoUrl: string | null } {
  const contact = user.email ?? user.phone;
  const messengerName = messengerUser
    ? [messengerUser.firstName, messengerUser.lastName].filter(Boolean).join(' ').trim()
    : '';
  if (messengerUser && messengerName) {
    return {
      name: messengerName,
      detail: messengerUser.username ? `@${messengerUser.username}` : contact,
      photoUrl: httpsPhoto(messengerUser.photoUrl),
    };
  }
  return { name: contact ?? telegramLabel, detail: null, photoUrl: null };
}

/** Only an https photo is drawn: the launch data is shown, never trusted. */
function httpsPhoto(url: string | null | undefined): string | null {
  return url && /^https:\/\//i.test(url) ? url : null;
}

/** An email offers its line break right after the @, so a long one wraps as name@ / domain. */
function BreakableName({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at <= 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/** The person's photo, or the first letter of their name when there is none or it fails to load. */
function ProfileAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const [hasFailed, setFailed] = useState(false);
  if (photoUrl && !hasFailed) {
    return (
      <img
        className="ferry-avatar"
        src={photoUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="ferry-avatar" aria-hidden="true">
      {Array.from(name)[0]?.toUpperCase() ?? ''}
    </span>
  );
}

/** The documents screen with the letter of good standing chosen (its own menu item, spec 001 §2). */
const LETTER_PATH = `${DOCUMENTS_PATH}?type=letter-of-good-standing`;

/**
 * `/profile` with its menu (spec 001 §2): account with verification (each step's state beneath it),
 * saved data and documents, preferences, help, logout and delete.
 */
export function ProfilePage() {
  const t = useTranslate();
  // A merchant whose page signs its customers in itself may hide logout (`isHideLogoutButton`).
  const isLogoutHidden = useReadyFrame()?.params.flags.isHideLogoutButton === true;
  const support = useSupportLink();
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  // Telegram decides the theme itself; only the web offers the choice.
  const platform = usePlatform();
  const hasThemeChoice = platform.theme.preference !== undefined;
  if (!user) return null;
  const identity = accountIdentity(user, platform.messengerUser, t('profile.telegramAccount'));

  return (
    <div className="ferry-profile">
      <div className="ferry-profile-card">
        <ProfileAvatar name={identity.name} photoUrl={identity.photoUrl} />
        <span className="ferry-profile-names">
          <span className="ferry-profile-name">
            <BreakableName text={identity.name} />
          </span>
          {identity.detail ? <span className="ferry-profile-detail">{identity.detail}</span> : null}
        </span>
      </div>

      <MenuSection title={t('profile.menu.account')}>
        <MenuRow to={PERSONAL_DETAILS_PATH} icon={<UserIcon />} label={t('profile.personalDetails.title')} />
        <MenuRow
          to={VERIFICATION_PATH}
          icon={<IdCardIcon />}
          label={t('verification.menuItem')}
          description={<VerificationMenuSummary />}
        />
        <MenuRow
          to={TWO_FACTOR_PATH}
          icon={<ShieldIcon />}
          label={t('profile.twoFactor.title')}
          value={t(user.is_two_factor_enabled ? 'profile.twoFactor.on' : 'profile.twoFactor.off')}
        />
        <MenuRow to={API_MANAGEMENT_PATH} icon={<KeyIcon />} label={t('profile.apiKeys.title')} />
        {platform.biometry ? (
          <MenuControlRow>
            <PayoutBiometrySwitch />
          </MenuControlRow>
        ) : null}
      </MenuSection>

      <MenuSection title={t('profile.menu.saved')}>
        <MenuRow to={PRESETS_PATH} icon={<BookmarkIcon />} label={t('profile.menu.presets')} />
        <MenuRow to={SAVED_CARDS_PATH} icon={<CardIcon />} label={t('profile.menu.savedCards')} />
        <MenuRow to={SAVED_REQUISITES_PATH} icon={<BankIcon />} label={t('profile.menu.savedRequisites')} />
      </MenuSection>

      <MenuSection title={t('profile.menu.documentsSection')}>
        <MenuRow to={DOCUMENTS_PATH} icon={<FileIcon />} label={t('profile.menu.documents')} />
        <MenuRow to={LETTER_PATH} icon={<SealIcon />} label={t('profile.menu.letter')} />
      </MenuSection>

      <MenuSection title={t('profile.menu.preferences')}>
        {user.profiles_id.length > 1 ? (
          <MenuControlRow>
            <ProfileSwitch />
          </MenuControlRow>
        ) : null}
        <MenuControlRow>
          <span className="ferry-menu-icon" aria-hidden="true">
            <GlobeIcon />
          </span>
          <LanguageSwitch />
        </MenuControlRow>
        {hasThemeChoice ? (
          <MenuControlRow>
            <ThemeSwitch />
          </MenuControlRow>
        ) : null}
        {user.tg_id !== null ? (
          <MenuControlRow>
            <span className="ferry-menu-icon" aria-hidden="true">
              <BellIcon />
            </span>
            <MessengerNotificationsSwitch />
          </MenuControlRow>
        ) : null}
      </MenuSection>

      <MenuSection title={t('profile.menu.help')}>
        {support.isHelpBot ? (
          <MenuRow onClick={support.open} icon={<HelpIcon />} label={t('profile.support.title')} />
        ) : (
          <MenuRow
            href={support.href}
            icon={<HelpIcon />}
            label={t('profile.support.title')}
            description={t('profile.support.byMail')}
          />
        )}
      </MenuSection>

      <MenuSection>
        {isLogoutHidden ? null : (
          <MenuRow onClick={() => void logout()} icon={<LogoutIcon />} label={t('profile.logout')} />
        )}
        <MenuRow
          onClick={() => setDeleteOpen(true)}
          icon={<TrashIcon />}
          label={t('profile.deleteAccount.title')}
          isDestructive
        />
      </MenuSection>
      {isDeleteOpen ? <DeleteAccountDialog onClose={() => setDeleteOpen(false)} /> : null}
    </div>
  );
}
