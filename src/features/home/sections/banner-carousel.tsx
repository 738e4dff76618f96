import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { afterLoadIdle } from '@/sections';
import { revealPage, revealPageWhenDecoded } from '@/ui';
import { bannersOf, useNoticeContent, type Banner } from '../api/notice-content';
import type { CategoryRoutes } from '../banner-link';
import { BannerSlide } from '../components/banner-slide';
import '../components/banner-carousel.css';

const BannerSwiper = lazy(() => import('../components/banner-swiper'));

export interface BannerCarouselViewProps {
  banners: Banner[];
  categories: CategoryRoutes;
}

/**
 * The banners of a group. The first one is drawn at once as a plain image (the page's largest paint must not wait
 * for Swiper's code); with more than one banner the carousel takes over once the page has loaded and is idle (the
 * first slide stays 5 s anyway), or at once when someone points at or focuses it.
 */
export function BannerCarouselView({ banners, categories }: BannerCarouselViewProps) {
  const { t } = useTranslation();
  const [moving, setMoving] = useState(false);
  const many = banners.length > 1;
  // A transition: the carousel renders in slices, apart from other work the idle moment starts (e.g. a popup).
  useEffect(() => (many ? afterLoadIdle(() => startTransition(() => setMoving(true))) : undefined), [many]);
  const wake = () => setMoving(true);
  const altOf = useCallback((i: number) => t('home_banner_alt', { current: i + 1, total: banners.length }), [t, banners.length]);
  const first = banners[0];
  // No banner to draw: the start-up skeleton (which may hold for the first banner) gives way at once.
  useEffect(() => (first ? undefined : revealPage()), [first]);
  if (!first) return null;
  // The first banner takes over from the start-up skeleton's copy of it once decoded, so it never blinks.
  const still = <BannerSlide banner={first} alt={altOf(0)} categories={categories} priority onImageLoad={revealPageWhenDecoded} />;
  return (
    // Pointing at or tabbing into the carousel only fetches Swiper's code early; the section itself does nothing.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className="banner-carousel" aria-label={t('home_banners')} onPointerEnter={wake} onFocus={wake}>
      {many && moving ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} categories={categories} altOf={altOf} />
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
