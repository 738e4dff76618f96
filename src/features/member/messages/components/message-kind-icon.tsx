import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { MessageKind } from '../api/inbox';

/** The i18n key naming each kind (SPEC §3). */
export const KIND_LABEL_KEYS: Record<MessageKind, string> = {
  DEPOSIT_CREDITED: 'msg_kind_deposit_credited',
  DEPOSIT_FAILED: 'msg_kind_deposit_failed',
  WITHDRAWAL_APPROVED: 'msg_kind_withdrawal_approved',
  WITHDRAWAL_REJECTED: 'msg_kind_withdrawal_rejected',
  MAIL: 'msg_kind_mail',
};

// 24×24 strokes: money in (arrow down), money out (arrow up), a cross on a failure, an envelope for mail.
const PATHS: Record<MessageKind, string> = {
  DEPOSIT_CREDITED: 'M12 4v11m0 0-4-4m4 4 4-4M5 19h14',
  DEPOSIT_FAILED: 'M12 4v8m0 0-3-3m3 3 3-3M5 19h14M15 15l4 4m0-4-4 4',
  WITHDRAWAL_APPROVED: 'M12 15V4m0 0-4 4m4-4 4 4M5 19h6m3-1 2 2 4-4',
  WITHDRAWAL_REJECTED: 'M12 15V4m0 0-4 4m4-4 4 4M5 19h7m3-4 4 4m0-4-4 4',
  MAIL: 'M4 6h16v12H4zM4 7l8 6 8-6',
};

const TONE: Record<MessageKind, string> = {
  DEPOSIT_CREDITED: 'good',
  WITHDRAWAL_APPROVED: 'good',
  DEPOSIT_FAILED: 'bad',
  WITHDRAWAL_REJECTED: 'bad',
  MAIL: 'mail',
};

/** The kind's icon, named by the kind (the colour only repeats what the shape and the name say). */
export function MessageKindIcon({ kind, labelled = true }: { kind: MessageKind; /** Reads the kind's name to screen readers (off where it is written beside). */ labelled?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`msg-kind msg-kind--${TONE[kind]}`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={PATHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {labelled ? <VisuallyHidden>{t(KIND_LABEL_KEYS[kind])}</VisuallyHidden> : null}
    </span>
  );
}
