import { useBanner } from '../api/banners';

/** The popup's banner from the announcements call (w_login, w_reg, w_forget); nothing when the group is empty. */
export function PopupBanner({ groups }: { groups: readonly string[] }) {
  const banner = useBanner(groups);
  if (!banner) return null;
  // Decorative: the dialog's title already says what the popup is.
  return <img className="auth-banner" src={banner.url} alt="" loading="lazy" />;
}
