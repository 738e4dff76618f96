import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { Banner } from '../api/notice-content';
import type { CategoryRoutes } from '../banner-link';
import { BannerControls } from './banner-controls';
import { BannerSlide } from './banner-slide';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from './banner-timing';
import 'swiper/css';

export interface BannerSwiperProps {
  banners: Banner[];
  categories: CategoryRoutes;
  altOf: (index: number) => string;
  /** The banner to start on (the still carousel's next or previous button asked for it). */
  initialSlide?: number;
  /** False when the still carousel's pause button was pressed. */
  initialPlaying?: boolean;
  /** How long the first banner shown stays (what is left of its time when Swiper takes over from the still one). */
  firstDelay?: number;
}

/** The moving carousel (Swiper), taking over from the still first banner. */
export default function BannerSwiper({ banners, categories, altOf, initialSlide = 0, initialPlaying = true, firstDelay }: BannerSwiperProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(initialSlide);
  const [playing, setPlaying] = useState(initialPlaying);
  // The first banner's shortened stay applies once, not each time the loop comes back to it.
  const [moved, setMoved] = useState(false);
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
        initialSlide={initialSlide}
        autoplay={loop ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        a11y={{ enabled: true, slideLabelMessage: t('home_banner_position', { index: '{{index}}', slidesLength: '{{slidesLength}}' }), containerRoleDescriptionMessage: t('home_banner_carousel') }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (!initialPlaying) instance.autoplay.stop();
        }}
        onSlideChange={(instance) => {
          setIndex(instance.realIndex);
          setMoved(true);
        }}
      >
        {banners.map((banner, i) => (
          // Swiper reads a slide's own delay from data-swiper-autoplay: the first one shown keeps what is left of its time.
          <SwiperSlide key={`${banner.url}-${i}`} data-swiper-autoplay={!moved && i === initialSlide ? firstDelay : undefined}>
            <BannerSlide banner={banner} alt={altOf(i)} categories={categories} priority={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {loop ? (
        <BannerControls
          current={index}
          total={banners.length}
          playing={playing}
          onPrevious={() => swiper?.slidePrev()}
          onToggle={toggle}
          onNext={() => swiper?.slideNext()}
        />
      ) : null}
    </>
  );
}
