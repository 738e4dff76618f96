import { afterEach, describe, expect, it, vi } from 'vitest';
import { youtubeEmbedUrl } from '@/features/home/video';

describe('youtubeEmbedUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['https://www.youtube.com/watch?v=abcDEF12345', 'abcDEF12345'],
    ['https://youtu.be/abcDEF12345', 'abcDEF12345'],
    ['https://m.youtube.com/watch?v=abcDEF12345&t=10', 'abcDEF12345'],
    ['https://www.youtube.com/embed/abcDEF12345', 'abcDEF12345'],
    ['https://www.youtube.com/shorts/abcDEF12345', 'abcDEF12345'],
  ])('embeds %s through the privacy-enhanced player without autoplay', (link, id) => {
    const src = youtubeEmbedUrl(link, 'EN');
    expect(src).toBe(`https://www.youtube-nocookie.com/embed/${id}?hl=en&autoplay=0`);
  });

  it('asks the player to start only when the member has pressed play', () => {
    const src = new URL(youtubeEmbedUrl('https://youtu.be/abcDEF12345', 'EN', { pressedPlay: true })!);
    expect(src.searchParams.get('autoplay')).toBe('1');
  });

  it.each([
    ['EN', 'en'],
    ['TY', 'tl'],
    ['CN', 'zh'],
    ['VI', 'vi'],
    ['TH', 'th'],
  ])('passes the %s language as hl=%s', (language, hl) => {
    expect(new URL(youtubeEmbedUrl('https://youtu.be/abcDEF12345', language)!).searchParams.get('hl')).toBe(hl);
  });

  it.each([
    'https://vimeo.com/123456',
    'https://evil.example/watch?v=abcDEF12345',
    'https://www.youtube.com.evil.example/watch?v=abcDEF12345',
    'javascript:alert(1)//youtube.com/watch?v=abcDEF12345',
    'not a url',
    'https://www.youtube.com/watch?v=a"><script>',
  ])('refuses %s and logs "Not youtube link!"', (link) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(youtubeEmbedUrl(link, 'EN')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Not youtube link!');
  });
});
