import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { memberPagePath, type MemberPage } from '@/lib/member-centre';
import { useMember } from '@/lib/member';
import { useSingleWallet } from '@/lib/merchant-wallet';
import { usePopups } from '@/lib/popups';
import { useSystem } from '@/lib/system';
import { UNREAD_COUNT_KEY, useUnreadCount } from '@/lib/unread-count';
import { isFlagOn } from '@/lib/whitelabel';
import { Button, Spinner, VisuallyHidden } from '@/ui';
import { Toaster } from '@/ui/toast';
import { useAvailablePromotions } from '../api/available-promotions';
import { memberMenu, type MenuItem } from '../menu';
import { memberPages } from '../pages';
import { usePendingConfirmationCount } from '../withdrawal-confirmation/use-pending-confirmation-count';
import './member-centre.css';
import { ChunkDeadline } from '@/lib/chunk-deadline';

export interface MemberCentreProps {
  /** The page on screen. */
  page: MemberPage;
  /** 'page': menu items are links to /member/<page>; 'popup': they switch the page inside the dialog. */
  display: 'page' | 'popup';
  /** Popup display: shows another page in the same dialog. */
  onSelect?: (page: MemberPage) => void;
  /** Draws the page's title: the page's h1, or the dialog's title in popup display. */
  renderTitle: (title: string) => ReactNode;
}

function MenuEntry({ item, current, display, onSelect }: { item: MenuItem; current: boolean } & Pick<MemberCentreProps, 'display' | 'onSelect'>) {
  const { t } = useTranslation();
  const countId = useId();
  const described = item.badge ? countId : undefined;
  const content = (
    <>
      <span>{t(item.labelKey)}</span>
      {item.badge ? (
        <span className="member-centre__badge" aria-hidden="true">
          {item.badge > 99 ? '99+' : item.badge}
        </span>
      ) : null}
    </>
  );
  const entry =
    display === 'popup' ? (
      <button
        type="button"
        className="member-centre__link"
        aria-current={current ? 'page' : undefined}
        aria-describedby={described}
        onClick={() => onSelect?.(item.page)}
      >
        {content}
      </button>
    ) : (
      <Link className="member-centre__link" to={memberPagePath(item.page)} aria-current={current ? 'page' : undefined} aria-describedby={described}>
        {content}
      </Link>
    );
  // The red count is the entry's description ("3 new"), so its name stays the page's name.
  return (
    <>
      {entry}
      {item.badge ? (
        <VisuallyHidden id={countId}>{t('member_badge_count', { count: item.badge })}</VisuallyHidden>
      ) : null}
    </>
  );
}

/** Why a signed-in visitor cannot see the page: signed out, a trial account, or the page is off for them. */
function Refusal({ reason }: { reason: 'anonymous' | 'trial' | 'unavailable' }) {
  const { t } = useTranslation();
  const popups = usePopups();
  if (reason === 'anonymous')
    return (
      <div className="member-centre__notice">
        <p>{t('member_sign_in_first')}</p>
        <Button onClick={() => popups.open('login')}>{t('screen_sign_in')}</Button>
      </div>
    );
  if (reason === 'trial') return <p className="member-centre__notice">{t('in_need_true_account')}</p>;
  return <p className="member-centre__notice">{t('member_page_unavailable')}</p>;
}

/**
 * The member centre: the menu of the pages this member may see (switches, member type, wallet mode), with badges,
 * beside the page on screen, which loads as its own chunk.
 */
export function MemberCentre({ page, display, onSelect, renderTitle }: MemberCentreProps) {
  const { t } = useTranslation();
  const { member, role } = useMember();
  const { flags } = useSystem();
  const signedIn = role !== 'anonymous' && role !== 'trial';
  const singleWallet = useSingleWallet(signedIn);
  const promotions = useAvailablePromotions(signedIn);
  const unread = useUnreadCount(signedIn && isFlagOn(flags, 'MAILCEN'));
  const pendingPayouts = usePendingConfirmationCount();
  const { mutate } = useSWRConfig();

  // The badges are fresh again whenever the member centre closes (PLATFORM-MEMBER "Messages").
  // A visitor who arrives at a member page gets the sign-in popup at once; signed in, the page is drawn. (In popup
  // display the member centre is itself the popup, so the prompt's button opens sign-in instead.)
  const { open } = usePopups();
  useEffect(() => {
    if (role === 'anonymous' && display === 'page') open('login');
  }, [role, display, open]);

  // When the whole app goes (a test's unmount), SWR's cache goes first: nothing is left to refresh then.
  useEffect(() => () => void mutate(UNREAD_COUNT_KEY).catch(() => undefined), [mutate]);

  const menu = memberMenu({
    flags,
    role,
    memberType: member?.type ?? 0,
    singleWallet: singleWallet.data,
    promotions: promotions.data,
    unread: unread.data,
    pendingPayouts,
  });
  const entry = memberPages[page];
  const shown = menu.some((item) => item.page === page);
  // The wallet page waits for the wallet mode; other pages do not depend on a call.
  const deciding = !shown && page === 'transferFund' && signedIn && singleWallet.data === undefined && !singleWallet.error;

  let body: ReactNode;
  if (role === 'anonymous') body = <Refusal reason="anonymous" />;
  else if (role === 'trial') body = <Refusal reason="trial" />;
  else if (deciding) body = <Spinner label={t('loading')} />;
  else if (!shown) body = <Refusal reason="unavailable" />;
  else {
    const Page = entry.page;
    body = (
      <Suspense
        fallback={
          <>
            <ChunkDeadline />
            <Spinner label={t('loading')} />
          </>
        }
      >
        <Page />
      </Suspense>
    );
  }

  return (
    <div className={`member-centre member-centre--${display}`}>
      {menu.length ? (
        <nav className="member-centre__menu" aria-label={t('member_menu')}>
          <ul>
            {menu.map((item) => (
              <li key={item.page}>
                <MenuEntry item={item} current={item.page === page} display={display} {...(onSelect ? { onSelect } : {})} />
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="small" onClick={() => open('feedback')}>{t('help_feedback_button')}</Button>
        </nav>
      ) : null}
      <section className="member-centre__page" aria-labelledby={display === 'page' ? 'member-page-title' : undefined}>
        {renderTitle(t(`member_page_${page}`))}
        {body}
      </section>
      <Toaster />
    </div>
  );
}
