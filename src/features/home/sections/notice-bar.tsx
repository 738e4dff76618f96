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
      {/* Drawn, not a font glyph: an emoji without a font for it shows as an empty box. */}
      <svg className="notice-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M3 10v4h3l6 4V6L6 10H3zm12.5-2.5a6 6 0 0 1 0 9l-1.1-1.1a4.5 4.5 0 0 0 0-6.8l1.1-1.1zm2.8-2.8a10 10 0 0 1 0 14.6l-1.1-1.1a8.5 8.5 0 0 0 0-12.4l1.1-1.1z" />
      </svg>
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
