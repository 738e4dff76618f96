import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';
import { useNoticeContent, type Notice } from '../api/notice-content';
import { LiveClock } from '../components/live-clock';
import '../components/notice-bar.css';

export interface NoticeBarViewProps {
  notices: Notice[];
  /** Opens the notice popup. */
  onOpen: () => void;
}

/** The scrolling notice titles with the live clock. */
export function NoticeBarView({ notices, onOpen }: NoticeBarViewProps) {
  const { t } = useTranslation();
  return (
    <section className="notice-bar" aria-label={t('home_notices')}>
      <span className="notice-bar__icon" aria-hidden="true">
        📢
      </span>
      <button type="button" className="notice-bar__ticker" onClick={onOpen} aria-describedby="notice-bar-hint">
        <span className="notice-bar__track">
          {notices.length === 0
            ? t('home_no_notices')
            : notices.map((notice) => (
                <span key={notice.id} className="notice-bar__item">
                  {notice.title}
                </span>
              ))}
        </span>
      </button>
      <span id="notice-bar-hint" className="visually-hidden">
        {t('home_notice_open_hint')}
      </span>
      <LiveClock className="notice-bar__clock" />
    </section>
  );
}

/** Section `notice-bar`: player notices of the notice call; a click opens the notice popup. */
export default function NoticeBar() {
  const { data } = useNoticeContent();
  const { open } = usePopups();
  const notices = data?.notices ?? [];
  return <NoticeBarView notices={notices} onOpen={() => open('notice', { notices })} />;
}
