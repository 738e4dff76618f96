// 24 × 24 outlines drawn with even-odd fill, so one path per network covers holes (the play button, the lens).
const PATHS: Record<string, string> = {
  facebook: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.6V4.4A22 22 0 0 0 14.3 4c-2.4 0-4 1.4-4 4.1v2.7H7.6V14h2.7v8z',
  telegram: 'M2.5 11.2 20.4 4.3c.8-.3 1.6.2 1.3 1.5l-3 14.3c-.2 1-.9 1.3-1.8.8l-4.6-3.4-2.2 2.1c-.3.3-.5.5-1 .5l.3-4.7 8.6-7.8c.4-.3-.1-.5-.6-.2L6.8 14.1 2.3 12.7c-1-.3-1-1 .2-1.5z',
  youtube: 'M21.6 7.2c-.2-.9-.9-1.6-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4c-.9.2-1.6.9-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4c.9-.2 1.6-.9 1.8-1.8.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  instagram: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm5.3-4a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
  zalo: 'M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6l-.9 4 4.3-2.3c1 .2 2.1.3 3.2.3 5.5 0 10-3.6 10-8s-4.5-8-10-8zM8 8h8v1.6L10.7 14H16v2H8v-1.6L13.3 10H8z',
};

// A network without its own drawing: a globe.
const FALLBACK = 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 2.1A8 8 0 0 0 4.1 11H11zm2 0V11h6.9A8 8 0 0 0 13 4.1zM4.1 13a8 8 0 0 0 6.9 6.9V13zm8.9 0v6.9a8 8 0 0 0 6.9-6.9z';

/** A social network's icon by its config id (`facebook`, `telegram`, `youtube`, `instagram`, `zalo`); decorative. */
export function SocialIcon({ network, size = 20 }: { network: string; size?: number }) {
  return (
    <svg className="layout-social-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fillRule="evenodd" d={PATHS[network] ?? FALLBACK} />
    </svg>
  );
}
