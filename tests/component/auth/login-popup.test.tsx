import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPopup } from '@/features/auth/components/LoginPopup';
import { REMEMBER_COOKIE, rememberLogin } from '@/lib/session-cookie';
import { applyScenario } from '../../../sandbox/node';
import { lastCaptcha, lastSms } from '../../../sandbox/store';
import { allBanners } from '../../../sandbox/seed/content';
import { probe, renderAuth, solveSlider } from './render';
import { resetStore } from '../../../sandbox/store';

// Each test starts from the seeded sandbox (passwords, counters and codes change as tests run).
beforeEach(() => resetStore());
// Whole forms typed with user-event take seconds on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

function clearCookies() {
  for (const part of document.cookie.split(/;\s*/)) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(clearCookies);

async function signIn(user: Awaited<ReturnType<typeof renderAuth>>['user'], username: string, password: string) {
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  await user.clear(within(dialog).getByLabelText('Username', { selector: 'input' }));
  await user.type(within(dialog).getByLabelText('Username', { selector: 'input' }), username);
  await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), password);
  await solveSlider(user);
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('LoginPopup', () => {
  it('offers only the username form when sms login is off, with forgot and register links', async () => {
    await renderAuth(<LoginPopup onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username', { selector: 'input' })).toHaveAttribute('autocomplete', 'username');
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'No account? Register' })).toBeVisible();
    // DIRECTREG3 is on for the default brand.
    expect(within(dialog).getByRole('button', { name: 'Register now' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('signs a member in: token saved, member set, popup closed, home', async () => {
    const onClose = vi.fn<() => void>();
    const { user } = await renderAuth(<LoginPopup onClose={onClose} />, { route: '/login' });
    await signIn(user, 'member01', 'Passw0rd!');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(probe.member()).toBe('member01 0');
    expect(sessionStorage.getItem('token')).toMatch(/^sbx-/);
    expect(sessionStorage.getItem('afterLoginPopup')).toBe('1');
    // The router draws the navigation in its own render after the popup closes; on a busy machine that is later.
    await waitFor(() => expect(probe.location()).toBe('/'));
  });

  it('needs the slider check before calling the server', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Username', { selector: 'input' }), 'member01');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Passw0rd!');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Complete the slider check')).toBeVisible();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('after a wrong password says so, shows the captcha with an image and keeps what was typed', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await signIn(user, 'member01', 'wrong-one');
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    const captcha = await within(dialog).findByLabelText('Captcha', { selector: 'input' });
    expect(captcha).toHaveValue('');
    await waitFor(() => expect(within(dialog).getByRole('img', { name: /captcha image/i })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(within(dialog).getByLabelText('Username', { selector: 'input' })).toHaveValue('member01');
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toHaveValue('wrong-one');

    // Now the right password with the captcha's answer.
    await user.clear(within(dialog).getByLabelText('Password', { selector: 'input' }));
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'Passw0rd!');
    await user.type(captcha, lastCaptcha() ?? '');
    await solveSlider(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(probe.member()).toBe('member01 0'));
  });

  it('opens the forced change-password popup for the default password', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await signIn(user, 'default01', '123456');
    await waitFor(() => expect(probe.popup()).toBe('changePassword {"forced":true}'));
    expect(probe.member()).toBe('default01 0');
  });

  it('opens the forced change for an expired password (PWDEXPFORCECHANGE3 on)', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await signIn(user, 'expired01', 'Passw0rd!');
    await waitFor(() => expect(probe.popup()).toBe('changePassword {"forced":true}'));
  });

  it('remembers only the username and method when remember me is ticked, and prefills it next time', async () => {
    const { user, unmount } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn(user, 'member01', 'Passw0rd!');
    await waitFor(() => expect(probe.member()).toBe('member01 0'));
    expect(document.cookie).toContain(`${REMEMBER_COOKIE}=`);
    expect(decodeURIComponent(document.cookie)).toContain('{"username":"member01","method":"username"}');
    expect(decodeURIComponent(document.cookie)).not.toContain('Passw0rd!');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Passw0rd!');
    unmount();

    await renderAuth(<LoginPopup onClose={() => {}} />);
    expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveValue('member01');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('forgets the remembered login when remember me is unticked', async () => {
    rememberLogin({ username: 'member01', method: 'username' });
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rd!');
    await solveSlider(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(probe.member()).toBe('member01 0'));
    expect(document.cookie).not.toContain(REMEMBER_COOKIE);
  });

  // The platform's own sms codes; the third-party phone verification (THIRDPARTYPHONE3) is in third-party.test.tsx.
  describe('with username and sms login on', () => {
    const platformSms = { brand: 'goldenlotus', flags: { THIRDPARTYPHONE3: false } } as const;

    it('shows both tabs and signs in by sms with the countdown running', async () => {
      const onClose = vi.fn<() => void>();
      const { user } = await renderAuth(<LoginPopup onClose={onClose} />, platformSms);
      const tabs = screen.getByRole('tablist', { name: 'Sign-in method' });
      expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'SMS code']);
      await user.click(within(tabs).getByRole('tab', { name: 'SMS code' }));
      await user.type(screen.getByLabelText('Mobile number', { selector: 'input' }), '9171234567');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      const resend = await screen.findByRole('button', { name: /Resend in \d+ s/ });
      expect(resend).toBeDisabled();
      const code = lastSms('9171234567')?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);
      await user.type(screen.getByLabelText('Verification code', { selector: 'input' }), code);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(probe.member()).toBe('member01 0');
    });

    it('refuses to send a code to an invalid mobile number', async () => {
      const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, platformSms);
      await user.click(screen.getByRole('tab', { name: 'SMS code' }));
      await user.type(screen.getByLabelText('Mobile number', { selector: 'input' }), '12');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByText('Enter a valid mobile number')).toBeVisible();
      expect(lastSms('12')).toBeUndefined();
    });

    it('shows the server message in a warning with OK when the sms request fails', async () => {
      applyScenario('sms-rate-limited');
      const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, platformSms);
      await user.click(screen.getByRole('tab', { name: 'SMS code' }));
      await user.type(screen.getByLabelText('Mobile number', { selector: 'input' }), '9171234567');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      const warning = await screen.findByRole('dialog', { name: 'Could not send the code' });
      expect(within(warning).getByRole('alert')).toHaveTextContent('Too many requests, please retry after 5 minutes');
      await user.click(within(warning).getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('dialog', { name: 'Could not send the code' })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Mobile number', { selector: 'input' })).toHaveValue('9171234567');
    });

    it('offers free play when FREEPLAY3 is on and signs in a trial account', async () => {
      const { user } = await renderAuth(<LoginPopup onClose={() => {}} />, platformSms);
      await user.click(screen.getByRole('button', { name: 'Free play' }));
      await waitFor(() => expect(probe.member()).toMatch(/^trial\S+ 4$/));
    });
  });

  it('asks for the binding e-mail when the IP is unregistered, then signs in', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await signIn(user, 'newip02', 'Passw0rd!');
    const form = await screen.findByRole('form', { name: 'Confirm it is you' });
    await user.type(within(form).getByLabelText('Your binding email'), 'wrong@example.com');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The answer is not correct');
    await user.clear(within(form).getByLabelText('Your binding email'));
    await user.type(within(form).getByLabelText('Your binding email'), 'newip02@example.com');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(probe.member()).toBe('newip02 0'));
  });

  it('asks for the sms code sent to the masked number for a mobile challenge', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await signIn(user, 'newip01', 'Passw0rd!');
    const input = await screen.findByLabelText('Verification code sent to 917****580');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await user.type(input, lastSms('9171234580')?.code ?? '');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(probe.member()).toBe('newip01 0'));
  });

  it('opens register and forgot password from its links', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(probe.popup()).toBe('forgotPassword {}');
    await user.click(screen.getByRole('button', { name: 'No account? Register' }));
    expect(probe.popup()).toBe('register {}');
  });

  it('shows the network message and keeps the form when the sandbox is offline', async () => {
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    await waitFor(() => expect(screen.getByRole('slider', { name: /security check/i })).not.toHaveAttribute('aria-disabled'));
    applyScenario('api-offline');
    await signIn(user, 'member01', 'Passw0rd!');
    // The refused attempt also spent the slider's puzzle, whose new one cannot load offline either: two alerts.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Network link abnormal, please try again later.'),
    );
    expect(screen.getByLabelText('Username', { selector: 'input' })).toHaveValue('member01');
  });

  it("shows the first w_login banner of the notice call the site already makes", async () => {
    await renderAuth(<LoginPopup onClose={() => {}} />);
    const first = allBanners().filter((b) => b.groupName === 'w_login').toSorted((a, b) => a.sequence - b.sequence)[0]!;
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Sign in' }).querySelector('img.auth-banner')).toHaveAttribute('src', first.url));
  });

  it("loads the sign-in providers' scripts when the popup opens, before any click", async () => {
    const { merchant } = await renderAuth(<LoginPopup onClose={() => {}} />, { brand: 'goldenlotus' });
    const urls = [merchant.identity.google?.scriptUrl, merchant.identity.facebook?.scriptUrl];
    expect(urls.every(Boolean)).toBe(true);
    await waitFor(() => {
      const loaded = Array.from(document.head.querySelectorAll('script'), (script) => script.getAttribute('src'));
      for (const url of urls) expect(loaded).toContain(url);
    });
  });

  it('says the security check could not load and loads a new one on Retry', async () => {
    applyScenario('api-offline');
    const { user } = await renderAuth(<LoginPopup onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The security check could not load');
    expect(screen.getByRole('slider', { name: /security check/i })).toHaveAttribute('aria-disabled', 'true');
    applyScenario('normal');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await signIn(user, 'member01', 'Passw0rd!');
    await waitFor(() => expect(probe.member()).toBe('member01 0'));
  });
});
