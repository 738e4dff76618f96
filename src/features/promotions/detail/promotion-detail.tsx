import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { session } from '@/api';
import { useAccess } from '@/lib/access';
import { DATE_TIME, formatDate } from '@/lib/format';
import { formatMinor, toMinor } from '@/lib/money';
import { usePopups } from '@/lib/popups';
import { SafeHtml } from '@/lib/safe-html';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { applyForPromotion, claimRafflePrize, joinPromotion, useRaffleStatus } from '../api/actions';
import { claimIssuedPromotion } from '../api/claims';
import { promotionErrorKey } from '../api/errors';
import { usePromotionDetail, usePromotionStatuses } from '../api/promotions';
import type { PromotionDetail, PromotionMemberStatus, RaffleStatus } from '../api/types';
import { PromotionPeriod, PromotionTags } from '../list/promotion-card';
import { ApplyForm } from './apply-form';
import { promotionAction, type PromotionAction } from './promotion-action';

const money = (amount: number) => formatMinor(toMinor(amount));

export interface PromotionDetailViewProps {
  promotionId: number;
  language: string;
}

/** `/promotions?id=…`: one promotion, the member's status in it with its one action, and its sanitized rules. */
export function PromotionDetailView({ promotionId, language }: PromotionDetailViewProps) {
  const { t } = useTranslation();
  const detail = usePromotionDetail(promotionId, language);
  const back = (
    <p className="promotion-detail__back">
      <Link to="/promotions">{t('promotions_back')}</Link>
    </p>
  );
  if (detail.error && !detail.data) {
    return (
      <div className="promotion-detail">
        {back}
        <h1>{t('screen_promotions')}</h1>
        <div role="alert" className="promotions-message">
          <p>{t(promotionErrorKey(detail.error))}</p>
          <Button variant="secondary" onClick={() => void detail.mutate()}>
            {t('btn_retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="promotion-detail" aria-busy="true">
        {back}
        <h1>{t('screen_promotions')}</h1>
        <p className="promotions-message">{t('loading')}</p>
      </div>
    );
  }
  const promotion = detail.data;
  return (
    <article className="promotion-detail" aria-labelledby="promotion-detail-title">
      {back}
      <h1 id="promotion-detail-title">{promotion.title}</h1>
      <img className="promotion-detail__image" src={promotion.imageUrl} alt="" width={640} height={240} />
      <div className="promotion-detail__meta">
        <PromotionPeriod promotion={promotion} />
        <PromotionTags tags={promotion.tags} />
      </div>
      <MemberStatusSection promotion={promotion} />
      <section className="promotion-detail__rules" aria-labelledby="promotion-rules-title">
        <h2 id="promotion-rules-title">{t('promotions_rules')}</h2>
        <SafeHtml html={promotion.content} className="promotion-detail__html" />
      </section>
    </article>
  );
}

function RaffleFacts({ raffle }: { raffle: RaffleStatus }) {
  const { t } = useTranslation();
  if (!raffle.joined) return <p>{t('promotions_raffle_draw_on', { time: formatDate(raffle.drawTime, DATE_TIME) })}</p>;
  return (
    <dl className="promotion-raffle">
      <dt>{t('promotions_raffle_number')}</dt>
      <dd>{raffle.ticketNo ?? '—'}</dd>
      <dt>{t('promotions_raffle_draw')}</dt>
      <dd>
        {raffle.drawStatus === 'PENDING'
          ? t('promotions_raffle_draw_on', { time: formatDate(raffle.drawTime, DATE_TIME) })
          : raffle.won && raffle.prizeAmount !== null && raffle.prizeAmount !== undefined
            ? t('promotions_raffle_won', { amount: money(raffle.prizeAmount) })
            : t('promotions_status_raffle_lost')}
      </dd>
    </dl>
  );
}

function statusText(t: (key: string, options?: Record<string, unknown>) => string, action: PromotionAction, member: PromotionMemberStatus | undefined): string {
  if (action.kind !== 'status') return '';
  if (action.status === 'rejected') return action.reason ? t('promotions_status_text_rejected_reason', { reason: action.reason }) : t('promotions_status_text_rejected');
  if (action.status === 'claimed' && member?.rewardAmount) return t('promotions_status_text_claimed_amount', { amount: money(member.rewardAmount) });
  return t(`promotions_status_text_${action.status}`);
}

/** The member's status and the one action (join, apply, claim, raffle claim); a visitor is asked to sign in on acting. */
function MemberStatusSection({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation();
  const access = useAccess();
  const signedIn = access.role !== 'anonymous';
  const statuses = usePromotionStatuses(signedIn);
  const raffle = useRaffleStatus(signedIn && promotion.joinMode === 'RAFFLE' && access.role !== 'trial' ? promotion.promotionId : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const { open } = usePopups();
  const navigate = useNavigate();
  const location = useLocation();
  const member = statuses.data?.get(promotion.promotionId);

  /**
   * A visitor gets the sign-in popup; signing in goes home (the login flow's own step), so the page comes back here
   * right after it. A trial account gets in_need_true_account.
   */
  const ensureRealAccount = (): boolean => {
    if (access.role === 'anonymous') {
      const back = `${location.pathname}${location.search}`;
      open('login', {}, { onClosed: () => window.setTimeout(() => session.getToken() && void navigate(back), 0) });
      return false;
    }
    return access.requireRealAccount();
  };
  const action = promotionAction(promotion, member, raffle.data);
  const waiting = signedIn && !statuses.data && !statuses.error;

  /** Runs an action for a real account only; the refusal's message stays under the button. */
  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    if (busy || !ensureRealAccount()) return false;
    setBusy(true);
    setError(null);
    try {
      await call();
      toast.success(done);
      await Promise.all([statuses.mutate(), raffle.mutate()]);
      return true;
    } catch (caught) {
      setError(t(promotionErrorKey(caught)));
      return false;
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (waiting) body = <p aria-busy="true">{t('loading')}</p>;
  else if (action.kind === 'join') {
    body = (
      <Button onClick={() => void run(() => joinPromotion(promotion.promotionId, mutate), t('promotions_joined_toast', { title: promotion.title }))} disabled={busy}>
        {t(promotion.joinMode === 'RAFFLE' ? 'promotions_action_raffle_join' : 'promotions_action_join')}
      </Button>
    );
  } else if (action.kind === 'apply') {
    body = (
      <ApplyForm
        busy={busy}
        onApply={(remarks, pictures) => run(() => applyForPromotion(promotion.promotionId, remarks, pictures, mutate), t('promotions_applied_toast'))}
      />
    );
  } else if (action.kind === 'claim') {
    const amount = member?.rewardAmount;
    body = (
      <>
        <p>{amount ? t('promotions_status_text_issued_amount', { amount: money(amount) }) : t('promotions_status_text_issued')}</p>
        <Button
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const result = await claimIssuedPromotion(action.promotionClaimId, promotion.promotionType, mutate);
              return result;
            }, t('promotions_claimed_toast', { amount: amount ? money(amount) : '' }))
          }
        >
          {t('promotions_action_claim')}
        </Button>
      </>
    );
  } else if (action.kind === 'raffleClaim') {
    const prize = raffle.data?.prizeAmount;
    body = (
      <Button disabled={busy} onClick={() => void run(() => claimRafflePrize(promotion.promotionId, mutate), t('promotions_claimed_toast', { amount: prize ? money(prize) : '' }))}>
        {t('promotions_action_raffle_claim')}
      </Button>
    );
  } else {
    body = <p className={`promotion-status promotion-status--${action.status}`}>{statusText(t, action, member)}</p>;
  }

  return (
    <section className="promotion-detail__status" aria-labelledby="promotion-status-title" aria-busy={busy || undefined}>
      <h2 id="promotion-status-title">{t('promotions_your_status')}</h2>
      {raffle.data ? <RaffleFacts raffle={raffle.data} /> : null}
      {body}
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
