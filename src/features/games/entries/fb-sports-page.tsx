import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/i18n';
import { useMember } from '@/lib/member';
import { usePopups } from '@/lib/popups';
import { Button } from '@/ui';
import { launchFb } from '../api/fb-launch';
import { PlayStage } from '../components/PlayStage';
import { sportsViewOf } from '@/lib/start-game';
import { SPORTS_VIEW_KEYS } from '../logic/sports-view';
import '../components/games.css';

/**
 * /fbSports: the FB sports book for a member, opened at `?view=` (rolling or today) when the sports page's tab sent
 * one; a visitor is offered sign-in, a trial account is told a real account is needed.
 */
export default function FbSportsPage() {
  const { t } = useTranslation();
  const { role } = useMember();
  const { language } = useLanguage();
  const popups = usePopups();
  const [params] = useSearchParams();
  const view = sportsViewOf(params.get('view'));
  const [play, setPlay] = useState<{ url: string | null; error?: string }>({ url: null });
  const canPlay = role === 'member' || role === 'agent';

  useEffect(() => {
    if (!canPlay) return;
    let live = true;
    launchFb(language, view).then(
      (url) => live && setPlay({ url }),
      () => live && setPlay({ url: null, error: t('games_launch_failed') }),
    );
    return () => {
      live = false;
    };
  }, [canPlay, language, view, t]);

  const title = t('games_fb_title');
  return (
    <div className="game-page">
      <h1 className="game-page__title">{title}</h1>
      {view ? <p className="game-page__view">{t(SPORTS_VIEW_KEYS[view])}</p> : null}
      {canPlay ? (
        <PlayStage url={play.url} name={title} error={play.error} />
      ) : role === 'trial' ? (
        <p role="alert">{t('in_need_true_account')}</p>
      ) : (
        <p>
          {t('games_sign_in_to_play')}{' '}
          <Button onClick={() => popups.open('login')}>{t('games_sign_in')}</Button>
        </p>
      )}
    </div>
  );
}
