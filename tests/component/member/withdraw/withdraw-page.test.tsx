import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import naughty from '../../../fixtures/naughty-strings.json';
import { findMember, resetStore } from '../../../../sandbox/store';
import { force, headerBalance, renderWithdraw } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

async function amountField(): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name: 'Withdrawal amount' });
}

/** Types an amount, goes on, enters the fund password and goes on to the confirmation. */
async function fillUpToConfirmation(user: ReturnType<typeof userEvent.setup>, amount: string, password: string) {
  await user.type(await amountField(), amount);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Fund password'), password);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Confirm withdrawal' });
}

describe('Withdraw page', () => {
  it('member01 withdraws with a wrong then the right fund password and the header balance drops', async () => {
    const user = userEvent.setup();
    await renderWithdraw();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱1,500.50'));
    expect(await screen.findByRole('radio', { name: /BDO Unibank \*\*\*\* 4821/ })).toBeChecked();

    await fillUpToConfirmation(user, '1000', '111111');
    const rows = screen.getByRole('region', { name: 'Confirm withdrawal' });
    expect(within(rows).getByText('₱1,000.00')).toBeVisible();
    expect(within(rows).getByText('₱15.00')).toBeVisible();
    expect(within(rows).getByText('₱985.00')).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Withdraw' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the account and the amounts' }));
    await user.click(confirm);

    const password = await screen.findByLabelText('Fund password');
    expect(await screen.findByText('The fund password is wrong. Try again.')).toBeVisible();
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText('Withdrawal of ₱1,000.00')).toBeVisible();
    expect(headerBalance()).toHaveTextContent('₱1,500.50');

    await user.type(password, '246802');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I have checked the account and the amounts' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱500.50'));
    const stored = findMember('member01')!;
    expect(stored.withdrawals.map((w) => [w.amount, w.status])).toEqual([[1000, 'SUBMITTED']]);
  });

  it('sends one withdrawal for a double click on Withdraw', async () => {
    const user = userEvent.setup();
    await renderWithdraw();
    await fillUpToConfirmation(user, '200', '246802');
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the account and the amounts' }));
    await user.dblClick(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByRole('heading', { name: 'Withdrawal submitted' });
    expect(findMember('member01')!.withdrawals).toHaveLength(1);
  });

  it('puts an amount outside min/max or above what is available under the field and keeps the text', async () => {
    const user = userEvent.setup();
    await renderWithdraw();
    const field = await amountField();
    for (const [text, message] of [
      ['50', 'The minimum amount is ₱100.00'],
      ['60000', 'The maximum amount is ₱50,000.00'],
      ['1600', 'The amount is more than you can withdraw now.'],
    ] as const) {
      await user.clear(field);
      await user.type(field, text);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(field).toHaveValue(text);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.queryByLabelText('Fund password')).not.toBeInTheDocument();
  });

  it('shows turnover01 the turnover still to play by game type', async () => {
    const user = userEvent.setup();
    await renderWithdraw({ account: 'turnover01' });
    await fillUpToConfirmation(user, '500', '246802');
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the account and the amounts' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Turnover not reached yet' })).toBeVisible();
    expect(screen.getByText('Required ₱7,000.00, played ₱3,250.50.')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Turnover by game type' });
    const rng = within(table).getByRole('row', { name: /RNG/ });
    expect(within(rng).getAllByRole('cell').map((c) => c.textContent)).toEqual(['₱5,000.00', '₱1,250.50', '₱3,749.50']);
    expect(within(within(table).getByRole('row', { name: /LIVE/ })).getByText('Done')).toBeVisible();
  });

  it('lists the missing profile information with links to the security centre', async () => {
    const user = userEvent.setup();
    await renderWithdraw({ account: 'incomplete01' });
    await fillUpToConfirmation(user, '500', '246802');
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the account and the amounts' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Complete your profile first' })).toBeVisible();
    const links = screen.getAllByRole('link').filter((l) => l.closest('.withdraw__missing'));
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Nickname', '/member/securityCenter'],
      ['Mobile number', '/member/securityCenter'],
    ]);
    await user.click(links[1]!);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/securityCenter');
  });

  it('marks frozen01 card frozen and refuses to go on without a usable card', async () => {
    const user = userEvent.setup();
    await renderWithdraw({ account: 'frozen01' });
    const card = await screen.findByRole('radio', { name: /BDO Unibank/ });
    expect(card).toBeDisabled();
    expect(screen.getByText('Frozen')).toBeVisible();
    await user.type(await amountField(), '500');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose where the money goes.')).toBeVisible();
  });

  it('shows the frozen-card screen when the platform refuses the card', async () => {
    const user = userEvent.setup();
    await renderWithdraw();
    await fillUpToConfirmation(user, '500', '246802');
    await force('POST /wps/v2/transaction/withdraw', 'bank_card_is_frozen');
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the account and the amounts' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/This card is frozen/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose another card' }));
    expect(await screen.findByRole('radio', { name: /BDO Unibank/ })).toBeDisabled();
    expect(await amountField()).toHaveValue('500');
  });

  it.each([
    ['required_deposit_amount_not_reached', /reach the required deposit amount/],
    ['promotion_turnover_not_enough', /promotion you joined still needs turnover/],
  ])('explains the %s refusal and goes back to the form', async (code, text) => {
    const user = userEvent.setup();
    await renderWithdraw();
    await fillUpToConfirmation(user, '500', '246802');
    await force('POST /wps/v2/transaction/withdraw', code);
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the account and the amounts' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(text)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await amountField()).toHaveValue('500');
  });

  it('shows a failed settings call with Retry', async () => {
    const user = userEvent.setup();
    await force('GET /wps/relay/MCSFE_getWithdrawSettings', 'system.busy');
    await renderWithdraw();
    expect(await screen.findByText('system.busy')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await amountField()).toBeVisible();
  });

  it('keeps naughty strings in the amount and fund password fields and runs nothing', async () => {
    const user = userEvent.setup();
    await renderWithdraw();
    const field = await amountField();
    for (const text of naughty.strings) {
      fireEvent.change(field, { target: { value: text } });
      // A single-line input drops line breaks; everything else is kept as typed.
      expect(field).toHaveValue(text.replace(/[\r\n]/g, ''));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(field).toHaveValue(naughty.strings.at(-1)!.replace(/[\r\n]/g, ''));
    expect(screen.queryByLabelText('Fund password')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '500');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const password = await screen.findByLabelText('Fund password');
    for (const text of naughty.strings) {
      fireEvent.change(password, { target: { value: text } });
      expect(password).toHaveValue(text.replace(/[\r\n]/g, ''));
    }
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
