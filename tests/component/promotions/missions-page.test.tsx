import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findMember, resetStore } from '../../../sandbox/store';
import { setTodayActivity } from '../../../sandbox/seed/rewards';
import { renderMemberPage } from '../member/wallet/render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const mission = (name: string) => screen.getByRole('listitem', { name });

describe('Missions page', () => {
  it("shows each mission's progress and sends a completed one's reward to the rewards centre", async () => {
    await renderMemberPage('/member/missionLeaderboard');
    expect(await screen.findByText('4 of 6 missions completed · 210 points this week')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Daily missions' })).toBeVisible();

    const bet = mission('Bet today');
    expect(within(bet).getByRole('progressbar', { name: 'Bet today' })).toHaveAttribute('aria-valuetext', '₱1,250.50 of ₱2,000.00');
    expect(within(bet).getByText('In progress')).toBeVisible();

    const deposit = mission('Deposit today');
    expect(within(deposit).getByText('Completed')).toBeVisible();
    expect(within(deposit).getByRole('link', { name: 'Claim the reward in the rewards centre' })).toHaveAttribute('href', '/member/rewardCenter');

    expect(within(mission('Sign in on 30 days')).getByText('Reward claimed')).toBeVisible();
    expect(within(mission('Play different games this week')).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '7 of 20');
    // The menu badge counts the completed missions whose reward waits (deposit today, deposit this week).
    await waitFor(() => expect(screen.getByRole('link', { name: /^Missions/ })).toHaveTextContent('2'));
  });

  it('moves a daily mission on when the member bets more today', async () => {
    setTodayActivity(findMember('member01')!, { bet: 2500 });
    await renderMemberPage('/member/missionLeaderboard');
    const bet = await screen.findByRole('listitem', { name: 'Bet today' });
    expect(within(bet).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '₱2,000.00 of ₱2,000.00');
    expect(within(bet).getByText('Completed')).toBeVisible();
  });

  it("shows this week's leaderboard with the member's place, and today's on demand", async () => {
    const user = userEvent.setup();
    await renderMemberPage('/member/missionLeaderboard');
    const board = await screen.findByRole('table', { name: 'Top players this week by mission points' });
    expect(within(board).getAllByRole('row')).toHaveLength(21);
    expect(within(board).getAllByRole('row')[1]).toHaveTextContent(/^1.*₱1,000\.00$/);
    expect(screen.getByText(/^You (are number \d+ with|have) 210 points/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('table', { name: 'Top players today by mission points' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^You (are number \d+ with|have) 30 points/)).toBeVisible();
  });
});
