import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n';
import { bannersOf, useNoticeContent } from '../api/notice-content';
import { youtubeEmbedUrl } from '../video';
import '../components/promo-videos.css';

export interface PromoVideosViewProps {
  /** Video links as the platform gives them; only video-site links are embedded. */
  links: string[];
  language: string;
}

/** Embedded videos: privacy-enhanced, language hint, no autoplay, loaded only when scrolled near. */
export function PromoVideosView({ links, language }: PromoVideosViewProps) {
  const { t } = useTranslation();
  const embeds = useMemo(
    () => links.map((link) => youtubeEmbedUrl(link, language)).filter((src): src is string => src !== null),
    [links, language],
  );
  if (embeds.length === 0) return null;
  return (
    <section className="promo-videos" aria-labelledby="promo-videos-title">
      <h2 id="promo-videos-title" className="promo-videos__title">
        {t('home_videos')}
      </h2>
      <div className="promo-videos__grid">
        {embeds.map((src, i) => (
          <iframe
            key={src}
            className="promo-videos__frame"
            src={src}
            title={t('home_video_title', { current: i + 1, total: embeds.length })}
            loading="lazy"
            width={560}
            height={315}
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            // The player is cross-origin: allow-same-origin means its own origin, which it needs to play; never ours.
            // oxlint-disable-next-line react/iframe-missing-sandbox
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ))}
      </div>
    </section>
  );
}

export interface PromoVideosProps {
  /** Banner group whose links are the videos (SPEC §2 w_video). */
  group?: string;
  /** At most this many videos. */
  max?: number;
  screen?: string;
}

/** Section `promo-videos`: links of the video banner group. */
export default function PromoVideos({ group = 'w_video', max = 2 }: PromoVideosProps) {
  const { language } = useLanguage();
  const { data } = useNoticeContent();
  const links = useMemo(
    () =>
      bannersOf(data?.banners ?? [], group)
        .map((banner) => banner.externalLink || banner.linkage || '')
        .filter(Boolean)
        .slice(0, max),
    [data, group, max],
  );
  return <PromoVideosView links={links} language={language} />;
}
