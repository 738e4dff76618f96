import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api';
import { useLanguage } from '@/i18n';
import { Button, Spinner } from '@/ui';
import { launchLottery } from '../api/launch-game';
import { useLotteryMenus } from '../api/lottery-menus';
import { useGameVendors } from '@/lib/game-vendors';
import { useVnLotteryMenu } from '../api/vn-lottery-menu';
import { useVnLotteryRecent } from '../api/vn-lottery-recent';
import { PlayStage } from '../components/PlayStage';
import { prizeMode as prizeModeOf } from '../logic/prize-mode';
import '../components/games.css';

type LotteryKind = 'lottery' | 'sea' | 'vn';

const TITLE_KEYS: Record<LotteryKind, string> = { lottery: 'games_lottery_title', sea: 'games_sea_lottery_title', vn: 'games_vn_lottery_title' };
const AREAS: Record<LotteryKind, string | undefined> = { lottery: undefined, sea: 'SEA', vn: 'VN' };

function kindOf(pathname: string): LotteryKind {
  if (/^\/vnLottery/i.test(pathname)) return 'vn';
  if (/^\/seaLottery/i.test(pathname)) return 'sea';
  return 'lottery';
}

interface MenuGame {
  gameCode: string;
  gameName?: string | undefined;
}

function GameButtons({ games, selected, onPick }: { games: readonly MenuGame[]; selected: string; onPick(code: string): void }) {
  return (
    <ul className="lottery-menu__games">
      {games.map((game) => (
        <li key={game.gameCode}>
          <Button size="small" variant={game.gameCode === selected ? 'primary' : 'secondary'} aria-pressed={game.gameCode === selected} onClick={() => onPick(game.gameCode)}>
            {game.gameName ?? game.gameCode}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The lottery pages /lottery, /seaLottery and /vnLottery (the router's guard sends a visitor to /login): the lottery
 * menus (Vietnam: areas and the member's recent games) in the prize mode of SPEC §4, and the lottery lobby of the
 * chosen game (`?gameCode=`).
 */
export default function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(pathname);
  const { data: lanes } = useGameVendors();
  const mode = useMemo(() => {
    if (!lanes) return null;
    const cards = lanes.filter((lane) => lane.title === 'LOTT' || lane.title === 'ELOTT').flatMap((lane) => lane.cards);
    return prizeModeOf(cards);
  }, [lanes]);
  const menus = useLotteryMenus(kind === 'vn' ? null : mode);
  const vnMenu = useVnLotteryMenu(kind === 'vn' ? mode : null);
  const vnRecent = useVnLotteryRecent(kind === 'vn' ? mode : null);
  const gameCode = params.get('gameCode') ?? '';
  const [play, setPlay] = useState<{ url: string | null; error?: string }>({ url: null });

  useEffect(() => {
    if (!mode) return;
    let live = true;
    const backUrl = `${window.location.origin}${pathname}`;
    launchLottery({ area: AREAS[kind], prizeMode: mode, ...(gameCode ? { gameCode } : {}), language, backUrl }).then(
      (url) => live && setPlay({ url }),
      (error: unknown) => live && setPlay({ url: null, error: error instanceof ApiError ? t('games_launch_failed') : t('games_launch_failed') }),
    );
    return () => {
      live = false;
    };
  }, [mode, kind, gameCode, language, pathname, t]);

  const pick = (code: string) => {
    setPlay({ url: null });
    setParams({ gameCode: code }, { replace: true });
  };
  const title = t(TITLE_KEYS[kind]);

  return (
    <div className="game-page">
      <h1 className="game-page__title">{title}</h1>
      {mode ? <p className="game-list__meta">{t('games_prize_mode', { mode })}</p> : <Spinner label={t('games_loading')} />}
      <div className="lottery-menu">
        {kind === 'vn' ? (
          <>
            {vnRecent.data && vnRecent.data.length > 0 ? (
              <section className="lottery-menu__group" aria-label={t('games_row_recent')}>
                <h2>{t('games_row_recent')}</h2>
                <GameButtons games={vnRecent.data.flatMap((area) => area.gameMenus)} selected={gameCode} onPick={pick} />
              </section>
            ) : null}
            {(vnMenu.data ?? []).map((area) => (
              <section key={area.areaCode ?? area.areaName} className="lottery-menu__group" aria-label={area.areaName ?? area.areaCode ?? ''}>
                <h2>{area.areaName ?? area.areaCode}</h2>
                <GameButtons games={area.gameMenus} selected={gameCode} onPick={pick} />
              </section>
            ))}
          </>
        ) : (
          (menus.data ?? []).map((group) => (
            <section key={group.gameGroupCode} className="lottery-menu__group" aria-label={group.gameGroupName ?? group.gameGroupCode}>
              <h2>{group.gameGroupName ?? group.gameGroupCode}</h2>
              <GameButtons games={group.games ?? []} selected={gameCode} onPick={pick} />
            </section>
          ))
        )}
        {menus.error || vnMenu.error ? <p role="alert">{t('games_load_failed')}</p> : null}
      </div>
      <PlayStage url={play.url} name={title} error={play.error} />
    </div>
  );
}
