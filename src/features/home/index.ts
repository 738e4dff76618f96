/** Public surface of the home feature (the page itself is the lazy entry `entries/home-page`). */
export { bannerTarget } from './banner-link';
export type { BannerTarget } from './banner-link';
export { youtubeEmbedUrl, VIDEO_LANGUAGE } from './video';
export { formatWinAmount } from './winner-format';
