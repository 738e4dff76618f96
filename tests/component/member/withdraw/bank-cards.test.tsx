import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import naughty from '../../../fixtures/naughty-strings.json';
import { findMember, resetStore } from '../../../../sandbox/store';
import { setWithdrawSettings } from '../../../../sandbox/operations/withdraw';
import { renderWithdraw } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

async function openCards(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Bank cards' }));
  return screen.findByRole('heading', { name: 'Bank cards and e-wallets' });
}

describe('Bank cards', () => {
  it('member02 adds a first card, which sets the fund password with its confirmation, and sees it masked', async () => {
    const user = userEvent.setup();
    await renderWithdraw({ account: 'member02' });
    // No card yet: the withdrawal sends the member to add one.
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    expect(await screen.findByRole('heading', { name: 'Bank cards and e-wallets' })).toBeVisible();
    expect(screen.getByText('No card yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));

    const form = screen.getByRole('form', { name: 'Add a card' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank or e-wallet' }), 'BDO Unibank');
    await user.type(within(form).getByRole('textbox', { name: 'Account holder name' }), 'Maria Santos');
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '1234567890');
    const newPassword = within(form).getByLabelText('New fund password');
    expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await user.type(newPassword, '135790');
    await user.type(within(form).getByLabelText('Confirm fund password'), '135791');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('The two fund passwords do not match.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Account number' })).toHaveValue('1234567890');

    await user.clear(within(form).getByLabelText('Confirm fund password'));
    await user.type(within(form).getByLabelText('Confirm fund password'), '135790');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));

    const list = await screen.findByRole('list', { name: 'Your cards' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('**** 7890')).toBeVisible();
    expect(within(list).getByText(/M\*+ S\*+/)).toBeVisible();
    expect(within(list).queryByText(/1234567890/)).not.toBeInTheDocument();
    expect(screen.getByText('Card added.')).toBeVisible();
    expect(findMember('member02')!.fundPassword).toBe('135790');

    // The next binding asks for the fund password once and shows the bound payee masked and read-only.
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const next = screen.getByRole('form', { name: 'Add a card' });
    const payee = within(next).getByRole('textbox', { name: 'Account holder name' });
    expect(payee).toHaveAttribute('readonly');
    expect(payee).toHaveValue('M**** S*****');
    expect(within(next).getByLabelText('Fund password')).toHaveAttribute('autocomplete', 'off');
    expect(within(next).queryByLabelText('Confirm fund password')).not.toBeInTheDocument();
  });

  it('asks for the branch fields a rural bank needs', async () => {
    const user = userEvent.setup();
    await renderWithdraw();
    await openCards(user);
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    expect(within(form).queryByRole('textbox', { name: 'Province' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank or e-wallet' }), 'CARD Bank');
    await user.type(within(form).getByRole('textbox', { name: 'Account number' }), '5550001112');
    await user.type(within(form).getByLabelText('Fund password'), '246802');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('Enter the province.')).toBeVisible();
    expect(within(form).getByText('Enter the city.')).toBeVisible();
    expect(within(form).getByText('Enter the branch area.')).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: 'Province' }), 'Nueva Ecija');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Cabanatuan');
    await user.type(within(form).getByRole('textbox', { name: 'Branch area' }), 'Sangitan');
    await user.type(within(form).getByLabelText('Fund password'), '246802');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('CARD Bank')).toBeVisible();
  });

  it('deletes a card after the fund password is entered again', async () => {
    const user = userEvent.setup();
    await renderWithdraw();
    await openCards(user);
    await user.click(screen.getByRole('button', { name: 'Delete BDO Unibank **** 4821' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete card' });
    const password = within(dialog).getByLabelText('Fund password');
    await user.type(password, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await within(dialog).findByText('The fund password is wrong. Try again.')).toBeVisible();
    expect(findMember('member01')!.cards).toHaveLength(1);
    await user.type(password, '246802');
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card deleted.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No card yet.')).toBeVisible());
    expect(findMember('member01')!.cards).toHaveLength(0);
  });

  it('stops adding at the card limit', async () => {
    const user = userEvent.setup();
    setWithdrawSettings({ maxCardCount: 2 });
    const member = findMember('member01')!;
    member.cards.push({ ...member.cards[0]!, bankCardId: 555, bankName: 'GCash', bankCode: 'GCASH', cardNumber: '09171112222', methodGroupType: 'E' });
    await renderWithdraw();
    await openCards(user);
    expect(screen.getByText('2 of 2 cards added')).toBeVisible();
    expect(screen.getByText('You have added the most cards allowed (2). Delete one to add another.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a card' })).not.toBeInTheDocument();
  });

  it('keeps naughty strings in every add-card text field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderWithdraw({ account: 'member02' });
    await openCards(user);
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Bank or e-wallet' }), 'CARD Bank');
    const inputs = Array.from(form.querySelectorAll('input'));
    expect(inputs.length).toBeGreaterThanOrEqual(6);
    for (const text of naughty.strings) {
      for (const input of inputs) {
        fireEvent.change(input, { target: { value: text } });
        expect(input).toHaveValue(text.replace(/[\r\n]/g, ''));
      }
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('This account number does not look right for the chosen bank.')).toBeVisible();
    expect(findMember('member02')!.cards).toHaveLength(0);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
