import { useTranslation } from 'react-i18next';
import { IconButton } from '@/ui';

export interface BannerControlsProps {
  /** The banner shown, from 0. */
  current: number;
  total: number;
  playing: boolean;
  onPrevious(): void;
  onToggle(): void;
  onNext(): void;
}

/** "2 / 5" and the previous, pause / play and next buttons over the banners (the still first banner and Swiper alike). */
export function BannerControls({ current, total, playing, onPrevious, onToggle, onNext }: BannerControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <output className="banner-carousel__status" aria-live="off" data-testid="banner-position">
        {t('home_banner_of', { current: current + 1, total })}
      </output>
      <div className="banner-carousel__controls">
        <IconButton label={t('home_banner_previous')} size="small" onClick={onPrevious}>
          ‹
        </IconButton>
        <IconButton label={playing ? t('home_banner_pause') : t('home_banner_play')} size="small" onClick={onToggle} aria-pressed={!playing}>
          {playing ? '❚❚' : '▶'}
        </IconButton>
        <IconButton label={t('home_banner_next')} size="small" onClick={onNext}>
          ›
        </IconButton>
      </div>
    </>
  );
}
