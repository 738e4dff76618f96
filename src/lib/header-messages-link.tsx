import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { api } from '@/api';
import { useMember } from './member';
import { useSystem } from './system';
import { useUnreadCount } from './unread-count';
import { isFlagOn } from './whitelabel';

/** The member centre's key for MCSFE_getAvailablePromotions (features/member/api), shared so both read one answer. */
const AVAILABLE_PROMOTIONS_KEY = 'available-promotions';

type Promotions = Record<string, { enabled?: boolean; count?: number } | undefined>;

/** Promotions waiting for the member: the counts of the enabled types. */
export function availablePromotionCount(promotions: Promotions | undefined): number {
  return Object.values(promotions ?? {}).reduce((sum, p) => sum + (p?.enabled ? (p.count ?? 0) : 0), 0);
}

/**
 * The header's link to the messages page with its badge: unread messages plus available promotions (PLATFORM-MEMBER
 * "Badges"). Loaded lazily once a member is signed in, so visitors' first load does not carry it; trial accounts and
 * brands without messages (MAILCEN) get nothing. It reads the same SWR keys as the member menu, so reading or deleting
 * a message, a live event or the member centre closing refreshes both.
 */
export default function HeaderMessagesLink({ onClick }: { onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined }) {
  const { t } = useTranslation();
  const { role } = useMember();
  const { flags } = useSystem();
  const countId = useId();
  const on = role !== 'anonymous' && role !== 'trial' && isFlagOn(flags, 'MAILCEN');
  const unread = useUnreadCount(on);
  const promotions = useSWR(on ? AVAILABLE_PROMOTIONS_KEY : null, () => api.GET('/wps/relay/MCSFE_getAvailablePromotions') as Promise<Promotions>, {
    revalidateOnFocus: false,
  });
  if (!on) return null;
  // One number once both answers are in (or one has failed): not the unread count first and a larger sum a moment later.
  const count = !unread.isLoading && !promotions.isLoading ? (unread.data ?? 0) + availablePromotionCount(promotions.data) : 0;
  return (
    <>
      <Link to="/member/messageV2" className="header-messages" onClick={onClick} aria-describedby={count ? countId : undefined}>
        {t('msg_header_link')}
        {count ? (
          <span className="header-messages__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
      {count ? (
        <span id={countId} className="visually-hidden">
          {t('msg_header_badge', { count })}
        </span>
      ) : null}
    </>
  );
}
