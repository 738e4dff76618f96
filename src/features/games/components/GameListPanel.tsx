import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMerchant } from '@/merchant';
import { Tabs } from '@/ui';
import { useGameListInfinite } from '../api/game-list-infinite';
import { useGameVendors } from '@/lib/game-vendors';
import { createNameSearch, prepareNameIndex, LIVE_FILTERS, liveFilterOf, rngSubtypes, type LiveFilter } from '../logic/filters';
import { listSource, vendorFromSearch, vendorsOfCategory } from '../logic/category';
import { SPORTS_VIEWS, type SportsView } from '@/lib/start-game';
import { rebateOf } from '../logic/rebate';
import type { Game } from '../types';
import { GameCard } from './GameCard';
import { GameList } from './GameList';
import { ICON_SETTLE_MS } from './GameIcon';
import { VendorDropdown } from './VendorDropdown';
import './games.css';

/** How long typing rests before the server is asked (the loaded games filter at once meanwhile). */
export const SEARCH_DEBOUNCE_MS = 300;

const SUBTYPE_KEYS: Record<string, string> = {
  SC: 'games_subtype_sc', VP: 'games_subtype_vp', JP: 'games_subtype_jp', TG: 'games_subtype_tg', AC: 'games_subtype_ac', BG: 'games_subtype_bg',
};
const LIVE_KEYS: Record<LiveFilter, string> = {
  baccarat: 'games_live_baccarat', sicbo: 'games_live_sicbo', roulette: 'games_live_roulette', 'dragon-tiger': 'games_live_dragon_tiger',
  blackjack: 'games_live_blackjack', mahjong: 'games_live_mahjong', 'three-card-poker': 'games_live_three_card_poker', others: 'games_live_others',
};

const SPORTS_TAB_KEYS: Record<SportsView, { tab: string; intro: string }> = {
  rolling: { tab: 'games_sports_rolling', intro: 'games_sports_rolling_intro' },
  today: { tab: 'games_sports_today', intro: 'games_sports_today_intro' },
};

/**
 * The search box: its value is its own, so a key re-renders only the box; the panel gets the term in a transition.
 * @example <SearchField id={id} onSearch={setTerm} />
 */
function SearchField({ id, onSearch, onFocus }: { id: string; onSearch(term: string): void; onFocus?(): void }) {
  const [value, setValue] = useState('');
  return (
    <input
      id={id}
      type="search"
      value={value}
      autoComplete="off"
      onChange={(event) => {
        const next = event.target.value;
        setValue(next);
        startTransition(() => onSearch(next));
      }}
      {...(onFocus ? { onFocus } : {})}
    />
  );
}

export interface GameListPanelProps {
  /** The category listed (e.g. RNG, LIVE, SPORTS, HOT). */
  gameType: string;
  /** Every category of the page, for the vendor filter (LOTT and ELOTT share /elott). */
  gameTypes?: string[];
  /** Show the search field. */
  searchable?: boolean;
}

/**
 * A category's game list with its filters: search by name (the loaded games filter on each keystroke, the server is
 * asked once typing rests), vendor, RNG sub-types, live lobby filters, the sports tabs and the category's rebate.
 * Filters other than the search live in the URL so a link or reload keeps them.
 */
