import { appleLogin, googleLogin } from '@ferry/shared/contracts';
import { useState } from 'react';
import { isTwoFactorCancelled, useApiErrorText } from '../../../lib/api-error-text';
import { useApi } from '../../../queries/api-context';
import { useSession } from '../../../shell/session/session-context';
import { useCaptcha } from '../captcha/captcha-context';
import { useSignInTags } from '../hooks/use-sign-in-tags';

const ENDPOINTS = { google: googleLogin, apple: appleLogin } as const;

/** Signs in with an ID token from Google or Apple; the error, if any, as text. */
export function useIdentitySignIn(provider: keyof typeof ENDPOINTS) {
  const api = useApi();
  const captcha = useCaptcha();
  const tags = useSignInTags();
  const errorText = useApiErrorText();
  const completeSignIn = useSession((state) => state.completeSignIn);
  const [error, setError] = useState<string | null>(null);
  const [isSigningIn, setSigningIn] = useState(false);

  async function signIn(idToken: string) {
    setSigningIn(true);
    setError(null);
    try {
      const recaptcha = await captcha.getToken('login');
      const login = await api.call(ENDPOINTS[provider], { body: { id_token: idToken, ...tags }, recaptcha });
      await completeSignIn(login);
    } catch (failure) {
      setSigningIn(false);
      if (!isTwoFactorCancelled(failure)) setError(errorText(failure));
    }
  }

  return { signIn, error, setError, isSigningIn };
}
