import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { revealPage, revealPageWhenDecoded } from '@/ui';
import { bannersOf, useNoticeContent, type Banner } from '../api/notice-content';
import type { CategoryRoutes } from '../banner-link';
import { BannerControls } from '../components/banner-controls';
import { BANNER_AUTOPLAY_MS } from '../components/banner-timing';
import { BannerSlide } from '../components/banner-slide';
import '../components/banner-carousel.css';

const BannerSwiper = lazy(() => import('../components/banner-swiper'));

/**
 * How long before the first slide's time is up Swiper's code is fetched (on a slow phone network it takes about this
 * long to arrive and start), so the carousel moves on time without loading a carousel nobody has seen move yet.
 */
export const SWIPER_LEAD_MS = 2000;

export interface BannerCarouselViewProps {
  banners: Banner[];
  categories: CategoryRoutes;
}

/** What the person asked of the still carousel before Swiper arrived, and what is left of the first banner's time. */
type Start = { slide: number; playing: boolean; firstDelay: number };

/**
 * The banners of a group. The first one is drawn at once as a plain image (the page's largest paint must not wait
 * for Swiper's code), with the carousel's controls; with more than one banner, Swiper takes over shortly before the
 * first slide's 5 s are up (keeping that time), or at once when someone points at, focuses or uses the controls.
 */
export function BannerCarouselView({ banners, categories }: BannerCarouselViewProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState<Start | null>(null);
  const shownAt = useRef(0);
  const many = banners.length > 1;
  const wake = useCallback((next: Partial<Start> = {}) => {
    const left = Math.max(0, BANNER_AUTOPLAY_MS - (Date.now() - shownAt.current));
    const firstDelay = next.slide ? BANNER_AUTOPLAY_MS : left;
    // A transition: the carousel renders in slices, apart from other work on the page.
    startTransition(() => setStart((current) => current ?? { slide: 0, playing: true, firstDelay, ...next }));
  }, []);
  useEffect(() => {
    shownAt.current = Date.now();
    if (!many) return undefined;
    const timer = window.setTimeout(() => wake(), Math.max(0, BANNER_AUTOPLAY_MS - SWIPER_LEAD_MS));
    return () => window.clearTimeout(timer);
  }, [many, wake]);
  const altOf = useCallback((i: number) => t('home_banner_alt', { current: i + 1, total: banners.length }), [t, banners.length]);
  const first = banners[0];
  // No banner to draw: the start-up skeleton (which may hold for the first banner) gives way at once.
  useEffect(() => (first ? undefined : revealPage()), [first]);
  if (!first) return null;
  // The first banner takes over from the start-up skeleton's copy of it once decoded, so it never blinks.
  const stillSlide = <BannerSlide banner={first} alt={altOf(0)} categories={categories} priority onImageLoad={revealPageWhenDecoded} />;
  const still = many ? (
    <>
      {stillSlide}
      <BannerControls
        current={0}
        total={banners.length}
        playing
        onPrevious={() => wake({ slide: banners.length - 1 })}
        onToggle={() => wake({ playing: false })}
        onNext={() => wake({ slide: 1 })}
      />
    </>
  ) : (
    stillSlide
  );
  return (
    // Pointing at or tabbing into the carousel only fetches Swiper's code early; the section itself does nothing.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className="banner-carousel" aria-label={t('home_banners')} onPointerEnter={() => wake()} onFocus={() => wake()}>
      {many && start ? (
        <Suspense fallback={still}>
          <BannerSwiper
            banners={banners}
            categories={categories}
            altOf={altOf}
            initialSlide={start.slide}
            initialPlaying={start.playing}
            firstDelay={start.firstDelay}
          />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}

export interface BannerCarouselProps {
  /** Banner group (SPEC §2); absent means the current category page's bannerGroup, else w_home. */
  group?: string;
  screen: string;
}

/** Section `banner-carousel`: banners of `group` from the notice call. */
export default function BannerCarousel({ group: configured }: BannerCarouselProps) {
  const merchant = useMerchant();
  const { pathname } = useLocation();
  const group = configured ?? Object.values(merchant.categories).find((c) => c.route === pathname)?.bannerGroup ?? 'w_home';
  const { data, error } = useNoticeContent();
  useEffect(() => (error ? revealPage() : undefined), [error]);
  if (error) return null;
  if (!data) return <div className="banner-carousel" aria-hidden="true" />;
  return <BannerCarouselView banners={bannersOf(data.banners, group)} categories={merchant.categories} />;
}
