import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import naughty from '../../fixtures/naughty-strings.json';
import { recordsHistory } from '../../../sandbox/operations/records';
import { claimsOf, promotionsOf } from '../../../sandbox/seed/promotions';
import { cloneMember, findMember, resetStore } from '../../../sandbox/store';
import { renderPromotions } from './render';

beforeEach(() => resetStore());
vi.setConfig({ testTimeout: 30_000 });

const status = () => screen.getByRole('region', { name: 'Your status' });
const statusLoaded = () => screen.findByRole('region', { name: 'Your status' }, { timeout: 8000 });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'win.png', { type: 'image/png' });

describe('Promotion detail', () => {
  it('shows the rules sanitized and lets a member join once', async () => {
    const copy = cloneMember('member01')!;
    const { user } = await renderPromotions('/promotions?id=108', { account: copy.account });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky bet numbers in live casino' })).toBeVisible();
    const rules = screen.getByRole('region', { name: 'Rules and terms' });
    expect(await within(rules).findByText(/Turnover x5/)).toBeVisible();
    expect(rules.querySelector('script, [href^="javascript"]')).toBeNull();
    expect(within(rules).getByRole('link', { name: 'General terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(await within(status()).findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined Lucky bet numbers in live casino.')).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent('You have joined this promotion.'), { timeout: 5000 });
    expect(promotionsOf(copy.account).get(108)?.status).toBe('JOINED');
  });

  it('applies with a remark and an image; a remark over 140 characters is refused before sending', async () => {
    const copy = cloneMember('member01')!;
    const { user } = await renderPromotions('/promotions?id=103', { account: copy.account });
    const remark = await screen.findByRole('textbox', { name: 'Remark (optional)' });
    await user.type(remark, 'x'.repeat(141));
    expect(remark).toHaveAccessibleDescription('141 of 140 characters');
    await user.click(within(status()).getByRole('button', { name: 'Apply' }));
    expect(await within(status()).findByRole('alert')).toHaveTextContent('A remark is at most 140 characters.');
    expect(promotionsOf(copy.account).get(103)).toBeUndefined();
    await user.clear(remark);
    await user.type(remark, 'Won 600x on Fortune Gems 🎉');
    await user.upload(screen.getByLabelText(/Images \(optional\)/, { selector: 'input' }), png());
    expect(await screen.findByText('1 of 3 images chosen')).toBeInTheDocument();
    await user.click(within(status()).getByRole('button', { name: 'Apply' }));
    expect(await within(status()).findByText('Your application was sent and is waiting for review.')).toBeVisible();
    expect(promotionsOf(copy.account).get(103)).toMatchObject({ status: 'APPLYING', remarks: 'Won 600x on Fortune Gems 🎉', pictures: 1 });
  });

  it('keeps every naughty string in the remark as typed, counts it as a person does and sends it unchanged', async () => {
    const copy = cloneMember('member01')!;
    const { user } = await renderPromotions('/promotions?id=103', { account: copy.account });
    const remark = await screen.findByRole('textbox', { name: 'Remark (optional)' });
    for (const text of naughty.strings) {
      fireEvent.change(remark, { target: { value: text } });
      expect(remark).toHaveValue(text.replace(/\r\n?/g, '\n'));
      expect(screen.getByText(`${[...text].length} of 140 characters`)).toBeInTheDocument();
    }
    const sent = naughty.strings.find((text) => text.includes('<script>') && [...text].length <= 140)!;
    fireEvent.change(remark, { target: { value: sent } });
    await user.click(within(status()).getByRole('button', { name: 'Apply' }));
    expect(await within(status()).findByText('Your application was sent and is waiting for review.')).toBeVisible();
    expect(promotionsOf(copy.account).get(103)?.remarks).toBe(sent.trim());
    expect(document.querySelector('script')).toBeNull();
  });

  it('claims an issued reward into the main wallet and the transaction history', async () => {
    const copy = cloneMember('member01')!;
    const before = findMember(copy.account)!.balances.get(2)!;
    const { user } = await renderPromotions('/promotions?id=109', { account: copy.account });
    await statusLoaded();
    expect(await within(status()).findByText('Your reward of ₱120.00 is waiting to be claimed.')).toBeVisible();
    await user.click(within(status()).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('₱120.00 added to your main wallet.')).toBeVisible();
    expect(await within(status()).findByText('You have claimed this reward: ₱120.00.')).toBeVisible();
    expect(findMember(copy.account)!.balances.get(2)).toBeCloseTo(before + 120, 2);
    expect(recordsHistory(copy.account)!.transactions.at(-1)).toMatchObject({ code: 'dividend', amount: 12_000, remark: 'Fishing quest' });
    expect(claimsOf(copy.account).find((c) => c.promotionId === 109)?.status).toBe('C');
  });

  it('shows the raffle draw and claims the prize', async () => {
    const copy = cloneMember('member01')!;
    const { user } = await renderPromotions('/promotions?id=102', { account: copy.account });
    await statusLoaded();
    expect(await within(status()).findByText('You won ₱888.00')).toBeVisible();
    await user.click(within(status()).getByRole('button', { name: 'Claim the prize' }));
    expect(await within(status()).findByText('You have claimed this reward: ₱888.00.')).toBeVisible();
  });

  it('shows a rejection with its reason, and the statuses with nothing to do', async () => {
    const { user, unmount } = await renderPromotions('/promotions?id=120', { account: 'member01' });
    await statusLoaded();
    expect(await within(status()).findByText('Your application was rejected: Your birthday month is not this month.')).toBeVisible();
    unmount();
    await renderPromotions('/promotions?id=116', { account: 'member01' });
    await statusLoaded();
    expect(await within(status()).findByText('This promotion has not started yet. Come back when it opens.')).toBeVisible();
    expect(within(status()).queryByRole('button')).toBeNull();
    void user;
  });

  it('asks a visitor to sign in and a trial account for a real account, sending nothing', async () => {
    const { user, unmount } = await renderPromotions('/promotions?id=108');
    await statusLoaded();
    await user.click(await within(status()).findByRole('button', { name: 'Join' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('login /promotions?id=108');
    unmount();
    const trial = await renderPromotions('/promotions?id=108', { account: 'trial01' });
    await statusLoaded();
    await trial.user.click(await within(status()).findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('needTrueAccount /promotions?id=108'));
    expect(promotionsOf('trial01').size).toBe(0);
  });
});
