import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/api';
import type { Banner } from '@/features/home/api/notice-content';
import { BannerSlide } from '@/features/home/components/banner-slide';
import { getMerchant, type Merchant } from '@/merchant';
import { catalog } from '../../../sandbox/seed/catalog';
import { resetStore } from '../../../sandbox/store';
import { renderGames } from '../games/render';

const merchant = getMerchant('luckystar') as Merchant;
const slot = catalog().find((g) => g.vassalage === 'PG' && g.isGame === '1')!;
const base = { url: '/b.svg', groupName: 'w_home', linkageType: 'GAME' };

/** The home carousel's slide, as a person clicks it (the games tests' render: shell providers and probes). */
async function renderBanner(banner: Banner, account?: string) {
  await renderGames(<BannerSlide banner={banner} alt="banner" categories={merchant.categories} />, account ? { account } : {});
}

afterEach(() => {
  resetStore();
  session.clear();
});

describe('BannerSlide', () => {
  it('starts a game banner\'s game in the game frame for a member, named after its vendor, without leaving the page', async () => {
    await renderBanner({ ...base, gameType: 'RNG', vendor: 'PG', nodeId: slot.nodeId } as Banner, 'member01');
    const popup = screen.getByRole('status', { name: 'popup' });
    // The vendor menu (loading alongside) names the game: click until it has.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('link', { name: 'banner' }));
      expect(popup).toHaveTextContent(/"name":"PG Soft"/);
    });
    expect(popup).toHaveTextContent(new RegExp(`^gameFrame .*"nodeId":${slot.nodeId}.*"accountType":1`));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('asks a visitor to sign in', async () => {
    await renderBanner({ ...base, gameType: 'RNG', vendor: 'PG', nodeId: slot.nodeId } as Banner);
    fireEvent.click(screen.getByRole('link', { name: 'banner' }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^login/);
  });

  it('tells a trial account a real account is needed', async () => {
    await renderBanner({ ...base, gameType: 'RNG', vendor: 'PG', nodeId: slot.nodeId } as Banner, 'trial01');
    fireEvent.click(screen.getByRole('link', { name: 'banner' }));
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^needTrueAccount/);
  });

  it('sends a member to the game\'s own page when it has one', async () => {
    await renderBanner({ ...base, gameType: 'SPORTS', vendor: 'FB', nodeId: 3 } as Banner, 'member01');
    fireEvent.click(screen.getByRole('link', { name: 'banner' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/fbSports');
  });

  it('leaves other banners to their link', async () => {
    await renderBanner({ ...base, linkageType: 'INTERNAL', linkage: '/help' } as Banner, 'member01');
    fireEvent.click(screen.getByRole('link', { name: 'banner' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/help');
    expect(screen.getByRole('status', { name: 'popup' })).toHaveTextContent(/^$/);
  });
});
