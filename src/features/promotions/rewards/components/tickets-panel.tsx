import { useMachine } from '@xstate/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { claimTicket, useClaimTickets } from '../api/tickets';
import type { ClaimTicket, TicketType } from '../api/types';
import { rewardsErrorText } from '../errors';
import { money } from '../money';
import { ticketRevealMachine } from '../ticket-reveal.machine';
import { LoadFailed } from './load-failed';

/** How long a ticket's opening plays, unless the member asked for reduced motion. */
export const REVEAL_MS = 1200;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The ticket's picture (decorative: the text beside it says what it is). */
function TicketArt({ type, state }: { type: TicketType; state: 'closed' | 'opening' | 'open' }) {
  const shapes: Record<TicketType, ReactNode> = {
    PRIZE_WHEEL: (
      <>
        <circle cx="32" cy="32" r="28" className="rewards-art__fill" />
        <path d="M32 4v56M4 32h56M12 12l40 40M52 12L12 52" className="rewards-art__line" />
        <circle cx="32" cy="32" r="5" className="rewards-art__hub" />
      </>
    ),
    GOLDEN_EGG: <ellipse cx="32" cy="36" rx="20" ry="25" className="rewards-art__fill" />,
    RED_ENVELOPE: (
      <>
        <rect x="12" y="8" width="40" height="50" rx="4" className="rewards-art__fill" />
        <path d="M12 20l20 14 20-14" className="rewards-art__line" />
        <circle cx="32" cy="34" r="5" className="rewards-art__hub" />
      </>
    ),
    SCRATCH_CARD: (
      <>
        <rect x="6" y="14" width="52" height="36" rx="4" className="rewards-art__fill" />
        <rect x="14" y="24" width="36" height="16" rx="2" className="rewards-art__hub" />
      </>
    ),
  };
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={`rewards-art rewards-art--${type.toLowerCase()} rewards-art--${state}`}>
      {shapes[type]}
    </svg>
  );
}

/** The dialog that opens one ticket: a short animation (none under reduced motion), then the prize, announced. */
function TicketReveal({ ticket, onClose }: { ticket: ClaimTicket; onClose: () => void }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [state, send] = useMachine(
    ticketRevealMachine.provide({ actors: { claim: fromPromise(({ input }) => claimTicket(input.transactionId, mutate)) } }),
    { input: { transactionId: ticket.transactionId, animationMs: prefersReducedMotion() ? 0 : REVEAL_MS } },
  );
  // Opening starts with the dialog; a second OPEN (React's double effects in development) is ignored by the machine.
  useEffect(() => send({ type: 'OPEN' }), [send]);
  const opening = state.matches('opening');
  const revealed = state.matches('revealed');
  const failed = state.matches('failed');
  const amount = state.context.result?.rewardAmount;
  return (
    <Dialog
      open
      onClose={opening ? () => {} : onClose}
      title={t(`rewards_ticket_${ticket.ticketType}`)}
      className="rewards-reveal"
      footer={
        failed ? (
          <>
            <Button variant="secondary" onClick={onClose}>{t('btn_close')}</Button>
            <Button onClick={() => send({ type: 'RETRY' })}>{t('btn_retry')}</Button>
          </>
        ) : (
          <Button onClick={onClose} disabled={opening}>{t('rewards_ticket_done')}</Button>
        )
      }
    >
      <div className="rewards-reveal__stage">
        <TicketArt type={ticket.ticketType} state={revealed ? 'open' : opening ? 'opening' : 'closed'} />
        {revealed && amount !== undefined ? <p className="rewards-reveal__prize" aria-hidden="true">{money(amount)}</p> : null}
      </div>
      <output className="rewards-reveal__status">
        {opening ? t('rewards_ticket_opening') : revealed && amount !== undefined ? t('rewards_ticket_won', { amount: money(amount) }) : ''}
      </output>
      {failed ? <p role="alert" className="rewards-error">{rewardsErrorText(state.context.error, t)}</p> : null}
    </Dialog>
  );
}

function TicketItem({ ticket, onOpen }: { ticket: ClaimTicket; onOpen: (ticket: ClaimTicket) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = t(`rewards_ticket_${ticket.ticketType}`);
  return (
    <li className={`rewards-ticket rewards-ticket--${ticket.status.toLowerCase()}`} aria-labelledby={titleId}>
      <TicketArt type={ticket.ticketType} state={ticket.status === 'OPENED' ? 'open' : 'closed'} />
      <div className="rewards-ticket__text">
        <h3 id={titleId} className="rewards-ticket__title">{name}</h3>
        <p className="rewards-muted">{ticket.promotionName}</p>
        {ticket.status === 'UNOPENED' && ticket.expireTime ? (
          <p className="rewards-muted">{t('rewards_ticket_expires', { time: formatDate(ticket.expireTime, 'DD/MM/YYYY HH:mm') })}</p>
        ) : null}
        {ticket.status === 'OPENED' ? <p className="rewards-strong">{t('rewards_ticket_prize', { amount: money(ticket.rewardAmount) })}</p> : null}
        {ticket.status === 'EXPIRED' ? <p className="rewards-muted">{t('rewards_ticket_status_expired')}</p> : null}
      </div>
      {ticket.status === 'UNOPENED' ? (
        <Button size="small" onClick={() => onOpen(ticket)} aria-label={t('rewards_ticket_open_named', { name })}>
          {t('rewards_ticket_open')}
        </Button>
      ) : null}
    </li>
  );
}

/** The member's reward tickets (prize wheel, golden egg, red envelope, scratch card): open one to reveal its prize. */
export function TicketsPanel() {
  const { t } = useTranslation();
  const { data, error, loading, reload } = useClaimTickets(true);
  const [opening, setOpening] = useState<ClaimTicket | null>(null);
  if (loading) return <Spinner />;
  if (error || !data) return <LoadFailed onRetry={() => void reload()} />;
  const unopened = data.list.filter((ticket) => ticket.status === 'UNOPENED').length;
  return (
    <section className="rewards-section" aria-labelledby="rewards-tickets-title">
      <h2 id="rewards-tickets-title">{t('rewards_tickets_title')}</h2>
      <p className="rewards-muted">{unopened ? t('rewards_tickets_unopened', { count: unopened }) : t('rewards_tickets_none_unopened')}</p>
      {data.list.length ? (
        <ul className="rewards-tickets">
          {data.list.map((ticket) => (
            <TicketItem key={ticket.transactionId} ticket={ticket} onOpen={setOpening} />
          ))}
        </ul>
      ) : (
        <p>{t('rewards_tickets_empty')}</p>
      )}
      {opening ? (
        <TicketReveal
          key={opening.transactionId}
          ticket={opening}
          onClose={() => {
            setOpening(null);
            void reload();
          }}
        />
      ) : null}
    </section>
  );
}
