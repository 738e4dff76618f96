import { session } from '@/api';

/**
 * The login token to start with: a `?token=` in the URL wins (it is saved to the session and removed from the
 * address so it is not shared or bookmarked), else the session's.
 */
export function takeBootToken(location: Location = window.location, history: History = window.history): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    session.setToken(fromUrl);
    url.searchParams.delete('token');
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return session.getToken();
}
