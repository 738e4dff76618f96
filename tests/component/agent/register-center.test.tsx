import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, session } from '@/api';
import { RegisterCenter } from '@/features/agent/register-center/register-center';
import { getMerchant } from '@/merchant';
import { Toaster } from '@/ui/toast';
import { AppProviders, prepareApp } from '../../support/app-providers';
import { findMember, lastCaptcha, resetStore } from '../../../sandbox/store';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const PAGE = '/agentHome/registerCenter';

/** Signs `account` in against the sandbox and draws the open-account page at `route`. */
async function renderPage(route = PAGE, { account = 'agent01', flags = {} as Record<string, boolean> } = {}) {
  const merchant = getMerchant('luckystar')!;
  await prepareApp(merchant, 'EN');
  configureApi({ merchantCode: merchant.code, encryption: merchant.encryption });
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username: account, password: 'Passw0rd!', type: 'username' } });
  session.setToken(token);
  const stored = findMember(account)!;
  return render(
    <AppProviders merchant={merchant} flags={{ ...merchant.whitelabel, ...flags }} member={{ id: stored.id, account: stored.account, type: stored.type }} route={route}>
      <Routes>
        <Route path="/agentHome/:page" element={<RegisterCenter />} />
      </Routes>
      <Toaster />
    </AppProviders>,
  );
}

/** The links on screen (toasts are list items too). */
const linkItems = () => within(screen.getByRole('list', { name: 'Your referral links' })).getAllByRole('listitem');

/** Registers through the register call as the register popup does, with the code the link carries. */
async function registerWith(username: string, affiliateCode: string) {
  session.clear();
  await api.GET('/wps/captcha');
  await api.PUT('/wps/member/register', { body: { username, password: 'Secret123', confirmPassword: 'Secret123', affiliateCode, captcha: lastCaptcha() ?? '' } });
}

/** Signs in with a username and password through the sandbox, as the sign-in popup does: the new account's token. */
async function signIn(username: string, password: string): Promise<string> {
  session.clear();
  const { token } = await api.POST('/wps/session/login', { body: { username, password, type: 'username' } });
  return token;
}

describe('Open account (registerCenter)', () => {
  it('opens an agent account below agent01 with the register rules, shows its details once, and the account can sign in', async () => {
    const user = userEvent.setup();
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Open account' });
    const types = screen.getByRole('group', { name: 'Account type' });
    expect(within(types).getAllByRole('radio').map((radio) => radio.parentElement!.textContent)).toEqual(['Member', 'Agent (type 1)', 'Agent (type 2)']);
    // The register popup's own rule and message: a username starts with a letter.
    await user.type(within(form).getByLabelText('Username'), '9lives');
    await user.type(within(form).getByLabelText('Password'), 'Secret123');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    await waitFor(() => expect(within(form).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('Username')).toHaveAccessibleDescription(/starting with a letter/);
    expect(within(form).queryByLabelText(/captcha/i)).toBeNull();
    expect(within(form).queryByRole('checkbox')).toBeNull();

    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'opened77');
    await user.click(within(types).getByRole('radio', { name: 'Agent (type 2)' }));
    await user.click(within(form).getByRole('button', { name: 'Open account' }));

    const done = await screen.findByRole('heading', { name: 'Account opened77 is open' });
    await waitFor(() => expect(done).toHaveFocus());
    const details = done.closest('section')!;
    expect(within(details).getByText('Secret123')).toBeVisible();
    expect(within(details).getByText('Agent (type 2)')).toBeVisible();
    for (const name of ['Copy Username', 'Copy Password', 'Copy Sign in at', 'Copy all details']) expect(within(details).getByRole('button', { name })).toBeVisible();

    const opened = findMember('opened77')!;
    expect(opened.parentId).toBe(findMember('agent01')!.id);
    expect(opened.type).toBe(2);
    expect(await signIn('opened77', 'Secret123')).toMatch(/^sbx-/);

    // Back to an empty form; the same username again is refused with the register popup's text.
    await user.click(screen.getByRole('button', { name: 'Open another account' }));
    const again = await screen.findByRole('form', { name: 'Open account' });
    expect(within(again).getByLabelText('Username')).toHaveValue('');
  });

  it('refuses a username that is taken with the register popup text, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Open account' });
    await user.type(within(form).getByLabelText('Username'), 'agent01m1');
    await user.type(within(form).getByLabelText('Password'), 'Secret123');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret123');
    await user.click(within(form).getByRole('button', { name: 'Open account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(within(form).getByLabelText('Username')).toHaveValue('agent01m1');
  });

  it('offers a type-41 agent members only, as text rather than a choice', async () => {
    await renderPage(PAGE, { account: 'agent41' });
    await screen.findByRole('form', { name: 'Open account' });
    expect(screen.queryByRole('group', { name: 'Account type' })).toBeNull();
    expect(screen.getByText('Account type')).toBeVisible();
    expect(screen.getByText('Member')).toBeVisible();
  });
});

