import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { bannersOf, fetchNoticeContent, noticeContentKey, noticeTypes, type Banner } from '@/lib/notice-content';

/** Where a promotions banner leads: a promotion's detail, an outside page, or nowhere (the image only). */
function bannerHref(banner: Banner): { route: string } | { external: string } | null {
  const id = banner.redirectPromotionId;
  if (banner.linkageType === 'PROMO' && id !== undefined && id !== null && id !== '') return { route: `/promotions?id=${encodeURIComponent(String(id))}` };
  if (banner.linkageType === 'EXTERNAL' && banner.externalLink && banner.externalLink.startsWith('https://')) return { external: banner.externalLink };
  return null;
}

/** The w_promotions banner group (SPEC §2) as a row of images; each with a link opens it. */
export function PromotionBanners() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { member } = useMember();
  const types = noticeTypes(member !== null);
  const { data } = useSWR(noticeContentKey(types, language), ([, ty, l]) => fetchNoticeContent(ty, l), { revalidateOnFocus: false });
  const banners = bannersOf(data?.banners ?? [], 'w_promotions');
  if (banners.length === 0) return null;
  return (
    <section className="promotion-banners" aria-label={t('promotions_banners')}>
      <ul className="promotion-banners__row">
        {banners.map((banner, i) => {
          const target = bannerHref(banner);
          const name = t('promotions_banner_n', { n: i + 1, total: banners.length });
          const image = <img src={banner.url} alt={target ? '' : name} width={640} height={240} loading={i === 0 ? 'eager' : 'lazy'} />;
          return (
            <li key={`${banner.url}-${i}`} className="promotion-banners__item">
              {target && 'route' in target ? (
                <Link to={target.route} aria-label={name}>
                  {image}
                </Link>
              ) : target ? (
                <a href={target.external} target="_blank" rel="noopener noreferrer" aria-label={name}>
                  {image}
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
