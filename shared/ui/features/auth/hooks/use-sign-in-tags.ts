import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { host } from '../../../lib/host';
import { readSignUpReferrer } from '../utils/sign-up-referrer';

const UTM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
type UtmName = (typeof UTM_NAMES)[number];

/** What a sign-in carries of where the person came from; only a sign-up keeps it. */
export type SignInTags = Partial<Record<UtmName | 'ref', string>>;

/**
 * The page's marketing tags and the inviting user's id (`?ref=`, or the one the visit kept across
 * the redirect to sign-in), sent with the sign-in (spec 001 §7).
 */
export function useSignInTags(): SignInTags {
  const { search } = useLocation();
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const tags: SignInTags = {};
    for (const name of UTM_NAMES) {
      const value = params.get(name)?.trim();
      if (value) tags[name] = value.slice(0, 100);
    }
    const referrer = readSignUpReferrer(search, sessionStorageOrNull());
    if (referrer) tags.ref = referrer;
    return tags;
  }, [search]);
}

function sessionStorageOrNull(): Storage | null {
  try {
    return host.sessionStorage();
  } catch {
    return null;
  }
}
