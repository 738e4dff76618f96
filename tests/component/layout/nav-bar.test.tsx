import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildNav, NavBar, NavBarView } from '@/features/layout';
import { liveVendors, sandboxLikeLanes } from '@/features/layout/fixtures';
import { server } from '../../../sandbox/node';
import { defaultBrand, renderLayout } from './render';

function serveMenu(lanes = sandboxLikeLanes, referral = true) {
  server.use(
    http.get('*/wps/relay/GCSGAME_newGameVendor', () =>
      HttpResponse.json({ success: true, message: null, value: { data: { lanes } } }),
    ),
    http.get('*/wps/relay/PROMOFE_getReferralPromo', () =>
      HttpResponse.json({ success: true, message: null, value: { enabled: referral } }),
    ),
  );
}

const navigation = () => screen.getByRole('navigation', { name: 'Games' });
const itemNames = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('NavBar', () => {
  it('shows Home, the categories in rule order, Promotions and Invite friends', async () => {
    serveMenu();
    await renderLayout(<NavBar />);
    await waitFor(() => expect(within(navigation()).getByRole('link', { name: 'Invite friends' })).toBeInTheDocument());
    expect(itemNames()).toEqual([
      'Home',
      'Lottery',
      'Live Casino',
      'Sports',
      'E-Sports',
      'Cockfight',
      'Slots',
      'Bingo',
      'Fishing',
      'Promotions',
      'Invite friends',
    ]);
  });

  it.each([
    { code: 'luckystar', bingoAfter: 'Slots', tail: ['Promotions', 'Invite friends'] },
    { code: 'goldenlotus', bingoAfter: 'Lottery', tail: ['Promotions'] },
  ])('follows the $code rules over the sandbox menu', async ({ code, bingoAfter, tail }) => {
    const { getMerchant } = await import('@/merchant');
    await renderLayout(<NavBar />, { merchant: getMerchant(code)! });
    await waitFor(() => expect(navigation()).not.toHaveAttribute('aria-busy'));
    const names = itemNames();
    expect(names[0]).toBe('Home');
    const sports = names.indexOf('Sports');
    expect(names.slice(sports, sports + 3)).toEqual(['Sports', 'E-Sports', 'Cockfight']);
    expect(names[names.indexOf(bingoAfter) + 1]).toBe('Bingo');
    expect(names.slice(names.indexOf('Promotions'))).toEqual(tail);
  });

  it('leaves out Invite friends when no referral promo is enabled', async () => {
    serveMenu(sandboxLikeLanes, false);
    await renderLayout(<NavBar />);
    await waitFor(() => expect(within(navigation()).getByRole('link', { name: 'Lottery' })).toBeInTheDocument());
    expect(within(navigation()).queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it('shows a loading placeholder, then the items', async () => {
    serveMenu();
    await renderLayout(<NavBar />);
    expect(navigation()).toHaveAttribute('aria-busy', 'true');
    expect(navigation()).toHaveTextContent('Loading games');
    await waitFor(() => expect(navigation()).not.toHaveAttribute('aria-busy'));
  });

  it('offers only Home and Promotions when the game menu fails', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_newGameVendor', () => HttpResponse.error()),
      http.get('*/wps/relay/PROMOFE_getReferralPromo', () =>
        HttpResponse.json({ success: true, message: null, value: { enabled: true } }),
      ),
    );
    await renderLayout(<NavBar />);
    await waitFor(() => expect(navigation()).not.toHaveAttribute('aria-busy'));
    expect(itemNames()).toEqual(['Home', 'Promotions']);
  });

  it('opens and closes a category’s vendors with its disclosure button', async () => {
    serveMenu();
    const user = userEvent.setup();
    await renderLayout(<NavBar />);
    const toggle = await screen.findByRole('button', { name: 'Show Live Casino vendors' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Live Casino vendors' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Live Casino vendors' });
    expect(within(list).getAllByRole('link').map((l) => l.textContent)).toEqual(['EVO Live', 'SA Live', 'AG Live']);
    expect(within(list).getByRole('link', { name: 'EVO Live' })).toHaveAttribute('href', '/live?vendor=EVO');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Live Casino vendors' })).not.toBeInTheDocument();
  });

  it('opens by keyboard, lets focus into the tiles, and closes on Escape', async () => {
    serveMenu();
    const user = userEvent.setup();
    await renderLayout(<NavBar />);
    const toggle = await screen.findByRole('button', { name: 'Show Sports vendors' });
    within(navigation()).getByRole('link', { name: 'Sports' }).focus();
    await user.tab();
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    const list = screen.getByRole('list', { name: 'Sports vendors' });
    await user.tab();
    expect(within(list).getByRole('link', { name: 'SABA Sports' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Sports vendors' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    serveMenu();
    const user = userEvent.setup();
    await renderLayout(<NavBar />);
    const link = await within(navigation()).findByRole('link', { name: 'Slots' });
    await user.hover(link);
    expect(screen.getByRole('list', { name: 'Slots vendors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?vassalage=PG');
    await user.unhover(link);
    expect(screen.queryByRole('list', { name: 'Slots vendors' })).not.toBeInTheDocument();
  });

  it('keeps a hover-opened drop-down open when its button is clicked', async () => {
    serveMenu();
    const user = userEvent.setup();
    await renderLayout(<NavBar />);
    const toggle = await screen.findByRole('button', { name: 'Show Fishing vendors' });
    await user.hover(within(navigation()).getByRole('link', { name: 'Fishing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(toggle);
    expect(screen.getByRole('list', { name: 'Fishing vendors' })).toBeInTheDocument();
  });

  it('has no drop-down for Home, Bingo, Promotions or Invite friends', async () => {
    serveMenu();
    await renderLayout(<NavBar />);
    await within(navigation()).findByRole('link', { name: 'Invite friends' });
    const toggles = within(navigation())
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(toggles).toEqual([
      'Show Lottery vendors',
      'Show Live Casino vendors',
      'Show Sports vendors',
      'Show E-Sports vendors',
      'Show Cockfight vendors',
      'Show Slots vendors',
      'Show Fishing vendors',
    ]);
  });

  it('marks the item of the current page', async () => {
    serveMenu();
    await renderLayout(<NavBar />, { route: '/live' });
    const live = await within(navigation()).findByRole('link', { name: 'Live Casino' });
    expect(live).toHaveAttribute('aria-current', 'page');
    expect(within(navigation()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows 11 of 12 vendors and a More tile that opens the category page', async () => {
    const user = userEvent.setup();
    const items = buildNav([{ title: 'LIVE', cards: liveVendors(12) }], defaultBrand(), { referralPromo: false });
    await renderLayout(<NavBarView items={items} vendorCap={11} />);
    await user.click(screen.getByRole('button', { name: 'Show Live Casino vendors' }));
    const list = screen.getByRole('list', { name: 'Live Casino vendors' });
    const tiles = within(list).getAllByRole('link');
    expect(tiles).toHaveLength(12);
    expect(tiles.at(-1)).toHaveAccessibleName('More Live Casino vendors');
    expect(tiles.at(-1)).toHaveAttribute('href', '/live');
    expect(within(list).queryByRole('link', { name: 'VIVO Live' })).not.toBeInTheDocument();

    await user.click(tiles.at(-1)!);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/live');
  });

  describe('when the items do not fit the bar', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
    });

    it('offers back and forward buttons, each disabled at its end of the row', async () => {
      // jsdom has no layout: a row 400 px wide holding 1,000 px of items.
      let left = 0;
      const row = (el: HTMLElement) => el.classList.contains('layout-nav__list');
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return row(this) ? 400 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return row(this) ? 1000 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => left);
      HTMLElement.prototype.scrollBy = function (this: HTMLElement, options?: ScrollToOptions | number) {
        left = Math.min(600, Math.max(0, left + (typeof options === 'object' ? (options.left ?? 0) : 0)));
        this.dispatchEvent(new Event('scroll'));
      } as HTMLElement['scrollBy'];
      const user = userEvent.setup();
      serveMenu();
      await renderLayout(<NavBar />);
      const forward = await within(navigation()).findByRole('button', { name: 'Scroll the game menu right' });
      const back = within(navigation()).getByRole('button', { name: 'Scroll the game menu left' });
      expect(back).toBeDisabled();
      expect(forward).toBeEnabled();
      // The keyboard reaches the items themselves; the buttons are for a pointer.
      expect(forward).toHaveAttribute('tabindex', '-1');

      await user.click(forward);
      expect(left).toBe(300);
      expect(back).toBeEnabled();
      await user.click(forward);
      expect(forward).toBeDisabled();
      await user.click(back);
      expect(left).toBe(300);
      expect(forward).toBeEnabled();
    });
  });

  it('has no scroll buttons when every item fits', async () => {
    serveMenu();
    await renderLayout(<NavBar />);
    await within(navigation()).findByRole('link', { name: 'Invite friends' });
    expect(within(navigation()).queryByRole('button', { name: /Scroll the game menu/ })).not.toBeInTheDocument();
  });

  it('shows 3 vendors without a More tile', async () => {
    const user = userEvent.setup();
    const items = buildNav([{ title: 'LIVE', cards: liveVendors(3) }], defaultBrand(), { referralPromo: false });
    await renderLayout(<NavBarView items={items} vendorCap={11} />);
    await user.click(screen.getByRole('button', { name: 'Show Live Casino vendors' }));
    const list = screen.getByRole('list', { name: 'Live Casino vendors' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(within(list).queryByRole('link', { name: /More/ })).not.toBeInTheDocument();
  });
});
