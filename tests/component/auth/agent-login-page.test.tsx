import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/api';
import { AgentLoginPage } from '@/features/auth/components/AgentLoginPage';
import { resetStore } from '../../../sandbox/store';
import { probe, renderAuth, solveSlider } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 20_000 });

async function signIn(user: Awaited<ReturnType<typeof renderAuth>>['user'], username: string) {
  await user.type(screen.getByLabelText('Username', { selector: 'input' }), username);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rd!');
  await solveSlider(user);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AgentLoginPage', () => {
  it('has one heading naming the page', async () => {
    await renderAuth(<AgentLoginPage />, { route: '/agentLogin' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Agent sign in']);
  });

  it('sends an agent to /agentHome', async () => {
    const { user } = await renderAuth(<AgentLoginPage />, { route: '/agentLogin' });
    await signIn(user, 'agent02');
    await waitFor(() => expect(probe.location()).toBe('/agentHome'), { timeout: 5000 });
    expect(probe.member()).toBe('agent02 2');
  });

  it('refuses a non-agent with "Non-agents cannot log in" and leaves them signed out', async () => {
    const { user } = await renderAuth(<AgentLoginPage />, { route: '/agentLogin' });
    await signIn(user, 'member01');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Non-agents cannot log in');
    expect(probe.member()).toBe('visitor');
    expect(session.getToken()).toBeNull();
    expect(probe.location()).toBe('/agentLogin');
  });

  it('gives a fresh slider check after a refusal, keeping the username', async () => {
    const { user } = await renderAuth(<AgentLoginPage />, { route: '/agentLogin' });
    await signIn(user, 'member01');
    await screen.findByRole('alert', {}, { timeout: 5000 });
    // The solved check was spent by the attempt: a new puzzle waits, unlocked, to be solved again.
    await waitFor(() => expect(screen.getByRole('slider', { name: /security check/i })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveValue('member01');
  });

  it('refuses a trial account too', async () => {
    const { user } = await renderAuth(<AgentLoginPage />, { route: '/agentLogin' });
    await signIn(user, 'trial01');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Non-agents cannot log in');
  });

  it('goes straight on for an agent already signed in, and tells a signed-in member no', async () => {
    const { unmount } = await renderAuth(<AgentLoginPage />, { route: '/agentLogin', member: { id: 1, account: 'agent01', type: 1 } });
    await waitFor(() => expect(probe.location()).toBe('/agentHome'));
    unmount();
    await renderAuth(<AgentLoginPage />, { route: '/agentLogin', member: { id: 2, account: 'member01', type: 0 } });
    expect(screen.getByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });
});
