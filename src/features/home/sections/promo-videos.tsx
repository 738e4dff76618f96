import { useMemo, useState } from 'react';
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

/**
 * Embedded videos, privacy-enhanced with the language hint. Nothing plays on its own (SPEC §2): each video is a play
 * button of the player's size until it is pressed, and only then is that one player loaded (a video-site player is
 * several hundred KB of script, which a visitor who never presses play should not pay for).
 */
export function PromoVideosView({ links, language }: PromoVideosViewProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);
  const videos = useMemo(
    () => links.filter((link) => youtubeEmbedUrl(link, language) !== null),
    [links, language],
  );
  if (videos.length === 0) return null;
  return (
    <section className="promo-videos" aria-labelledby="promo-videos-title">
      <h2 id="promo-videos-title" className="promo-videos__title">
        {t('home_videos')}
      </h2>
      <div className="promo-videos__grid">
        {videos.map((link, i) => {
          const numbers = { current: i + 1, total: videos.length };
          return link === playing ? (
            <iframe
              key={link}
              // The member pressed play on a button that is now gone: the focus follows to the player.
              ref={(frame) => frame?.focus()}
              className="promo-videos__frame"
              src={youtubeEmbedUrl(link, language, { pressedPlay: true })!}
              title={t('home_video_title', numbers)}
              width={560}
              height={315}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              // The player is cross-origin: allow-same-origin means its own origin, which it needs to play; never ours.
              // oxlint-disable-next-line react/iframe-missing-sandbox
              sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            />
          ) : (
            <button key={link} type="button" className="promo-videos__frame promo-videos__play" onClick={() => setPlaying(link)}>
              <span className="promo-videos__play-icon" aria-hidden="true" />
              <span>{t('home_video_play', numbers)}</span>
            </button>
          );
        })}
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
