import { Link } from 'react-router';
import { UserIcon } from '../components/icons';
import { useTranslate } from '../i18n/use-translate';
import { AUTH_PATH, PROFILE_PATH } from '../shell/paths';
import { useSession } from '../shell/session/session-context';

/** The way to the account from a root screen: "Profile" when signed in, "Sign in" otherwise. */
export function AccountLink() {
  const t = useTranslate();
  const status = useSession((state) => state.status);
  if (status === 'restoring' || status === 'signing-in') return null;
  const isSignedIn = status === 'signed-in';
  return (
    <Link to={isSignedIn ? PROFILE_PATH : AUTH_PATH} className="ferry-account-link">
      <UserIcon size={20} />
      <span>{t(isSignedIn ? 'profile.title' : 'auth.signIn')}</span>
    </Link>
  );
}
