import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { ChangePasswordPopup } from '@/features/auth/components/ChangePasswordPopup';
import { LogoutConfirmPopup } from '@/features/auth/components/LogoutConfirmPopup';
import { NeedTrueAccountPopup } from '@/features/auth/components/NeedTrueAccountPopup';
import { useAccess } from '@/lib/access';
import { brand, probe, renderAuth } from './render';
import { resetStore } from '../../../sandbox/store';

// Each test starts from the seeded sandbox (passwords, counters and codes change as tests run).
beforeEach(() => resetStore());
// Whole forms typed with user-event take seconds on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

async function signInAs(account: string, password = 'Passw0rd!'): Promise<void> {
  configureApi({ merchantCode: 'luckystar', encryption: brand().encryption });
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password, type: 'username' } });
  session.setToken(token);
}

describe('LogoutConfirmPopup', () => {
  it('asks in_sure_logout; confirming calls logout, clears the session but keeps merchant keys, and goes home', async () => {
    await signInAs('member01');
    sessionStorage.setItem('merchant', 'luckystar');
    sessionStorage.setItem('swr:session:register-settings', '{}');
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<LogoutConfirmPopup onClose={onClose} />, {
      route: '/promotions',
      member: { id: 10001, account: 'member01', type: 0 },
    });
    const dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(within(dialog).getByText('Are you sure you want to sign out?')).toBeVisible();
    const token = session.getToken();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(probe.location()).toBe('/'));
    expect(onClose).toHaveBeenCalled();
    expect(probe.member()).toBe('visitor');
    expect(session.getToken()).toBeNull();
    expect(sessionStorage.getItem('swr:session:register-settings')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('luckystar');
    // The server session is gone too.
    session.setToken(token!);
    await expect(api.GET('/wps/member/info')).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('stays signed in when cancelled', async () => {
    await signInAs('member01');
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<LogoutConfirmPopup onClose={onClose} />, {
      member: { id: 10001, account: 'member01', type: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(probe.member()).toBe('member01 0');
    expect(session.getToken()).not.toBeNull();
  });
});

describe('NeedTrueAccountPopup', () => {
  it('says a real account is needed and offers to register', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<NeedTrueAccountPopup onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Real account needed' });
    expect(dialog).toHaveTextContent('This needs a real account.');
    await user.click(within(dialog).getByRole('button', { name: 'Register now' }));
    expect(probe.popup()).toBe('register {}');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});

function Guarded({ freeTrial }: { freeTrial?: boolean }) {
  const access = useAccess();
  return (
    <>
      <p>role {access.role}</p>
      <button type="button" onClick={() => access.requireMember() && document.body.setAttribute('data-ran', 'member')}>
        member action
      </button>
      <button
        type="button"
        onClick={() => access.requireRealAccount({ freeTrial }) && document.body.setAttribute('data-ran', 'real')}
      >
        real action
      </button>
    </>
  );
}

describe('useAccess', () => {
  it('opens the sign-in popup for a visitor and stops the action', async () => {
    document.body.removeAttribute('data-ran');
    const { user } = await renderAuth(<Guarded />);
    await user.click(screen.getByRole('button', { name: 'real action' }));
    expect(probe.popup()).toBe('login {}');
    expect(document.body).not.toHaveAttribute('data-ran');
  });

  it('shows in_need_true_account to a trial account for a real-account action', async () => {
    document.body.removeAttribute('data-ran');
    const { user } = await renderAuth(<Guarded />, { member: { id: 1, account: 'trial01', type: 4 } });
    expect(screen.getByText('role trial')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'member action' }));
    expect(document.body).toHaveAttribute('data-ran', 'member');
    document.body.removeAttribute('data-ran');
    await user.click(screen.getByRole('button', { name: 'real action' }));
    expect(probe.popup()).toBe('needTrueAccount {}');
    expect(document.body).not.toHaveAttribute('data-ran');
  });

  it('lets a trial account through a free-trial action', async () => {
    document.body.removeAttribute('data-ran');
    const { user } = await renderAuth(<Guarded freeTrial />, { member: { id: 1, account: 'trial01', type: 4 } });
    await user.click(screen.getByRole('button', { name: 'real action' }));
    expect(document.body).toHaveAttribute('data-ran', 'real');
  });

  it('lets members and agents through', async () => {
    document.body.removeAttribute('data-ran');
    const { user } = await renderAuth(<Guarded />, { member: { id: 1, account: 'agent01', type: 1 } });
    expect(screen.getByText('role agent')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'real action' }));
    expect(document.body).toHaveAttribute('data-ran', 'real');
    expect(probe.popup()).toBe('none');
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password', { selector: 'input' }), old);
  await user.type(screen.getByLabelText('New password', { selector: 'input' }), next);
  await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordPopup', () => {
  it('changes the password and confirms it; the new password then signs in', async () => {
    await signInAs('member01');
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<ChangePasswordPopup onClose={onClose} />, { member: { id: 10001, account: 'member01', type: 0 } });
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, 'Passw0rd!', 'NewPass9', 'NewPass9');
    expect(await screen.findByText('Password changed successfully.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
    await expect(signInAs('member01', 'NewPass9')).resolves.toBeUndefined();
  });

  it('shows the server message for a wrong current password and keeps the fields', async () => {
    await signInAs('member01');
    const { user } = await renderAuth(<ChangePasswordPopup onClose={() => {}} />, { member: { id: 10001, account: 'member01', type: 0 } });
    await fill(user, 'not-it', 'NewPass9', 'NewPass9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByLabelText('Current password', { selector: 'input' })).toHaveValue('not-it');
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveValue('NewPass9');
  });

  it('forced: cannot be skipped — leaving it signs out', async () => {
    await signInAs('default01', '123456');
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<ChangePasswordPopup onClose={onClose} forced />, {
      member: { id: 10002, account: 'default01', type: 0 },
    });
    expect(screen.getByText(/default one or has expired/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out instead' }));
    expect(onClose).toHaveBeenCalled();
    expect(probe.member()).toBe('visitor');
    expect(session.getToken()).toBeNull();
  });

  it('forced: after the change the after-login steps run and the site goes home', async () => {
    await signInAs('default01', '123456');
    const { user } = await renderAuth(<ChangePasswordPopup onClose={() => {}} forced />, {
      route: '/login',
      member: { id: 10002, account: 'default01', type: 0 },
    });
    await fill(user, '123456', 'Better123', 'Better123');
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(probe.location()).toBe('/');
    expect(sessionStorage.getItem('afterLoginPopup')).toBe('1');
    expect(probe.member()).toBe('default01 0');
  });
});