describe('Referral links (registerCenter)', () => {
  it('lists the links with their counts, creates one within the rebate ceilings, counts a registration through it and deletes it', async () => {
    const user = userEvent.setup();
    await renderPage(`${PAGE}?tab=links`);
    expect(await screen.findByRole('tab', { name: 'Referral links' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'Your referral links' });
    const seeded = linkItems();
    expect(seeded).toHaveLength(2);
    expect(within(seeded[0]!).getByText('Registered').nextElementSibling).toHaveTextContent('6');
    expect(within(seeded[1]!).getByText('Agent (type 2)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a referral link' });
    await user.click(within(dialog).getByRole('radio', { name: '90 days' }));
    await user.type(within(dialog).getByLabelText('Slots (%)'), '1.5');
    await user.type(within(dialog).getByLabelText('Live casino (%)', { exact: false }), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('At most 1.2%')).toBeVisible();
    expect(within(dialog).getByLabelText('Slots (%)')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText('Slots (%)'));
    await user.type(within(dialog).getByLabelText('Slots (%)'), '1.2');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(/^Link LK\w+ created$/)).toBeVisible();

    await waitFor(() => expect(linkItems()).toHaveLength(3));
    const created = linkItems()[0]!;
    const code = within(created).getByRole('heading').textContent!.replace('Link ', '');
    expect(within(created).getByText(/Slots 1\.2%/)).toBeVisible();
    expect(within(created).getByText(new RegExp(`^https?://[^/]+/register\\?affiliateCode=${code}$`))).toBeVisible();
    expect(within(created).getByRole('button', { name: `Copy link ${code}` })).toBeVisible();
    expect(within(created).getByRole('button', { name: `Copy code ${code}` })).toBeVisible();

    // Someone registers with the link's code (the register popup sends it as affiliateCode): below agent01, counted.
    session.clear();
    const check = await api.GET('/wps/agent/affiliate', { params: { query: { affiliateCode: code } } });
    expect(check.valid).toBe(true);
    await registerWith('linked01', code);
    expect(findMember('linked01')!.parentId).toBe(findMember('agent01')!.id);
    session.setToken(await signIn('agent01', 'Passw0rd!'));

    await user.click(screen.getByRole('tab', { name: 'Registered through links' }));
    await user.click(screen.getByRole('tab', { name: 'Referral links' }));
    await screen.findByRole('list', { name: 'Your referral links' });
    await waitFor(() => expect(within(linkItems()[0]!).getByText('Registered').nextElementSibling).toHaveTextContent('1'));

    await user.click(within(linkItems()[0]!).getByRole('button', { name: `Registered accounts of link ${code}` }));
    const table = await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Registered through' })).toHaveDisplayValue(`Link ${code}`);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: 'linked01' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Referral links' }));
    await screen.findByRole('list', { name: 'Your referral links' });
    const first = linkItems()[0]!;
    await user.click(within(first).getByRole('button', { name: `Delete link ${code}` }));
    const confirm = await screen.findByRole('dialog', { name: `Delete link ${code}?` });
    expect(confirm).toHaveTextContent('The 1 accounts already registered through it stay in your team.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete link' }));
    expect(await screen.findByText(`Link ${code} deleted`)).toBeVisible();
    await waitFor(() => expect(linkItems()).toHaveLength(2));
    session.clear();
    expect((await api.GET('/wps/agent/affiliate', { params: { query: { affiliateCode: code } } })).valid).toBe(false);
  });

  it('registering through an agent link opens an agent of its type', async () => {
    session.clear();
    const token = await signIn('agent01', 'Passw0rd!');
    session.setToken(token);
    const link = await api.POST('/wps/relay/MCSFE_createAffiliateUrl', { body: { linkType: 'agent', agentType: 2, expiryDays: 0, rebateSettings: [] } });
    expect(link.expireTime).toBeNull();
    await registerWith('linkedagent', link.affiliateCode);
    expect(findMember('linkedagent')!.type).toBe(2);
    session.setToken(token);
    await expect(api.POST('/wps/relay/MCSFE_createAffiliateUrl', { body: { linkType: 'member', expiryDays: 7, rebateSettings: [{ productType: 'PVP', rate: 0.1 }] } }))
      .rejects.toMatchObject({ message: 'rebate.rate.exceeded' });
  });

  it('without AFFMAN3 shows the links without delete and no registered-accounts tab', async () => {
    await renderPage(`${PAGE}?tab=links`, { flags: { AFFMAN3: false } });
    await screen.findByRole('list', { name: 'Your referral links' });
    expect(within(linkItems()[0]!).queryByRole('button', { name: /^Delete link/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Registered through links' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeVisible();
  });
});