export function GameListPanel({ gameType, gameTypes = [gameType], searchable = true }: GameListPanelProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [params, setParams] = useSearchParams();
  const searchId = useId();
  const vendor = vendorFromSearch(params);
  const classify = params.get('classify') ?? '';
  const live = (params.get('live') ?? '') as LiveFilter | '';
  const sports = gameType === 'SPORTS';
  // The sports tab (SPEC §2 "Rolling and Today tabs"): the games a tab starts open at its view (the launch's `view`).
  const tab: SportsView = params.get('tab') === 'today' ? 'today' : 'rolling';
  const centre = merchant.nav.gameListCentre.includes(gameType);

  const { data: lanes } = useGameVendors();
  const vendors = useMemo(() => vendorsOfCategory(lanes ?? [], gameTypes, merchant.nav), [lanes, gameTypes, merchant.nav]);
  const vendorType = vendors.find((entry) => entry.card.vassalage === vendor)?.gameType;
  const source = listSource(vendorType ?? gameType, merchant.nav);

  // The term the list answers. The field keeps its own value and hands each key over in a transition: the key shows at
  // once, and the list's render (which the next key may interrupt) never holds up typing.
  const [term, setTerm] = useState('');
  const [debounced, setDebounced] = useState('');
  const shownTerm = term;
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  // Once every game of the unsearched list is here, searching it on the client is exact: no call needed.
  const filterKey = `${source.gameType}|${vendor}|${classify}`;
  const [loadedAll, setLoadedAll] = useState<string | null>(null);
  const serverTerm = loadedAll === filterKey ? '' : debounced;
  const list = useGameListInfinite({
    gameType: source.gameType,
    ...(vendor ? { vassalage: vendor } : {}),
    ...(classify ? { gameClassify: classify } : {}),
    ...(serverTerm ? { gameName: serverTerm } : {}),
  });
  // Derived during render (React's pattern for state that follows props): no extra effect pass.
  if (serverTerm === '' && list.complete && loadedAll !== filterKey) setLoadedAll(filterKey);

  const filtered = useMemo(() => {
    let result: readonly Game[] = list.games;
    if (source.include) result = result.filter((game) => source.include?.includes(game.vassalage));
    if (source.exclude) result = result.filter((game) => !source.exclude?.includes(game.vassalage));
    if (live) result = result.filter((game) => liveFilterOf(game.name) === live);
    return result;
  }, [list.games, source.include, source.exclude, live]);
  // A keystroke that extends the term searches the previous matches only (see createNameSearch).
  const [search] = useState(createNameSearch<Game>);
  const games = useMemo(() => search(filtered, shownTerm), [search, filtered, shownTerm]);
  const narrowed = games.length !== list.games.length;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const rebate = rebateOf(gameType, merchant.categories);
  const subtypes = gameType === 'RNG' ? rngSubtypes(merchant.languages.supported) : [];
  const label = t('games_list_label');
  const headingId = useId();

  const listView = (
    <GameList
      label={label}
      games={games}
      renderGame={(game) => <GameCard game={game} iconSettleMs={ICON_SETTLE_MS} {...(sports ? { view: tab } : {})} />}
      complete={list.complete}
      loading={list.loading}
      failed={list.error !== undefined}
      onLoadMore={list.loadMore}
      onRetry={list.retry}
      // A narrowed view only knows what it has matched so far.
      totalCount={narrowed ? games.length : list.totalCount}
    />
  );

  return (
    // data-shown-term: the term the drawn list answers (it trails the field while a keystroke's list render is pending).
    <section className="game-list" aria-labelledby={headingId} data-shown-term={shownTerm}>
      {/* Cards carry h3 names: the list's own h2 keeps the page's heading levels in order. */}
      <h2 className="game-row__title" id={headingId}>{t('games_all_games')}</h2>
      <div className="game-list__toolbar">
        {searchable ? (
          <div className="game-list__field">
            <label htmlFor={searchId}>{t('games_search')}</label>
            <SearchField id={searchId} onSearch={setTerm} onFocus={() => prepareNameIndex(filtered)} />
          </div>
        ) : null}
        {vendors.length > 1 ? (
          <VendorDropdown
            vendors={vendors.map(({ card }) => ({ code: card.vassalage, displayName: card.displayName }))}
            value={vendor}
            onChange={(code) => update(centre ? { vassalage: code, vendor: '' } : { vendor: code, vassalage: '' })}
          />
        ) : null}
      </div>
      {subtypes.length > 0 ? (
        <fieldset className="game-list__chips">
          <legend>{t('games_subtypes')}</legend>
          {subtypes.map((key) => (
            <button key={key} type="button" className="game-list__chip" aria-pressed={classify === key}
              onClick={() => update({ classify: classify === key ? '' : key })}>
              {t(SUBTYPE_KEYS[key] ?? key)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {gameType === 'LIVE' ? (
        <fieldset className="game-list__chips">
          <legend>{t('games_live_filters')}</legend>
          {LIVE_FILTERS.map((key) => (
            <button key={key} type="button" className="game-list__chip" aria-pressed={live === key}
              onClick={() => update({ live: live === key ? '' : key })}>
              {t(LIVE_KEYS[key])}
            </button>
          ))}
        </fieldset>
      ) : null}
      <p className="game-list__meta">
        <span>{t('games_count', { count: narrowed ? games.length : list.totalCount })}</span>
        {rebate ? <span>{t('games_rebate', { rate: rebate })}</span> : null}
      </p>
      {sports ? (
        <Tabs
          label={t('games_sports_tabs')}
          selected={tab}
          onChange={(id) => update({ tab: id === 'today' ? 'today' : '' })}
          tabs={SPORTS_VIEWS.map((view) => ({
            id: view,
            label: t(SPORTS_TAB_KEYS[view].tab),
            panel: (
              <>
                <p className="game-list__intro">{t(SPORTS_TAB_KEYS[view].intro)}</p>
                {listView}
              </>
            ),
          }))}
        />
      ) : (
        listView
      )}
    </section>
  );
}
