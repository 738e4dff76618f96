/** SPEC §9 video language codes: the platform language → the player's `hl` hint. */
export const VIDEO_LANGUAGE: Readonly<Record<string, string>> = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th' };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

function videoId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * The privacy-enhanced embed address of a video-site link, with the language hint and no autoplay unless the member
 * has just pressed play; any other link is refused with a warning (SPEC §8: logged 'Not youtube link!', nothing
 * embedded).
 * @example youtubeEmbedUrl('https://youtu.be/abc123XYZ', 'TY') // "https://www.youtube-nocookie.com/embed/abc123XYZ?hl=tl&autoplay=0"
 */
export function youtubeEmbedUrl(link: string, language: string, { pressedPlay = false } = {}): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    url = new URL('about:blank');
  }
  const id = url.protocol === 'https:' || url.protocol === 'http:' ? (YOUTUBE_HOSTS.has(url.hostname) ? videoId(url) : null) : null;
  if (!id || !VIDEO_ID.test(id)) {
    console.warn('Not youtube link!');
    return null;
  }
  const hl = VIDEO_LANGUAGE[language.toUpperCase()] ?? 'en';
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?hl=${hl}&autoplay=${pressedPlay ? 1 : 0}`;
}
