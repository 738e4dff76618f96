import { Link } from 'react-router-dom';
import type { Banner } from '../api/notice-content';
import { bannerTarget, useBannerClick, type CategoryRoutes } from '../banner-link';

/** Intrinsic size of banner images (3:1); set on every img so the box is reserved before it loads. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface BannerSlideProps {
  banner: Banner;
  /** Accessible text of the image (banners carry no text of their own). */
  alt: string;
  categories: CategoryRoutes;
  /** The first banner: the page's largest paint, fetched first and never lazily. */
  priority?: boolean;
  /** Called with the image once it has loaded. */
  onImageLoad?: (img: HTMLImageElement) => void;
}

/** One banner image, wrapped in its link when it has one. */
export function BannerSlide({ banner, alt, categories, priority = false, onImageLoad }: BannerSlideProps) {
  const onBannerClick = useBannerClick();
  const image = (
    <img
      className="banner-slide__image"
      src={banner.url}
      alt={alt}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      decoding={priority ? 'auto' : 'async'}
      loading={priority ? 'eager' : 'lazy'}
      // React 19 passes fetchPriority through as the fetchpriority attribute.
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={false}
      onLoad={onImageLoad ? (event) => onImageLoad(event.currentTarget) : undefined}
    />
  );
  const target = bannerTarget(banner, categories);
  if (!target) return <div className="banner-slide">{image}</div>;
  if (target.kind === 'external') {
    return (
      <a className="banner-slide" href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    // A game banner starts its game (SPEC §4 "Starting a game"); its address is the game's page for a new tab.
    <Link className="banner-slide" to={target.to} onClick={(event) => onBannerClick(target, event)}>
      {image}
    </Link>
  );
}
