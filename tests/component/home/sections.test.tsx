import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BannerCarousel, { BannerCarouselView } from '@/features/home/sections/banner-carousel';
import NoticeBar from '@/features/home/sections/notice-bar';
import JackpotCounter from '@/features/home/sections/jackpot-counter';
import WinnerBoard from '@/features/home/sections/winner-board';
import PromoVideos, { PromoVideosView } from '@/features/home/sections/promo-videos';
import AppDownload from '@/features/home/sections/app-download';
import { LiveClock } from '@/features/home/components/live-clock';
import { JACKPOT_MAX, JACKPOT_MIN } from '@/features/home/jackpot';
import { brand, renderInApp } from '../sections/render';

const categories = brand().categories;

afterEach(() => {
  vi.useRealTimers();
});

describe('banner-carousel', () => {
  it('draws the first banner at once as a high-priority image of known size, even before the carousel code', async () => {
    const banners = [
      { url: '/wps/sandbox-assets/banner/1.svg', groupName: 'w_home', linkageType: 'NONE' },
      { url: '/wps/sandbox-assets/banner/2.svg', groupName: 'w_home', linkageType: 'NONE' },
    ];
    await renderInApp(<BannerCarouselView banners={banners} categories={categories} />);
    const first = screen.getByRole('img', { name: 'Promotion banner 1 of 2' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '400');
  });

  it('has its position and controls with the first banner, before the carousel code (a browser story moves it)', async () => {
    const banners = [1, 2, 3].map((n) => ({ url: `/wps/sandbox-assets/banner/${n}.svg`, groupName: 'w_home', linkageType: 'NONE' }));
    await renderInApp(<BannerCarouselView banners={banners} categories={categories} />);
    expect(screen.getByTestId('banner-position')).toHaveTextContent('1 / 3');
    for (const name of ['Previous banner', 'Pause banners', 'Next banner']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows only the banners of its group from the notice call', async () => {
    await renderInApp(<BannerCarousel group="w_promotions" screen="home" />);
    const region = await screen.findByRole('region', { name: 'Featured promotions' });
    await waitFor(() => expect(within(region).getAllByRole('img').length).toBeGreaterThan(0));
    for (const img of within(region).getAllByRole('img')) expect(img.getAttribute('alt')).toMatch(/of 4$/);
  });

  it('opens the link of a linked banner inside the site', async () => {
    const banners = [{ url: '/b.svg', groupName: 'w_home', linkageType: 'PROMO', redirect: 'PROMO', redirectPromotionId: 107 }];
    await renderInApp(<BannerCarouselView banners={banners} categories={categories} />);
    await userEvent.click(screen.getByRole('link', { name: 'Promotion banner 1 of 1' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/promotions?id=107');
  });

  it('opens an external banner in a new tab without access to the site', async () => {
    const banners = [{ url: '/b.svg', groupName: 'w_home', linkageType: 'EXTERNAL', externalLink: 'https://example.com/news' }];
    await renderInApp(<BannerCarouselView banners={banners} categories={categories} />);
    const link = screen.getByRole('link', { name: 'Promotion banner 1 of 1' });
    expect(link).toHaveAttribute('href', 'https://example.com/news');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows nothing for an empty group', async () => {
    const { container } = await renderInApp(<BannerCarouselView banners={[]} categories={categories} />);
    expect(container.querySelector('.banner-carousel')).toBeNull();
  });
});

describe('notice-bar', () => {
  it('scrolls the notice titles and opens the notice popup with them', async () => {
    await renderInApp(<NoticeBar />);
    const ticker = await screen.findByRole('button', { name: /Payment channel upgraded/ });
    await userEvent.click(ticker);
    const probe = screen.getByRole('status', { name: 'open popup' });
    expect(probe).toHaveTextContent('notice');
    expect(JSON.parse(probe.getAttribute('data-props')!).notices).toHaveLength(13);
  });

  it('asks for banners, player notices, popups and promotions on platform W', async () => {
    const seen: string[] = [];
    const { server } = await import('../../../sandbox/node');
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('MCSFE_getListAnnouncements')) seen.push(request.url);
    };
    server.events.on('request:start', listener);
    await renderInApp(<NoticeBar />);
    await screen.findByRole('button', { name: /Payment channel upgraded/ });
    server.events.removeListener('request:start', listener);
    const url = new URL(seen[0]!);
    expect(url.searchParams.get('types')).toBe('B,PL,PU,PR');
    expect(url.searchParams.get('platform')).toBe('W');
  });
});

describe('LiveClock', () => {
  it('shows DD/MM/YYYY HH:mm:ss and ticks every second', async () => {
    vi.useFakeTimers({ now: new Date(2026, 1, 3, 4, 5, 6), toFake: ['setInterval', 'clearInterval', 'Date'] });
    await renderInApp(<LiveClock />);
    expect(screen.getByText('03/02/2026 04:05:06')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('03/02/2026 04:05:07')).toBeInTheDocument();
  });
});

describe('jackpot-counter', () => {
  it('shows a number between 11e9 and 12e9 with 2 decimals that grows on its own, without announcing it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderInApp(<JackpotCounter start={11_000_000_000} />);
    const value = screen.getByText('11,000,000,000.00');
    expect(value).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(5000));
    const grown = Number(value.textContent!.replace(/,/g, ''));
    expect(grown).toBeGreaterThanOrEqual(JACKPOT_MIN + 100);
    expect(grown).toBeLessThanOrEqual(JACKPOT_MAX);
    expect(value.textContent).toMatch(/\.\d{2}$/);
  });
});

describe('winner-board', () => {
  it('lists 20 winners with player, game, prize rounded down and time, cached for the session', async () => {
    await renderInApp(<WinnerBoard />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Player', 'Game', 'Prize', 'Time']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(within(row).getAllByRole('cell')[2]!.textContent).toMatch(/^₱\d{1,3}(,\d{3})*$/);
    expect(Object.keys(sessionStorage).some((k) => k.includes('session:winners:EN'))).toBe(true);
  });

  it('offers a pause for the moving list', async () => {
    await renderInApp(<WinnerBoard />);
    const pause = await screen.findByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('promo-videos', () => {
  it('shows a play button for each video banner and loads the privacy-enhanced player only when it is pressed', async () => {
    const user = userEvent.setup();
    const { container } = await renderInApp(<PromoVideos screen="home" />, { language: 'TY' });
    const buttons = await screen.findAllByRole('button', { name: /^I-play ang video ng promosyon \d ng 2$/ });
    expect(buttons).toHaveLength(2);
    // Nothing plays and no player is loaded before a press.
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'I-play ang video ng promosyon 2 ng 2' }));
    const frame = screen.getByTitle('Video ng promosyon 2 ng 2');
    const src = new URL(frame.getAttribute('src')!);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.searchParams.get('hl')).toBe('tl');
    // The person asked it to play: it starts at once, with the focus on it.
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(frame).toHaveFocus();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'I-play ang video ng promosyon 1 ng 2' })).toBeInTheDocument();
  });

  it('embeds nothing for a link from another site and logs "Not youtube link!"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = await renderInApp(<PromoVideosView links={['https://vimeo.com/1234567']} language="EN" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Videos' })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Not youtube link!');
  });
});

describe('app-download', () => {
  it('shows an Android and an iOS QR code with name and download link', async () => {
    const { merchant } = await renderInApp(<AppDownload />);
    expect(await screen.findByRole('img', { name: 'QR code to download the Android app' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code to download the iOS app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', merchant.appDownload.android);
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', merchant.appDownload.ios);
  });
});

