import type { APIRequestContext } from '@playwright/test';
import type { StoredTokens } from './accounts';

const API = '/api/client/v1';

export type SandboxVerificationLevel = 'basic' | 'verified' | 'full';

/**
 * Completes the user's verification steps up to `level` through the sandbox (the dev route plays
 * the phone, the form and the provider), so a test that pays out more than the starter level
 * allows is refused by nothing but what it checks. The user declares `fullName` first: the
 * document shows the declared person, and a bank payout must then go in that name, so the name
 * is the one the test types as the account holder. Answers the profile's verification level.
 */
export async function verifyLevel(
  request: APIRequestContext,
  tokens: Pick<StoredTokens, 'accessToken'>,
  level: SandboxVerificationLevel = 'verified',
  fullName = 'Ferry Tester',
): Promise<string> {
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const user = await request.get(`${API}/user`, { headers: auth });
  if (!user.ok()) throw new Error(`user answered ${user.status()}: ${await user.text()}`);
  const profileId = ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
  const [firstName = '', ...lastNames] = fullName.split(' ');
  const declared = await request.post(`${API}/verification/declared-address`, {
    headers: { ...auth, 'Profile-Id': profileId },
    data: {
      first_name: firstName,
      last_name: lastNames.join(' '),
      date_of_birth: '1990-01-01',
      // Outside the EEA: the default MiCA rule (USDT:EEA) would refuse the USDT these tests convert to.
      country: 'UA',
      city: 'Kyiv',
      street: 'vul. Khreshchatyk 1',
      postal_code: '01001',
    },
  });
  if (!declared.ok())
    throw new Error(`declared data answered ${declared.status()}: ${await declared.text()}`);
  const answer = await request.post(`/api/dev/sandbox/verification/${profileId}`, { data: { level } });
  if (!answer.ok())
    throw new Error(`sandbox verification answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { level: string }).level;
}
