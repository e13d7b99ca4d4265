import type { Farm } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

function makeFarm(overrides: Partial<Farm> = {}): Farm {
  return {
    rules: {
      currency: 'USDT',
      points_per_unit: 1000,
      daily_cap: '0.5',
      total_cap: '10',
      check_in_points: 10,
      streak_step_points: 5,
      streak_max_days: 7,
      task_points: { firstDeposit: 200, firstExchange: 200, friendVerified: 300, tonWallet: 100 },
    },
    time_zone: 'Europe/Kyiv',
    points: 245,
    points_value: '0.245',
    convertible: '0.245',
    converted_today: '0',
    converted_total: '0',
    check_in: { streak: 2, is_done_today: false, next_points: 20, next_at: null, seconds_left: null },
    tasks: [
      { task: 'firstDeposit', points: 200, status: 'claimed' },
      { task: 'firstExchange', points: 200, status: 'ready' },
      { task: 'friendVerified', points: 300, status: 'todo' },
      { task: 'tonWallet', points: 100, status: 'todo' },
    ],
    conversion: { is_verification_required: false, is_identity_taken: false },
    ...overrides,
  };
}

function farmServer(farm: Farm) {
  const server = createAccountServer();
  let current = farm;
  server.handlers.getFarm = () => current;
  server.handlers.checkInFarm = () => {
    current = {
      ...current,
      points: current.points + 20,
      check_in: {
        streak: 3,
        is_done_today: true,
        next_points: 25,
        next_at: new Date(Date.now() + 5 * 3600_000 + 7 * 60_000).toISOString(),
        seconds_left: 5 * 3600 + 7 * 60,
      },
    };
    return { streak: 3, points: 20, farm: current };
  };
  server.handlers.claimFarmTask = (request) => {
    current = {
      ...current,
      points: current.points + 200,
      tasks: current.tasks.map((task) =>
        task.task === request.params.task ? { ...task, status: 'claimed' } : task,
      ),
    };
    return { points: 200, farm: current };
  };
  return server;
}

describe('/farm (issue 29)', { timeout: 15_000 }, () => {
  it('shows the points, what they convert to, the streak, the tasks and the rules', async () => {
    renderApp({ path: '/farm', session: STORED_SESSION, fetch: farmServer(makeFarm()).fetch });
    await screen.findByRole('heading', { name: 'Your points' });
    expect(screen.getByText('245')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Convert .*0\.245.* to balance/ })).toBeTruthy();
    const tasks = screen.getByRole('heading', { name: 'Tasks' }).closest('section') as HTMLElement;
    expect(within(tasks).getByText('Make your first deposit')).toBeTruthy();
    expect(within(tasks).getByText('Claimed')).toBeTruthy();
    // A task not done yet leads to where it is done; a done one is no link.
    expect(
      within(tasks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Invite a friend who verifies', '/frens'],
      ['Use a TON wallet with Ferry', '/balances/web3-wallet'],
    ]);
    expect(within(tasks).getAllByText('Not done yet')).toHaveLength(2);
    const rules = screen.getByRole('heading', { name: 'Rules' }).closest('section') as HTMLElement;
    expect(within(rules).getByText('1000 points = 1 USDT.')).toBeTruthy();
    expect(within(rules).getByText(/At most .*0\.50.* converted per day\./)).toBeTruthy();
    expect(within(rules).getByText(/Nothing to buy to earn/)).toBeTruthy();
    expect(screen.getByText('Today: +20')).toBeTruthy();
  });

  it('checks in with the main button and then counts down to the next day', async () => {
    const server = farmServer(makeFarm());
    renderApp({ path: '/farm', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByRole('heading', { name: 'Your points' });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in · +20' }));
    await screen.findByText(/Next check-in in 5:0[67]:\d\d/);
    expect(server.requestsTo('checkInFarm')[0]?.body).toEqual({
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    const headers = server.requestsTo('checkInFarm')[0]?.headers ?? {};
    expect(Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check in · +20' })).toBeNull());
  });

  it('claims a done task once', async () => {
    const server = farmServer(makeFarm());
    renderApp({ path: '/farm', session: STORED_SESSION, fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Make your first exchange' }));
    await waitFor(() => expect(screen.getAllByText('Claimed')).toHaveLength(2));
    expect(server.requestsTo('claimFarmTask')).toHaveLength(1);
    expect(screen.getByText('445')).toBeTruthy();
  });

  it('asks an unverified user to verify before converting', async () => {
    const farm = makeFarm({ conversion: { is_verification_required: true, is_identity_taken: false } });
    renderApp({ path: '/farm', session: STORED_SESSION, fetch: farmServer(farm).fetch });
    expect(await screen.findByRole('link', { name: 'Verify identity' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Convert/ })).toBeNull();
  });

  it('shows the refusal of a second check-in the same day with the time left', async () => {
    const server = farmServer(makeFarm());
    server.handlers.checkInFarm = () =>
      failure(422, 'DAILY_LIMIT_EXCEEDED', {
        message_key: 'farm.refusal.alreadyCheckedIn',
        retry_after_seconds: 2 * 3600 + 65,
      });
    renderApp({ path: '/farm', session: STORED_SESSION, fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in · +20' }));
    expect(
      await screen.findByText('You have already checked in today. The next check-in opens in 2:01:05.'),
    ).toBeTruthy();
  });

  it('says so when the farm cannot be loaded', async () => {
    const server = createAccountServer();
    server.handlers.getFarm = () => failure(500, 'INTERNAL_ERROR');
    renderApp({ path: '/farm', session: STORED_SESSION, fetch: server.fetch });
    expect(await screen.findByText('The farm could not be loaded')).toBeTruthy();
  });
});
