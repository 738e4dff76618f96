import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderLoginForm } from '@/features/auth/components/HeaderLoginForm';
import { lastCaptcha, resetStore } from '../../../sandbox/store';
import { probe, renderAuth, solveSlider } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 20_000 });

type User = Awaited<ReturnType<typeof renderAuth>>['user'];

async function submit(user: User, username: string, password: string) {
  const form = screen.getByRole('form', { name: 'Sign in' });
  if (username) await user.type(within(form).getByLabelText('Username'), username);
  if (password) await user.type(within(form).getByLabelText('Password'), password);
  await user.click(within(form).getByRole('button', { name: 'Sign in' }));
  return form;
}

describe('HeaderLoginForm', () => {
  it('gives the password manager what it needs and has no forgot link', async () => {
    await renderAuth(<HeaderLoginForm />, { brand: 'goldenlotus' });
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(within(form).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(form).queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('says under each empty field that it cannot be empty, without starting the check', async () => {
    const { user } = await renderAuth(<HeaderLoginForm />, { brand: 'goldenlotus' });
    const form = await submit(user, 'member01', '');
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription('Input cannot be empty');
    expect(within(form).getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Username')).toHaveValue('member01');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows in_incorrect_password for a wrong password after the slider check, keeping the username', async () => {
    const { user } = await renderAuth(<HeaderLoginForm />, { brand: 'goldenlotus' });
    const form = await submit(user, 'member01', 'wrong-one');
    expect(await screen.findByRole('dialog', { name: 'Confirm you are not a robot' })).toBeInTheDocument();
    await solveSlider(user);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Username')).toHaveValue('member01');
    expect(probe.member()).toBe('visitor');
    // The server now asks for a captcha: it appears in the header form with its image.
    expect(await within(form).findByLabelText('Captcha')).toBeInTheDocument();
    await waitFor(() => expect(lastCaptcha()).toBeDefined());
  });

  it('empties the spent captcha answer after another refusal, keeping the username', async () => {
    const { user } = await renderAuth(<HeaderLoginForm />, { brand: 'goldenlotus' });
    const form = await submit(user, 'member01', 'wrong-one');
    await solveSlider(user);
    const captcha = await within(form).findByLabelText('Captcha');
    await user.type(captcha, '0000');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await solveSlider(user);
    await waitFor(() => expect(within(form).getByLabelText('Captcha')).toHaveValue(''));
    expect(within(form).getByLabelText('Username')).toHaveValue('member01');
    expect(probe.member()).toBe('visitor');
  });

  it('signs a member in once the slider check is solved', async () => {
    const { user } = await renderAuth(<HeaderLoginForm />, { brand: 'goldenlotus', route: '/promotions' });
    await submit(user, 'member01', 'Passw0rd!');
    await solveSlider(user);
    await waitFor(() => expect(probe.member()).toBe('member01 0'));
    expect(probe.location()).toBe('/');
  });

  it('goes back to the form, keeping what was typed, when the check is closed', async () => {
    const { user } = await renderAuth(<HeaderLoginForm />, { brand: 'goldenlotus' });
    const form = await submit(user, 'member01', 'Passw0rd!');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you are not a robot' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(form).getByLabelText('Password')).toHaveValue('Passw0rd!');
    expect(within(form).getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
