import { mailCount, readCode, telegramSession, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';

/**
 * A friend arriving on the web by the /frens screen's web link (`/?ref=<id>`) is attributed to
 * the inviter at sign-up, as a mini-app `ref_<id>` is, although the redirect to sign-in drops the
 * query: the app keeps it for the tab (features/auth/utils/sign-up-referrer.ts).
 */
test('a web visitor from /?ref=<A> who signs up by email appears among A’s friends', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const inviterId = 730_000_000 + Math.floor(Math.random() * 60_000_000);
  const inviter = await telegramSession(request, inviterId);
  const frensOfInviter = async () => {
    const answer = await request.get('/api/client/v1/frens', {
      headers: { Authorization: `Bearer ${inviter.accessToken}` },
    });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as { link: { web: string | null }; friends: unknown[] };
  };
  const before = await frensOfInviter();
  expect(before.link.web).toContain(`?ref=${inviterId}`);

  await page.goto(`/?ref=${inviterId}`);
  // Somewhere that needs an account: the app sends the visitor to sign in, without the query.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/authentication$/);
  const email = uniqueEmail('e2e-web-ref');
  const seen = await mailCount(request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await page.getByLabel('Code from the email').fill(await readCode(request, email, seen));
  await expect(page).toHaveURL(/\/confirm-terms$/);

  expect((await frensOfInviter()).friends).toHaveLength(before.friends.length + 1);
});
