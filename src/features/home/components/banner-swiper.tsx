import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { IconButton } from '@/ui';
import type { Banner } from '../api/notice-content';
import type { CategoryRoutes } from '../banner-link';
import { BannerSlide } from './banner-slide';
import 'swiper/css';

/** SPEC §9: autoplay delay and transition speed. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

export interface BannerSwiperProps {
  banners: Banner[];
  categories: CategoryRoutes;
  altOf: (index: number) => string;
}

/** The moving carousel (Swiper), loaded after the first banner has painted. */
export default function BannerSwiper({ banners, categories, altOf }: BannerSwiperProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const loop = banners.length > 1;

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <>
      <Swiper
        modules={[Autoplay, A11y]}
        loop={loop}
        speed={BANNER_SPEED_MS}
        autoplay={loop ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        a11y={{ enabled: true, slideLabelMessage: t('home_banner_position', { index: '{{index}}', slidesLength: '{{slidesLength}}' }), containerRoleDescriptionMessage: t('home_banner_carousel') }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setIndex(s.realIndex)}
      >
        {banners.map((banner, i) => (
          <SwiperSlide key={`${banner.url}-${i}`}>
            <BannerSlide banner={banner} alt={altOf(i)} categories={categories} priority={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {loop ? (
        <>
          <output className="banner-carousel__status" aria-live="off" data-testid="banner-position">
            {t('home_banner_of', { current: index + 1, total: banners.length })}
          </output>
          <div className="banner-carousel__controls">
            <IconButton label={t('home_banner_previous')} size="small" onClick={() => swiper?.slidePrev()}>
              ‹
            </IconButton>
            <IconButton label={playing ? t('home_banner_pause') : t('home_banner_play')} size="small" onClick={toggle} aria-pressed={!playing}>
              {playing ? '❚❚' : '▶'}
            </IconButton>
            <IconButton label={t('home_banner_next')} size="small" onClick={() => swiper?.slideNext()}>
              ›
            </IconButton>
          </div>
        </>
      ) : null}
    </>
  );
}
